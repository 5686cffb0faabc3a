/**
 * Who may do what with volunteer records (product.md §13), through the real API with real
 * sessions: admins everything; a volunteer reads and updates only their own record; a record
 * someone may not read is NOT_FOUND.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { volunteer } from '../../db/schema/volunteer';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { useTestApp } from '../../../../tests/support/test-app';
import { volunteerInput } from '../../../../tests/support/volunteer-factory';
import {
  ALLOWED,
  NULL,
  expectOutcome,
  listedIds,
  recordVersion,
  rowCaller,
} from '../../../../tests/support/access-matrix';

const app = useTestApp();

type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

const OPERATIONS: Record<Operation, (id: string) => [string, Record<string, unknown>]> = {
  list: () => ['query { listVolunteers { items { id } } }', {}],
  get: (id) => ['query($id: ID!) { getVolunteer(id: $id) { id } }', { id }],
  create: () => [
    'mutation($input: CreateVolunteerInput!) { createVolunteer(input: $input) { id } }',
    { input: volunteerInput() },
  ],
  update: (id) => [
    'mutation($input: UpdateVolunteerInput!) { updateVolunteer(input: $input) { id } }',
    { input: { id, expectedVersion: 1, contactNumber: '+1 555 0101', languages: ['Urdu'] } },
  ],
  delete: (id) => [
    'mutation($input: DeleteVolunteerInput!) { deleteVolunteer(input: $input) { id } }',
    { input: { id } },
  ],
};

const all = (code: string): Record<Operation, string> => ({
  list: code,
  get: code,
  create: code,
  update: code,
  delete: code,
});
const ADMIN_ONLY = { create: 'FORBIDDEN', delete: 'FORBIDDEN' };

const EXPECTED: Record<string, Record<Operation, string>> = {
  signedOut: all('UNAUTHENTICATED'),
  noGroup: all('FORBIDDEN'),
  Clients: all('FORBIDDEN'),
  volunteerOwner: { ...all(ALLOWED), ...ADMIN_ONLY },
  volunteerOther: { ...all(ALLOWED), ...ADMIN_ONLY, get: NULL, update: 'NOT_FOUND' },
  Admins: all(ALLOWED),
  SuperAdmins: all(ALLOWED),
};

let owner: Caller;
let strangerId: string;

const subjectCaller = (label: string) => rowCaller(app, label, { volunteerOwner: owner });

beforeEach(async () => {
  owner = await callerAs(app.server, app.database.db, 'Volunteers');
  strangerId = (await createPerson(app.database.db, 'Volunteers', 'Stranger')).id;
});

const versionOf = (id: string) => recordVersion(app.database.db, volunteer, id);

describe.each(Object.keys(EXPECTED))('%s', (label) => {
  it.each(Object.keys(OPERATIONS) as Operation[])('%s', async (operation) => {
    const caller = await subjectCaller(label);
    const [query, variables] = OPERATIONS[operation](owner.person!.id);
    const result = await caller.run<Record<string, unknown>>(query, variables);
    const expected = EXPECTED[label]![operation];
    expectOutcome(result, expected);
    const wrote = expected === ALLOWED && (operation === 'update' || operation === 'delete');
    if (!wrote) expect(await versionOf(owner.person!.id)).toBe(1);
  });
});

describe('lists hold only what the subject may read', () => {
  const ids = (caller: Caller) => listedIds(caller, 'listVolunteers');

  it('admins see every volunteer; a volunteer only themselves', async () => {
    for (const group of ['Admins', 'SuperAdmins'] as const) {
      const admin = await callerAs(app.server, app.database.db, group);
      expect(await ids(admin)).toEqual([owner.person!.id, strangerId].sort());
    }
    expect(await ids(owner)).toEqual([owner.person!.id]);
  });
});
