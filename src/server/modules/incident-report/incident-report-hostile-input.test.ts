/**
 * Random and hostile input to every incident-report mutation: never a server error, never a
 * half-written report. Either the write is refused (nothing stored) or it is stored whole.
 */
import fc from 'fast-check';
import { beforeEach, describe } from 'vitest';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from '../../../shared/domain/incident/incident.enums';
import { incidentReport } from '../../db/schema/incident-report';
import { hostileCrudTests } from '../../../../tests/support/hostile-crud';
import { fieldTable, hostile } from '../../../../tests/support/hostile-values';
import {
  incidentInput,
  insertIncidentReport,
} from '../../../../tests/support/incident-report-factory';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let ids: { facility: string; reporter: string; volunteer: string };
beforeEach(async () => {
  ids = {
    facility: (await insertFacility(app.database.db)).id,
    reporter: admin.person!.id,
    volunteer: (await createPerson(app.database.db, 'Volunteers')).id,
  };
});

/** The fields of CreateIncidentReportInput. */
const CREATE_FIELDS = {
  text: ['location', 'description', 'facilityResponse'],
  enums: { type: INCIDENT_TYPES },
  dates: ['date'],
  times: ['time'],
  lists: ['involvedInmates'],
  flags: ['reportedToFacility', 'facilityResponseRequired'],
  ids: { facilityId: ['facility'], reporterId: ['reporter', 'volunteer'] },
};
/** UpdateIncidentReportInput adds the status, resolution and follow-up. */
const UPDATE_FIELDS = {
  ...CREATE_FIELDS,
  text: [...CREATE_FIELDS.text, 'resolutionNotes'],
  enums: { type: INCIDENT_TYPES, status: INCIDENT_STATUSES },
  dates: ['date', 'followUpDate'],
  flags: [...CREATE_FIELDS.flags, 'followUpNeeded'],
};
/** Witnesses: hostile text, or ids of volunteers (the reporter among them) or of no one. */
const witnesses = {
  witnessVolunteers: fc.oneof(
    hostile.list,
    fc.array(hostile.id('volunteer', 'reporter'), { maxLength: 3 }),
  ),
};
const tables = { incidentReport };
const newReport = async () =>
  (
    await insertIncidentReport(app.database.db, {
      facilityId: ids.facility,
      reporterId: ids.reporter,
    })
  ).id;

describe('hostile incident-report input', () => {
  hostileCrudTests('IncidentReport', {
    app,
    caller: admin,
    tables,
    ids: () => ids,
    says: { stored: 'the report stored whole', unchanged: 'the report', deletes: 'the report' },
    create: {
      fields: { ...fieldTable(CREATE_FIELDS), ...witnesses },
      input: (overrides, { facility, reporter }) =>
        incidentInput(facility!, { reporterId: reporter, ...overrides }),
    },
    update: { fields: { ...fieldTable(UPDATE_FIELDS), ...witnesses }, record: newReport },
    delete: { record: newReport },
  });
});
