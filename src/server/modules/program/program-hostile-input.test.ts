/**
 * Random and hostile input to every program mutation: never a server error, never a
 * half-written program. Either the write is refused (nothing stored) or it is stored whole.
 */
import { beforeEach, describe } from 'vitest';
import {
  APPROVAL_STATUSES,
  PROGRAM_STATUSES,
  PROGRAM_TYPES,
} from '../../../shared/domain/program/program.enums';
import { program } from '../../db/schema/program';
import { hostileCrudTests } from '../../../../tests/support/hostile-crud';
import { fieldTable } from '../../../../tests/support/hostile-values';
import { createPerson } from '../../../../tests/support/people';
import { insertProgram, programInput } from '../../../../tests/support/program-factory';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let ids: { facility: string; volunteer: string };
beforeEach(async () => {
  ids = {
    facility: (await insertFacility(app.database.db)).id,
    volunteer: (await createPerson(app.database.db, 'Volunteers')).id,
  };
});

/** The fields of CreateProgramInput. */
const CREATE_FIELDS = {
  text: ['title', 'description', 'location', 'curriculum', 'followUpNotes'],
  enums: { type: PROGRAM_TYPES, approvalStatus: APPROVAL_STATUSES, status: PROGRAM_STATUSES },
  dates: ['date'],
  times: ['startTime', 'endTime'],
  lists: ['materialRequested', 'resourcesUsed'],
  flags: ['followUpNeeded'],
  ids: { facilityId: ['facility'], volunteerId: ['volunteer'] },
};
/** UpdateProgramInput adds attendance, feedback and the approval date. */
const UPDATE_FIELDS = {
  ...CREATE_FIELDS,
  text: [...CREATE_FIELDS.text, 'feedback'],
  dates: ['date', 'approvalDate'],
  integers: ['attendees', 'newAttendees'],
};
const newProgram = async () =>
  (await insertProgram(app.database.db, { facilityId: ids.facility, volunteerId: ids.volunteer }))
    .id;

describe('hostile program input', () => {
  hostileCrudTests('Program', {
    app,
    caller: admin,
    tables: { program },
    ids: () => ids,
    says: { stored: 'the program stored whole', unchanged: 'the program', deletes: 'the program' },
    create: {
      fields: fieldTable(CREATE_FIELDS),
      input: (overrides, { facility, volunteer }) => programInput(facility!, volunteer!, overrides),
    },
    update: { fields: fieldTable(UPDATE_FIELDS), record: newProgram },
    delete: { record: newProgram },
  });
});
