/**
 * Who may do what with volunteer records (decisions §4), through the real API with real
 * sessions: admins everything; a volunteer reads and updates only their own record; a record
 * someone may not read is NOT_FOUND.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { volunteer } from '../../db/schema/volunteer';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { useTestApp } from '../../../../tests/support/test-app';
import { volunteerInput } from '../../../../tests/support/volunteer-factory';

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

const ALLOWED = 'allowed';
const NULL = 'null';
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

async function subjectCaller(label: string): Promise<Caller> {
  if (label === 'volunteerOwner') return owner;
  if (label === 'volunteerOther') return callerAs(app.server, app.database.db, 'Volunteers');
  if (label === 'noGroup') return callerAs(app.server, app.database.db, null);
  return callerAs(app.server, app.database.db, label as 'signedOut' | 'Clients' | 'Admins');
}

beforeEach(async () => {
  owner = await callerAs(app.server, app.database.db, 'Volunteers');
  strangerId = (await createPerson(app.database.db, 'Volunteers', 'Stranger')).id;
});

async function versionOf(id: string): Promise<number | null> {
  const [row] = await app.database.db
    .select({ version: volunteer.version })
    .from(volunteer)
    .where(eq(volunteer.id, id));
  return row?.version ?? null;
}

describe.each(Object.keys(EXPECTED))('%s', (label) => {
  it.each(Object.keys(OPERATIONS) as Operation[])('%s', async (operation) => {
    const caller = await subjectCaller(label);
    const [query, variables] = OPERATIONS[operation](owner.person!.id);
    const result = await caller.run<Record<string, unknown>>(query, variables);
    const expected = EXPECTED[label]![operation];
    if (expected === ALLOWED) {
      expect(result.errors).toEqual([]);
      expect(Object.values(result.data!)[0]).not.toBeNull();
    } else if (expected === NULL) {
      expect(result.errors).toEqual([]);
      expect(Object.values(result.data!)[0]).toBeNull();
    } else {
      expect(errorCode(result)).toBe(expected);
      expect(Object.values(result.data ?? {}).filter((value) => value !== null)).toEqual([]);
    }
    const wrote = expected === ALLOWED && (operation === 'update' || operation === 'delete');
    if (!wrote) expect(await versionOf(owner.person!.id)).toBe(1);
  });
});

describe('lists hold only what the subject may read', () => {
  const ids = async (caller: Caller) =>
    (
      await caller.run<{ listVolunteers: { items: { id: string }[] } }>(
        'query { listVolunteers { items { id } } }',
      )
    )
      .data!.listVolunteers.items.map((item) => item.id)
      .sort();

  it('admins see every volunteer; a volunteer only themselves', async () => {
    for (const group of ['Admins', 'SuperAdmins'] as const) {
      const admin = await callerAs(app.server, app.database.db, group);
      expect(await ids(admin)).toEqual([owner.person!.id, strangerId].sort());
    }
    expect(await ids(owner)).toEqual([owner.person!.id]);
  });
});
