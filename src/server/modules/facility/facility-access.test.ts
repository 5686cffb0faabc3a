/**
 * Who may do what with facilities (product.md §13), through the real API with real sessions:
 * signed out → UNAUTHENTICATED; signed in without the right → FORBIDDEN; otherwise allowed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Group } from '../../../shared/permissions';
import { facilityInput } from '../../../../tests/support/factories';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';
import { ALLOWED, expectOutcome } from '../../../../tests/support/access-matrix';

const app = useTestApp();

type Subject = Group | null | 'signedOut';
type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

const OPERATIONS: Record<Operation, (id: string) => [string, Record<string, unknown>]> = {
  list: () => ['query { listFacilities { items { id } } }', {}],
  get: (id) => ['query($id: ID!) { getFacility(id: $id) { id } }', { id }],
  create: () => [
    'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
    { input: facilityInput() },
  ],
  update: (id) => [
    'mutation($input: UpdateFacilityInput!) { updateFacility(input: $input) { id } }',
    { input: { id, expectedVersion: 1, notes: 'changed' } },
  ],
  delete: (id) => [
    'mutation($input: DeleteFacilityInput!) { deleteFacility(input: $input) { id } }',
    { input: { id } },
  ],
};

const EXPECTED: Record<string, Record<Operation, string>> = {
  signedOut: {
    list: 'UNAUTHENTICATED',
    get: 'UNAUTHENTICATED',
    create: 'UNAUTHENTICATED',
    update: 'UNAUTHENTICATED',
    delete: 'UNAUTHENTICATED',
  },
  noGroup: {
    list: 'FORBIDDEN',
    get: 'FORBIDDEN',
    create: 'FORBIDDEN',
    update: 'FORBIDDEN',
    delete: 'FORBIDDEN',
  },
  Clients: {
    list: 'FORBIDDEN',
    get: 'FORBIDDEN',
    create: 'FORBIDDEN',
    update: 'FORBIDDEN',
    delete: 'FORBIDDEN',
  },
  Volunteers: {
    list: ALLOWED,
    get: ALLOWED,
    create: 'FORBIDDEN',
    update: 'FORBIDDEN',
    delete: 'FORBIDDEN',
  },
  Admins: { list: ALLOWED, get: ALLOWED, create: ALLOWED, update: ALLOWED, delete: ALLOWED },
  SuperAdmins: { list: ALLOWED, get: ALLOWED, create: ALLOWED, update: ALLOWED, delete: ALLOWED },
};

const SUBJECTS: [string, Subject][] = [
  ['signedOut', 'signedOut'],
  ['noGroup', null],
  ['Clients', 'Clients'],
  ['Volunteers', 'Volunteers'],
  ['Admins', 'Admins'],
  ['SuperAdmins', 'SuperAdmins'],
];

let existingId: string;
let owner: Caller;

beforeEach(async () => {
  owner = await callerAs(app.server, app.database.db, 'SuperAdmins');
  const created = await owner.run<{ createFacility: { id: string } }>(
    'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
    { input: facilityInput() },
  );
  existingId = created.data!.createFacility.id;
});

describe.each(SUBJECTS)('%s', (label, subject) => {
  it.each(Object.keys(OPERATIONS) as Operation[])('%s', async (operation) => {
    const caller = await callerAs(app.server, app.database.db, subject);
    const [query, variables] = OPERATIONS[operation](existingId);
    const result = await caller.run(query, variables);
    const expected = EXPECTED[label]![operation];
    expectOutcome(result, expected);
    // A refused write changes nothing.
    const after = await owner.run<{ getFacility: { version: number } | null }>(
      'query($id: ID!) { getFacility(id: $id) { version } }',
      { id: existingId },
    );
    const wroteSomething =
      expected === ALLOWED && (operation === 'update' || operation === 'delete');
    if (!wroteSomething) expect(after.data!.getFacility).toEqual({ version: 1 });
  });
});
