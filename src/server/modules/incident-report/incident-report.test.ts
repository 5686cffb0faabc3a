/** createIncidentReport, getIncidentReport and listIncidentReports (product.md §2.8, §4.4, §5.6). */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { incidentReport } from '../../db/schema/incident-report';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import {
  incidentInput,
  insertIncidentReport,
} from '../../../../tests/support/incident-report-factory';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id reporterId facilityId date time location type description involvedInmates
  witnessVolunteers reportedToFacility facilityResponseRequired facilityResponse status
  resolutionNotes followUpNeeded followUpDate createdBy version createdAt updatedAt`;
const CREATE = `mutation($input: CreateIncidentReportInput!) { createIncidentReport(input: $input) { ${FIELDS} } }`;
const GET = `query($id: ID!) { getIncidentReport(id: $id) { ${FIELDS} } }`;
const LIST = `query($filter: ModelIncidentReportFilterInput, $limit: Int, $nextToken: String) {
  listIncidentReports(filter: $filter, limit: $limit, nextToken: $nextToken) { items { location } nextToken } }`;

interface ReportResult {
  id: string;
  version: number;
  [field: string]: unknown;
}

const app = useTestApp();
let volunteer: Caller;
let admin: Caller;
let facilityId: string;

beforeEach(async () => {
  volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
  admin = await callerAs(app.server, app.database.db, 'Admins');
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
    const result = await volunteer.run<{ createIncidentReport: ReportResult }>(CREATE, {
      input: sent,
    });
    expect(result.errors).toEqual([]);
    const created = result.data!.createIncidentReport;
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
    const fetched = await volunteer.run<{ getIncidentReport: ReportResult }>(GET, {
      id: created.id,
    });
    expect(fetched.data!.getIncidentReport).toEqual(created);
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, created.id));
    expect(entry).toMatchObject({
      action: 'CREATE',
      recordType: 'IncidentReport',
      actorId: volunteer.person!.id,
    });
  });

  it('lets admins file for a reporter; the type defaults to SECURITY (product.md §9)', async () => {
    const { type: _type, ...rest } = incidentInput(facilityId, {
      reporterId: volunteer.person!.id,
    });
    const result = await admin.run<{ createIncidentReport: ReportResult }>(CREATE, {
      input: rest,
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.createIncidentReport).toMatchObject({
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
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await admin.run(GET, { id })).data).toEqual({ getIncidentReport: null });
    }
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
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const result: {
        data: {
          listIncidentReports: { items: { location: string }[]; nextToken: string | null };
        } | null;
      } = await volunteer.run(LIST, { limit: 2, nextToken });
      seen.push(...result.data!.listIncidentReports.items.map((item) => item.location));
      nextToken = result.data!.listIncidentReports.nextToken;
    } while (nextToken);
    expect(seen).toEqual(['a', 'b', 'c']);
    const open = await admin.run<{ listIncidentReports: { items: { location: string }[] } }>(LIST, {
      filter: { status: { in: ['OPEN', 'UNDER_REVIEW'] } },
    });
    expect(open.data!.listIncidentReports.items.map((item) => item.location)).toEqual(['a', 'b']);
  });
});
