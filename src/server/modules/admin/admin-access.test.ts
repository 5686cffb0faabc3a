/**
 * Who may do what with admin records (product.md §13), through the real API with real sessions:
 * super admins everything; admins read every admin and update only their own record;
 * everyone else nothing.
 */
import { describe, expect, it } from 'vitest';
import { admin } from '../../db/schema/admin';
import { adminInput } from '../../../../tests/support/admin-factory';
import { callerAs } from '../../../../tests/support/graphql';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  ALLOWED,
  crudOperations,
  describeAccessMatrix,
  everyOperation,
  recordVersion,
  rowCaller,
} from '../../../../tests/support/access-matrix';

const app = useTestApp();
const [owner] = signedInForEachTest(app, ['Admins']);

const OPERATIONS = crudOperations('Admin', {
  create: () => adminInput(),
  update: { notes: 'changed', region: 'West', contactNumber: '+1 5' },
});

const all = (code: string) => everyOperation(code, OPERATIONS);
const SUPER_ADMIN_ONLY = { create: 'FORBIDDEN', delete: 'FORBIDDEN' };

const EXPECTED = {
  signedOut: all('UNAUTHENTICATED'),
  noGroup: all('FORBIDDEN'),
  Clients: all('FORBIDDEN'),
  Volunteers: all('FORBIDDEN'),
  adminOwner: { ...all(ALLOWED), ...SUPER_ADMIN_ONLY },
  adminOther: { ...all(ALLOWED), ...SUPER_ADMIN_ONLY, update: 'FORBIDDEN' },
  SuperAdmins: all(ALLOWED),
};

describeAccessMatrix({
  operations: OPERATIONS,
  expected: EXPECTED,
  callerFor: (label) => rowCaller(app, label, { adminOwner: owner }),
  subjectId: () => owner.person!.id,
  versionOf: (id) => recordVersion(app.database.db, admin, id),
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
