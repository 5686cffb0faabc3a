/**
 * Who may do what with volunteer records (product.md §13), through the real API with real
 * sessions: admins everything; a volunteer reads and updates only their own record; a record
 * someone may not read is NOT_FOUND.
 */
import { beforeEach } from 'vitest';
import { volunteer } from '../../db/schema/volunteer';
import { createPerson } from '../../../../tests/support/people';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { volunteerInput } from '../../../../tests/support/volunteer-factory';
import { ALLOWED, NULL } from '../../../../tests/support/access-matrix';
import { describeRecordAccess } from '../../../../tests/support/record-access';

const app = useTestApp();
const [owner] = signedInForEachTest(app, ['Volunteers']);

const ADMIN_ONLY = { create: 'FORBIDDEN', delete: 'FORBIDDEN' };

let strangerId: string;

beforeEach(async () => {
  strangerId = (await createPerson(app.database.db, 'Volunteers', 'Stranger')).id;
});

describeRecordAccess({
  app,
  type: 'Volunteer',
  table: volunteer,
  input: {
    create: () => volunteerInput(),
    update: { contactNumber: '+1 555 0101', languages: ['Urdu'] },
  },
  rows: (all) => ({
    volunteerOwner: { ...all(ALLOWED), ...ADMIN_ONLY },
    volunteerOther: { ...all(ALLOWED), ...ADMIN_ONLY, get: NULL, update: 'NOT_FOUND' },
  }),
  named: () => ({ volunteerOwner: owner }),
  subjectId: () => owner.person!.id,
  lists: {
    title: 'admins see every volunteer; a volunteer only themselves',
    everyone: () => [owner.person!.id, strangerId],
    seen: () => [[owner, [owner.person!.id]]],
  },
});
