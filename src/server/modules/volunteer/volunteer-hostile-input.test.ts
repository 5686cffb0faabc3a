/**
 * Random and hostile input to every volunteer mutation: never a server error, and never a
 * volunteer record without its sign-in account (or the reverse). A refusal changes nothing; a
 * success writes the record, its account and their audit entry together.
 */
import { beforeEach, describe } from 'vitest';
import {
  BACKGROUND_CHECK_STATUSES,
  CLEARANCE_STATUSES,
  VOLUNTEER_GENDERS,
  VOLUNTEER_STATUSES,
} from '../../../shared/domain/volunteer/volunteer.enums';
import { volunteer } from '../../db/schema/volunteer';
import {
  createThroughApi,
  hostileCrudTests,
  personAccountRows,
} from '../../../../tests/support/hostile-crud';
import { fieldTable } from '../../../../tests/support/hostile-values';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { volunteerInput } from '../../../../tests/support/volunteer-factory';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let ids: { facility: string };
beforeEach(async () => {
  ids = { facility: (await insertFacility(app.database.db)).id };
});

/** The fields of CreateVolunteerInput / UpdateVolunteerInput. */
const FIELDS = fieldTable({
  text: ['firstName', 'lastName', 'contactNumber', 'notes'],
  email: ['email'],
  enums: {
    gender: VOLUNTEER_GENDERS,
    status: VOLUNTEER_STATUSES,
    clearanceStatus: CLEARANCE_STATUSES,
    backgroundCheckStatus: BACKGROUND_CHECK_STATUSES,
  },
  integers: ['totalVolunteerHours'],
  dates: [
    'clearanceExpiration',
    'backgroundCheckDate',
    'trainingCompletionDate',
    'lastActivityDate',
    'dateJoined',
  ],
  lists: ['languages', 'specializations', 'availability', 'credentials'],
  flags: ['trainingCompleted'],
  ids: { assignedFacility: ['facility'] },
});
const tables = { volunteer };
/** A complete volunteer, made through the API (its account waits for the invitation). */
const createVolunteer = () => createThroughApi(admin, 'Volunteer', volunteerInput());

describe('hostile volunteer input', () => {
  hostileCrudTests('Volunteer', {
    app,
    caller: admin,
    tables,
    ids: () => ids,
    says: {
      stored: 'the record and its account together',
      unchanged: 'the record and account',
      deletes: 'record and account',
    },
    create: {
      fields: FIELDS,
      input: (overrides) => volunteerInput(overrides),
      expected: personAccountRows.created('volunteer'),
    },
    update: {
      fields: FIELDS,
      record: createVolunteer,
      // The account's name follows the record's names.
      alsoExpected: personAccountRows.updated,
    },
    delete: {
      record: createVolunteer,
      alsoExpected: personAccountRows.deleted,
    },
  });
});
