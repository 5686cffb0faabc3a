/**
 * Random and hostile input to every admin mutation: never a server error, and never an admin
 * record without its sign-in account (or the reverse). A refusal changes nothing; a success
 * writes the record, its account and their audit entry together.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ROLES } from '../../../shared/domain/admin/admin.enums';
import { admin } from '../../db/schema/admin';
import { adminInput } from '../../../../tests/support/admin-factory';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import {
  checkHostileDelete,
  checkHostileInput,
  checkHostileUpdate,
} from '../../../../tests/support/hostile-input';
import { fieldTable, hostileOverrides } from '../../../../tests/support/hostile-values';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
let superAdmin: Caller;
beforeEach(async () => {
  superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
});

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
  it('createAdmin: refused with nothing stored, or the record and its account together', async () => {
    await checkHostileInput({
      db: app.database.db,
      caller: superAdmin,
      document: CREATE,
      input: hostileOverrides(FIELDS),
      variables: (overrides) => ({ input: adminInput(overrides) }),
      tables,
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
    });
  });

  it('updateAdmin: refused with the record and account unchanged, or one new version', async () => {
    await checkHostileUpdate({
      db: app.database.db,
      caller: superAdmin,
      typeName: 'Admin',
      tables,
      tableKey: 'admin',
      id: await createAdmin(),
      input: hostileOverrides(FIELDS),
      // The name and group of the account follow the record's names and role.
      alsoExpected: { user: { changed: { min: 0, max: 1 } } },
    });
  });

  it('deleteAdmin: a hostile id is not found; the real one deletes record and account', async () => {
    await checkHostileDelete({
      db: app.database.db,
      caller: superAdmin,
      typeName: 'Admin',
      tables,
      tableKey: 'admin',
      create: createAdmin,
      alsoExpected: (id) => ({ user: { removed: [id] }, account: { removed: 1 } }),
    });
  });
});
