/**
 * Random and hostile input to every admin mutation: never a server error, and never an admin
 * record without its sign-in account (or the reverse). A refusal changes nothing; a success
 * writes the record, its account and their audit entry together.
 */
import { describe, expect } from 'vitest';
import { ADMIN_ROLES } from '../../../shared/domain/admin/admin.enums';
import { admin } from '../../db/schema/admin';
import { adminInput } from '../../../../tests/support/admin-factory';
import { hostileCrudTests } from '../../../../tests/support/hostile-crud';
import { fieldTable } from '../../../../tests/support/hostile-values';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [superAdmin] = signedInForEachTest(app, ['SuperAdmins']);
/** The fields of CreateAdminInput / UpdateAdminInput. */
const FIELDS = fieldTable({
  text: ['firstName', 'lastName', 'contactNumber', 'region', 'notes'],
  email: ['email'],
  enums: { role: ADMIN_ROLES },
  dates: ['dateJoined'],
});
const tables = { admin };
const CREATE = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';

/** A complete admin, made through the API (its account waits for the invitation). */
async function createAdmin(): Promise<string> {
  const result = await superAdmin.run<{ createAdmin: { id: string } }>(CREATE, {
    input: adminInput(),
  });
  expect(result.errors).toEqual([]);
  return result.data!.createAdmin.id;
}

describe('hostile admin input', () => {
  hostileCrudTests('Admin', {
    app,
    caller: superAdmin,
    tables,
    says: {
      stored: 'the record and its account together',
      unchanged: 'the record and account',
      deletes: 'record and account',
    },
    create: {
      fields: FIELDS,
      input: (overrides) => adminInput(overrides),
      expected: (data) => {
        const id = data.id as string;
        return {
          admin: { added: [id] },
          user: { added: [id] },
          account: { added: 1 },
          outbox: { added: 1 },
          audit: { added: 1 },
        };
      },
    },
    update: {
      fields: FIELDS,
      record: createAdmin,
      // The name and group of the account follow the record's names and role.
      alsoExpected: { user: { changed: { min: 0, max: 1 } } },
    },
    delete: {
      record: createAdmin,
      alsoExpected: (id) => ({ user: { removed: [id] }, account: { removed: 1 } }),
    },
  });
});
