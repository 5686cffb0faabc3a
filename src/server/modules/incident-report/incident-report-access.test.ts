/**
 * Who may do what with incident reports (product.md §13), through the real API with real
 * sessions: admins everything; volunteers file reports as themselves, read theirs and update
 * them while OPEN; a report someone may not read is NOT_FOUND (null from get).
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { incidentReport } from '../../db/schema/incident-report';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import {
  incidentInput,
  insertIncidentReport,
} from '../../../../tests/support/incident-report-factory';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { useTestApp } from '../../../../tests/support/test-app';
import { ALLOWED, NULL, expectReadOnlyTo } from '../../../../tests/support/access-matrix';
import { describeRecordAccess } from '../../../../tests/support/record-access';

const app = useTestApp();

let facilityId: string;
let owner: Caller;
let ownId: string;
let strangersId: string;

const CREATE =
  'mutation($input: CreateIncidentReportInput!) { createIncidentReport(input: $input) { id } }';
const UPDATE =
  'mutation($input: UpdateIncidentReportInput!) { updateIncidentReport(input: $input) { id } }';

// Admins file a report in someone's name; a volunteer's is filed in their own.
const asAdmin = (label: string) => label === 'Admins' || label === 'SuperAdmins';

beforeEach(async () => {
  const db = app.database.db;
  facilityId = (await insertFacility(db)).id;
  owner = await callerAs(app.server, db, 'Volunteers');
  const stranger = await createPerson(db, 'Volunteers', 'Stranger');
  ownId = (await insertIncidentReport(db, { facilityId, reporterId: owner.person!.id })).id;
  strangersId = (await insertIncidentReport(db, { facilityId, reporterId: stranger.id })).id;
});

const versionOf = describeRecordAccess({
  app,
  type: 'IncidentReport',
  table: incidentReport,
  input: {
    create: ({ label }) =>
      incidentInput(facilityId, asAdmin(label) ? { reporterId: owner.person!.id } : {}),
    update: { location: 'Chapel' },
  },
  rows: (all) => ({
    volunteerOwner: { ...all(ALLOWED), delete: 'FORBIDDEN' },
    volunteerOther: { ...all(ALLOWED), get: NULL, update: 'NOT_FOUND', delete: 'FORBIDDEN' },
  }),
  named: () => ({ volunteerOwner: owner }),
  subjectId: () => ownId,
  lists: {
    title: 'admins see every report; a volunteer only the ones they filed',
    everyone: () => [ownId, strangersId],
    seen: () => [[owner, [ownId]]],
    strangerSeesNone: true,
  },
});

describe('a volunteer and their own report', () => {
  it.each(['UNDER_REVIEW', 'RESOLVED', 'CLOSED'] as const)(
    'may no longer change it once %s (FORBIDDEN), but still read it',
    async (status) => {
      await app.database.db
        .update(incidentReport)
        .set({ status })
        .where(eq(incidentReport.id, ownId));
      const changes = { location: 'Chapel' };
      await expectReadOnlyTo(owner, 'IncidentReport', ownId, changes, versionOf);
    },
  );

  it('files reports only in their own name, and cannot hand one to someone else', async () => {
    const other = await createPerson(app.database.db, 'Volunteers', 'Other');
    const create = await owner.run(CREATE, {
      input: incidentInput(facilityId, { reporterId: other.id }),
    });
    expect(errorCode(create)).toBe('FORBIDDEN');
    const update = await owner.run(UPDATE, {
      input: { id: ownId, expectedVersion: 1, reporterId: other.id },
    });
    expect(errorCode(update)).toBe('FORBIDDEN');
    expect(await versionOf(ownId)).toBe(1);
    const own = await owner.run<{ createIncidentReport: { reporterId: string } }>(
      'mutation($input: CreateIncidentReportInput!) { createIncidentReport(input: $input) { reporterId } }',
      { input: incidentInput(facilityId, { reporterId: owner.person!.id }) },
    );
    expect(own.data!.createIncidentReport.reporterId).toBe(owner.person!.id);
  });
});
