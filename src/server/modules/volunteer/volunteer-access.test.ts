/**
 * Who may do what with volunteer records (product.md §13), through the real API with real
 * sessions: admins everything; a volunteer reads and updates only their own record; a record
 * someone may not read is NOT_FOUND.
 */
import { beforeEach, describe, it } from 'vitest';
import { volunteer } from '../../db/schema/volunteer';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { useTestApp } from '../../../../tests/support/test-app';
import { volunteerInput } from '../../../../tests/support/volunteer-factory';
import {
  ALLOWED,
  NULL,
  crudOperations,
  describeAccessMatrix,
  everyOperation,
  expectListsHold,
  recordVersion,
  rowCaller,
  withOutsidersAndAdmins,
} from '../../../../tests/support/access-matrix';

const app = useTestApp();

const OPERATIONS = crudOperations('Volunteer', {
  create: () => volunteerInput(),
  update: { contactNumber: '+1 555 0101', languages: ['Urdu'] },
});

const all = (code: string) => everyOperation(code, OPERATIONS);
const ADMIN_ONLY = { create: 'FORBIDDEN', delete: 'FORBIDDEN' };

const EXPECTED = withOutsidersAndAdmins(OPERATIONS, {
  volunteerOwner: { ...all(ALLOWED), ...ADMIN_ONLY },
  volunteerOther: { ...all(ALLOWED), ...ADMIN_ONLY, get: NULL, update: 'NOT_FOUND' },
});

let owner: Caller;
let strangerId: string;

beforeEach(async () => {
  owner = await callerAs(app.server, app.database.db, 'Volunteers');
  strangerId = (await createPerson(app.database.db, 'Volunteers', 'Stranger')).id;
});

describeAccessMatrix({
  operations: OPERATIONS,
  expected: EXPECTED,
  callerFor: (label) => rowCaller(app, label, { volunteerOwner: owner }),
  subjectId: () => owner.person!.id,
  versionOf: (id) => recordVersion(app.database.db, volunteer, id),
});

describe('lists hold only what the subject may read', () => {
  it('admins see every volunteer; a volunteer only themselves', async () => {
    await expectListsHold(
      app,
      'listVolunteers',
      [owner.person!.id, strangerId],
      [[owner, [owner.person!.id]]],
    );
  });
});
