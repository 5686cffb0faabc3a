/**
 * Random and hostile input to every admin mutation: never a server error, and never an admin
 * record without its sign-in account (or the reverse). A refusal changes nothing; a success
 * writes the record, its account and their audit entry together.
 */
import { describe } from 'vitest';
import { ADMIN_ROLES } from '../../../shared/domain/admin/admin.enums';
import { admin } from '../../db/schema/admin';
import { adminInput } from '../../../../tests/support/admin-factory';
import {
  createThroughApi,
  hostileCrudTests,
  personAccountRows,
} from '../../../../tests/support/hostile-crud';
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
/** A complete admin, made through the API (its account waits for the invitation). */
const createAdmin = () => createThroughApi(superAdmin, 'Admin', adminInput());

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
      expected: personAccountRows.created('admin'),
    },
    update: {
      fields: FIELDS,
      record: createAdmin,
      // The name and group of the account follow the record's names and role.
      alsoExpected: personAccountRows.updated,
    },
    delete: {
      record: createAdmin,
      alsoExpected: personAccountRows.deleted,
    },
  });
});
