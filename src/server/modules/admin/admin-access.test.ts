/**
 * Who may do what with admin records (product.md §13), through the real API with real sessions:
 * super admins everything; admins read every admin and update only their own record;
 * everyone else nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { admin } from '../../db/schema/admin';
import { adminInput } from '../../../../tests/support/admin-factory';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  ALLOWED,
  expectOutcome,
  recordVersion,
  rowCaller,
} from '../../../../tests/support/access-matrix';

const app = useTestApp();

type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

const OPERATIONS: Record<Operation, (id: string) => [string, Record<string, unknown>]> = {
  list: () => ['query { listAdmins { items { id } } }', {}],
  get: (id) => ['query($id: ID!) { getAdmin(id: $id) { id } }', { id }],
  create: () => [
    'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
    { input: adminInput() },
  ],
  update: (id) => [
    'mutation($input: UpdateAdminInput!) { updateAdmin(input: $input) { id } }',
    {
      input: { id, expectedVersion: 1, notes: 'changed', region: 'West', contactNumber: '+1 5' },
    },
  ],
  delete: (id) => [
    'mutation($input: DeleteAdminInput!) { deleteAdmin(input: $input) { id } }',
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
const SUPER_ADMIN_ONLY = { create: 'FORBIDDEN', delete: 'FORBIDDEN' };

const EXPECTED: Record<string, Record<Operation, string>> = {
  signedOut: all('UNAUTHENTICATED'),
  noGroup: all('FORBIDDEN'),
  Clients: all('FORBIDDEN'),
  Volunteers: all('FORBIDDEN'),
  adminOwner: { ...all(ALLOWED), ...SUPER_ADMIN_ONLY },
  adminOther: { ...all(ALLOWED), ...SUPER_ADMIN_ONLY, update: 'FORBIDDEN' },
  SuperAdmins: all(ALLOWED),
};

let owner: Caller;

const subjectCaller = (label: string) => rowCaller(app, label, { adminOwner: owner });

beforeEach(async () => {
  owner = await callerAs(app.server, app.database.db, 'Admins');
});

const versionOf = (id: string) => recordVersion(app.database.db, admin, id);

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
  it('admins and super admins see every admin', async () => {
    const superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
    const everyone = [owner.person!.id, superAdmin.person!.id].sort();
    for (const caller of [owner, superAdmin]) {
      const result = await caller.run<{ listAdmins: { items: { id: string }[] } }>(
        'query { listAdmins { items { id } } }',
      );
      expect(result.data!.listAdmins.items.map((item) => item.id).sort()).toEqual(everyone);
    }
  });
});
