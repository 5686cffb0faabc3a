/** updateIncidentReport and deleteIncidentReport (product.md §2.8, §4.4, §5.6). */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { incidentReport } from '../../db/schema/incident-report';
import { errorCode, type Caller } from '../../../../tests/support/graphql';
import { insertIncidentReport } from '../../../../tests/support/incident-report-factory';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id reporterId location status resolutionNotes followUpNeeded followUpDate
  witnessVolunteers version`;
const UPDATE = `mutation($input: UpdateIncidentReportInput!) { updateIncidentReport(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($input: DeleteIncidentReportInput!) { deleteIncidentReport(input: $input) { id } }`;

interface ReportResult {
  id: string;
  version: number;
  [field: string]: unknown;
}

const app = useTestApp();
const [reporter, admin] = signedInForEachTest(app, ['Volunteers', 'Admins']);
let reportId: string;

beforeEach(async () => {
  const facilityId = (await insertFacility(app.database.db)).id;
  reportId = (
    await insertIncidentReport(app.database.db, {
      facilityId,
      reporterId: reporter.person!.id,
      location: 'Yard',
    })
  ).id;
});

async function stored() {
  const [row] = await app.database.db
    .select()
    .from(incidentReport)
    .where(eq(incidentReport.id, reportId));
  return row;
}

const update = (caller: Caller, fields: Record<string, unknown>, expectedVersion = 1) =>
  caller.run<{ updateIncidentReport: ReportResult }>(UPDATE, {
    input: { id: reportId, expectedVersion, ...fields },
  });

describe('updateIncidentReport', () => {
  it('takes the status, resolution notes and follow-up, and audits the change', async () => {
    const result = await update(admin, {
      status: 'RESOLVED',
      resolutionNotes: 'Spoke with the chaplain',
      followUpNeeded: true,
      followUpDate: '2030-05-01',
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateIncidentReport).toMatchObject({
      location: 'Yard',
      status: 'RESOLVED',
      resolutionNotes: 'Spoke with the chaplain',
      followUpNeeded: true,
      followUpDate: '2030-05-01',
      version: 2,
    });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'UPDATE'));
    expect(entry).toMatchObject({ recordType: 'IncidentReport', actorId: admin.person!.id });
    expect(entry!.changes.status).toEqual({ before: 'OPEN', after: 'RESOLVED' });
  });

  it('keeps the follow-up date only while follow-up is needed', async () => {
    await update(admin, { followUpNeeded: true, followUpDate: '2030-05-01' });
    const result = await update(admin, { followUpNeeded: false }, 2);
    expect(result.data!.updateIncidentReport).toMatchObject({
      followUpNeeded: false,
      followUpDate: null,
    });
    const ignored = await update(admin, { followUpDate: '2030-06-01' }, 3);
    expect(ignored.data!.updateIncidentReport.followUpDate).toBeNull();
  });

  it('requires a follow-up date when follow-up is needed, changing nothing', async () => {
    const before = await stored();
    const result = await update(reporter, { followUpNeeded: true });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      followUpDate: 'Follow-up date is required when follow-up is needed',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a witness who is the reporter or not a volunteer', async () => {
    const ghost = await update(admin, { witnessVolunteers: ['ghost'] });
    expect(ghost.errors[0]!.extensions!.fieldErrors).toEqual({
      witnessVolunteers: 'Witness volunteer not found',
    });
    const witness = await createPerson(app.database.db, 'Volunteers', 'Witness');
    const ok = await update(reporter, { witnessVolunteers: [witness.id] });
    expect(ok.data!.updateIncidentReport.witnessVolunteers).toEqual([witness.id]);
    const self = await update(reporter, { witnessVolunteers: [reporter.person!.id] }, 2);
    expect(errorCode(self)).toBe('VALIDATION_FAILED');
    expect(self.errors[0]!.extensions!.fieldErrors).toEqual({
      witnessVolunteers: 'The reporter cannot also be a witness',
    });
    const status = await update(admin, { status: null }, 2);
    expect(status.errors[0]!.extensions!.fieldErrors).toEqual({ status: 'Status is required' });
  });

  it('refuses a stale version with CONFLICT, and a missing id with NOT_FOUND', async () => {
    expect((await update(reporter, { location: 'Chapel' })).errors).toEqual([]);
    const stale = await update(reporter, { location: 'Library' });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect((await stored())!.location).toBe('Chapel');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const result = await admin.run(UPDATE, {
        input: { id, expectedVersion: 1, location: 'x' },
      });
      expect(errorCode(result)).toBe('NOT_FOUND');
    }
  });
});

describe('deleteIncidentReport', () => {
  it('removes the report (admins) and keeps its audit trail', async () => {
    expect((await admin.run(DELETE, { input: { id: reportId } })).errors).toEqual([]);
    expect(await stored()).toBeUndefined();
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, reportId));
    expect(entry).toMatchObject({ action: 'DELETE', actorId: admin.person!.id });
    expect(errorCode(await admin.run(DELETE, { input: { id: reportId } }))).toBe('NOT_FOUND');
  });
});
