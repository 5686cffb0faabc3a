/** createIncidentReport, getIncidentReport and listIncidentReports (product.md §2.8, §4.4, §5.6). */
import { beforeEach, describe, expect, it } from 'vitest';
import { incidentReport } from '../../db/schema/incident-report';
import { errorCode } from '../../../../tests/support/graphql';
import {
  incidentInput,
  insertIncidentReport,
} from '../../../../tests/support/incident-report-factory';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { MISSING_IDS, expectCreateAudited, recordApi } from '../../../../tests/support/record-api';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id reporterId facilityId date time location type description involvedInmates
  witnessVolunteers reportedToFacility facilityResponseRequired facilityResponse status
  resolutionNotes followUpNeeded followUpDate createdBy version createdAt updatedAt`;
const reports = recordApi('IncidentReport', FIELDS, 'location');
const CREATE = reports.create;

const app = useTestApp();
const [volunteer, admin] = signedInForEachTest(app, ['Volunteers', 'Admins']);
let facilityId: string;

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
});

const storedCount = async () =>
  (await app.database.db.select({ id: incidentReport.id }).from(incidentReport)).length;

describe('createIncidentReport', () => {
  it("files a volunteer's report in their name: OPEN, no resolution notes, no follow-up", async () => {
    const witness = await createPerson(app.database.db, 'Volunteers', 'Witness');
    const sent = incidentInput(facilityId, {
      involvedInmates: [' A-1021 ', '', 'B-2042'],
      witnessVolunteers: [witness.id],
    });
    const created = await reports.created(volunteer, sent);
    expect(created).toMatchObject({
      ...sent,
      involvedInmates: ['A-1021', 'B-2042'],
      reporterId: volunteer.person!.id,
      status: 'OPEN',
      resolutionNotes: '',
      followUpNeeded: false,
      followUpDate: null,
      createdBy: volunteer.person!.id,
      version: 1,
    });
    expect(await reports.fetched(volunteer, created.id)).toEqual(created);
    await expectCreateAudited(app.database.db, reports, volunteer, created.id);
  });

  it('lets admins file for a reporter; the type defaults to SECURITY (product.md §9)', async () => {
    const { type: _type, ...rest } = incidentInput(facilityId, {
      reporterId: volunteer.person!.id,
    });
    expect(await reports.created(admin, rest)).toMatchObject({
      reporterId: volunteer.person!.id,
      type: 'SECURITY',
      createdBy: admin.person!.id,
    });
  });

  const INVALID: [Record<string, unknown>, Record<string, string>][] = [
    [{ facilityId: null }, { facilityId: 'Facility is required' }],
    [{ date: '' }, { date: 'Date is required' }],
    [{ date: '03/01/2030' }, { date: 'Must be a valid date (YYYY-MM-DD)' }],
    [{ time: null }, { time: 'Time is required' }],
    [{ time: '2pm' }, { time: 'Must be a valid time (HH:mm)' }],
    [{ location: ' ' }, { location: 'Location is required' }],
    [{ type: null }, { type: 'Incident type is required' }],
    [{ description: '' }, { description: 'Description is required' }],
    [{ facilityId: '00000000-0000-4000-8000-000000000000' }, { facilityId: 'Facility not found' }],
    [{ witnessVolunteers: ['nobody'] }, { witnessVolunteers: 'Witness volunteer not found' }],
  ];
  it.each(INVALID)(
    'refuses %o with VALIDATION_FAILED and stores nothing',
    async (overrides, fieldErrors) => {
      const result = await volunteer.run(CREATE, { input: incidentInput(facilityId, overrides) });
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(result.errors[0]!.extensions!.fieldErrors).toEqual(fieldErrors);
      expect(await storedCount()).toBe(0);
    },
  );

  it('asks admins for a reporter who has an account', async () => {
    const missing = await admin.run(CREATE, { input: incidentInput(facilityId) });
    expect(missing.errors[0]!.extensions!.fieldErrors).toEqual({
      reporterId: 'Reporter is required',
    });
    const unknown = await admin.run(CREATE, {
      input: incidentInput(facilityId, { reporterId: 'nobody' }),
    });
    expect(unknown.errors[0]!.extensions!.fieldErrors).toEqual({
      reporterId: 'Reporter not found',
    });
    expect(await storedCount()).toBe(0);
  });
});

describe('getIncidentReport and listIncidentReports', () => {
  it('answers null for a missing or malformed id', async () => {
    for (const id of MISSING_IDS) expect(await reports.fetched(admin, id)).toBeNull();
  });

  it('sorts by date, pages with nextToken, and filters by status (Open Incidents)', async () => {
    const reporterId = volunteer.person!.id;
    const rows: [string, string, 'OPEN' | 'UNDER_REVIEW' | 'CLOSED'][] = [
      ['c', '2030-01-03', 'CLOSED'],
      ['a', '2030-01-01', 'OPEN'],
      ['b', '2030-01-02', 'UNDER_REVIEW'],
    ];
    for (const [location, date, status] of rows) {
      await insertIncidentReport(app.database.db, {
        facilityId,
        reporterId,
        location,
        date,
        status,
      });
    }
    const { values } = await reports.paged(volunteer, 'location');
    expect(values).toEqual(['a', 'b', 'c']);
    const open = { status: { in: ['OPEN', 'UNDER_REVIEW'] } };
    expect(await reports.listed(admin, 'location', open)).toEqual(['a', 'b']);
  });
});
