/**
 * Exports of the admin lists (decision 022), through the real API with real sessions: the file
 * holds what the list holds with the same filter and search (every page of it), in the shared
 * column order, neutralised and quoted; only staff may export; every export is audited.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_CSV,
  CSV_EXPORTS,
  SCHEDULE_CSV,
  VOLUNTEER_CLEARANCE_CSV,
} from '../../shared/csv/export-columns';
import { todayIn } from '../../shared/domain/common/calendar';
import { RECORD_TYPES } from '../../shared/record/declarations';
import { auditEntry } from '../db/schema/audit';
import { client } from '../db/schema/client';
import { reentryCheckIn } from '../db/schema/reentry-check-in';
import { reentryDocument } from '../db/schema/reentry-document-columns.generated';
import { volunteerClearance } from '../db/schema/volunteer-clearance';
import { insertClient } from '../../../tests/support/client-factory';
import { csvObjects, parseCsv } from '../../../tests/support/csv';
import { callerAs, errorCode, type Caller } from '../../../tests/support/graphql';
import { insertIncidentReport } from '../../../tests/support/incident-report-factory';
import { insertProgram } from '../../../tests/support/program-factory';
import { insertFacility, insertResource } from '../../../tests/support/resource-factory';
import { insertSchedule } from '../../../tests/support/schedule-factory';
import { signedInForEachTest } from '../../../tests/support/signed-in';
import { useTestApp } from '../../../tests/support/test-app';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

const EXPORT_CLIENTS = `
  query($filter: ModelClientFilterInput, $search: String, $sortDirection: SortDirection) {
    exportClients(filter: $filter, search: $search, sortDirection: $sortDirection) {
      fileName rowCount csv
    }
  }`;

interface Exported {
  fileName: string;
  rowCount: number;
  csv: string;
}

async function exportClients(caller: Caller, variables: Record<string, unknown> = {}) {
  const result = await caller.run<{ exportClients: Exported }>(EXPORT_CLIENTS, variables);
  expect(result.errors).toEqual([]);
  return result.data!.exportClients;
}

describe('exportClients', () => {
  it('holds the clients the filter and search select, in words, naming what they point at', async () => {
    const db = app.database.db;
    const facility = await insertFacility(db, { name: 'Riverside, North' });
    const volunteer = await callerAs(app.server, db, 'Volunteers');
    const wanted = await insertClient(db, {
      preferredName: 'Amina Farouk',
      status: 'FOLLOW_UP',
      incarcerated: true,
      facilityId: facility.id,
      releaseDate: '2027-01-01',
      currentAddress: null,
      employmentStatus: null,
      housingStatus: null,
      language: ['English', 'Arabic'],
      assignedVolunteerId: volunteer.person!.id,
    });
    await insertClient(db, { preferredName: 'Amina Other', status: 'ACTIVE' });
    await insertClient(db, { preferredName: 'Bilal Farouk', status: 'FOLLOW_UP' });

    const exported = await exportClients(admin, {
      filter: { status: { eq: 'FOLLOW_UP' } },
      search: 'amina',
    });

    expect(exported.fileName).toBe(`clients-${todayIn(app.config.orgTimeZone)}.csv`);
    expect(exported.rowCount).toBe(1);
    expect(exported.csv.startsWith('\uFEFFClient ID,First name,')).toBe(true);
    expect(parseCsv(exported.csv.slice(1))[0]).toEqual(CLIENT_CSV.headers);
    const [row] = csvObjects(exported.csv);
    expect(row).toMatchObject({
      'Client ID': wanted.clientId,
      'Preferred name': 'Amina Farouk',
      Status: 'Follow Up',
      Incarcerated: 'Yes',
      Facility: 'Riverside, North',
      'Assigned volunteer': volunteer.person!.email,
      Language: 'English; Arabic',
      'Expected release date': '2027-01-01',
      Email: '',
      Created: wanted.createdAt.toISOString(),
    });
    // No internal id travels in the file: the facility's and the volunteer's are replaced by
    // their name and e-mail, and the client's own is left out.
    for (const id of [wanted.id, facility.id, volunteer.person!.id])
      expect(exported.csv).not.toContain(id);
  });

  it('neutralises cells that would run as formulas, and quotes as RFC 4180 asks', async () => {
    const db = app.database.db;
    const hostile = {
      preferredName: '=HYPERLINK("http://evil.example","Open")',
      firstName: '+1+cmd',
      lastName: '-2+3',
      notes: '@SUM(A1:A9)',
      specialNeeds: '\tTab first',
      accommodations: '\r=1+1',
      currentAddress: '12 Elm Street, "Flat 3"\nSpringfield',
    };
    await insertClient(db, hostile);

    const exported = await exportClients(admin);

    expect(exported.csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Open"")"`);
    expect(exported.csv.endsWith('\r\n')).toBe(true);
    const [row] = csvObjects(exported.csv);
    expect(row).toMatchObject({
      'Preferred name': `'${hostile.preferredName}`,
      'First name': `'${hostile.firstName}`,
      'Last name': `'${hostile.lastName}`,
      Notes: `'${hostile.notes}`,
      'Special needs': `'${hostile.specialNeeds}`,
      Accommodations: `'${hostile.accommodations}`,
      'Current address': hostile.currentAddress,
    });
  });

  it('holds every page of a long list, in the list order', async () => {
    const db = app.database.db;
    await db.insert(client).values(
      Array.from({ length: 1_005 }, (_, index) => ({
        clientId: `X-${String(index).padStart(5, '0')}`,
        preferredName: `Many ${String(index).padStart(5, '0')}`,
        firstContactDate: '2024-05-01',
        incarcerated: false,
      })),
    );

    const exported = await exportClients(admin, { sortDirection: 'DESC' });

    const names = csvObjects(exported.csv).map((row) => row['Preferred name']);
    expect(exported.rowCount).toBe(1_005);
    expect(names).toHaveLength(1_005);
    expect(names[0]).toBe('Many 01004');
    expect(names.at(-1)).toBe('Many 00000');
  });

  it('is audited: who, which list, the filter and search, how many rows', async () => {
    await insertClient(app.database.db, { status: 'CLOSED' });
    const filter = { status: { eq: 'CLOSED' } };

    const exported = await exportClients(admin, { filter, search: 'client' });

    const entries = await app.database.db
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.action, 'EXPORT'), eq(auditEntry.actorId, admin.person!.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: admin.person!.email,
      recordType: 'Client',
      recordId: '*',
      changes: {},
      snapshot: { fileName: exported.fileName, rowCount: 1, filter, search: 'client' },
    });
  });

  it('is for staff only: volunteers are refused, signed-out callers too, and nothing is audited', async () => {
    const db = app.database.db;
    const volunteer = await callerAs(app.server, db, 'Volunteers');
    await insertClient(db, { assignedVolunteerId: volunteer.person!.id });
    const signedOut = await callerAs(app.server, db, 'signedOut');
    const superAdmin = await callerAs(app.server, db, 'SuperAdmins');

    expect(errorCode(await volunteer.run(EXPORT_CLIENTS))).toBe('FORBIDDEN');
    expect(errorCode(await signedOut.run(EXPORT_CLIENTS))).toBe('UNAUTHENTICATED');
    expect((await exportClients(superAdmin)).rowCount).toBe(1);
    const audited = await db.select().from(auditEntry).where(eq(auditEntry.action, 'EXPORT'));
    expect(audited.map((entry) => entry.actorId)).toEqual([superAdmin.person!.id]);
  });
});

describe('exportVolunteerClearances', () => {
  it('writes one row per clearance, naming the volunteer and the facility, for admins only', async () => {
    const db = app.database.db;
    const facility = await insertFacility(db, { name: 'Springfield State Prison' });
    const volunteer = await callerAs(app.server, db, 'Volunteers');
    const created = await admin.run<{ createVolunteerClearance: { id: string } }>(
      `mutation($input: CreateVolunteerClearanceInput!) { createVolunteerClearance(input: $input) { id } }`,
      {
        input: {
          volunteerId: volunteer.person!.id,
          facilityId: facility.id,
          status: 'APPROVED',
          grantedOn: '2026-01-01',
          expiresOn: '2027-01-01',
          reference: 'BADGE-7',
        },
      },
    );
    expect(created.errors).toEqual([]);
    const query = '{ exportVolunteerClearances { fileName rowCount csv } }';
    const result = await admin.run<{ exportVolunteerClearances: Exported }>(query);
    expect(result.errors).toEqual([]);
    const exported = result.data!.exportVolunteerClearances;
    expect(exported.fileName).toMatch(/^clearances-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(parseCsv(exported.csv.slice(1))[0]).toEqual(VOLUNTEER_CLEARANCE_CSV.headers);
    expect(csvObjects(exported.csv)).toEqual([
      expect.objectContaining({
        Volunteer: volunteer.person!.email,
        Facility: 'Springfield State Prison',
        'Clearance status': 'Approved',
        'Granted on': '2026-01-01',
        'Expires on': '2027-01-01',
        'Badge or reference number': 'BADGE-7',
      }),
    ]);
    expect(exported.csv).not.toContain(created.data!.createVolunteerClearance.id);
    expect(errorCode(await volunteer.run(query))).toBe('FORBIDDEN');
  });
});

describe('exportSchedules', () => {
  it('writes instants as ISO 8601 and the volunteer, facility and deciding admin by their keys', async () => {
    const db = app.database.db;
    const facility = await insertFacility(db, { name: 'Eastside' });
    const volunteer = await callerAs(app.server, db, 'Volunteers');
    const created = await admin.run<{ createSchedule: { id: string } }>(
      `mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { id } }`,
      {
        input: {
          facilityId: facility.id,
          volunteerId: volunteer.person!.id,
          startTime: '2030-03-01T09:00:00.000Z',
          endTime: '2030-03-01T12:00:00.000Z',
          requestType: 'NEW',
          isRecurring: false,
        },
      },
    );
    expect(created.errors).toEqual([]);
    const rejected = await admin.run('mutation($id: ID!) { rejectSchedule(id: $id) { id } }', {
      id: created.data!.createSchedule.id,
    });
    expect(rejected.errors).toEqual([]);

    const result = await admin.run<{ exportSchedules: Exported }>(
      `query { exportSchedules(filter: { status: { ne: CANCELLED } }) { fileName rowCount csv } }`,
    );

    expect(result.errors).toEqual([]);
    const exported = result.data!.exportSchedules;
    expect(exported.fileName).toMatch(/^schedules-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(parseCsv(exported.csv.slice(1))[0]).toEqual(SCHEDULE_CSV.headers);
    expect(csvObjects(exported.csv)[0]).toMatchObject({
      "Da'ee": volunteer.person!.email,
      Facility: 'Eastside',
      'Start time': '2030-03-01T09:00:00.000Z',
      Status: 'Rejected',
      'Request type': 'New',
      Recurring: 'No',
      'Recurring pattern': '',
      'Decided by': admin.person!.email,
    });
  });
});

describe('every list exported as CSV', () => {
  it('exports its records with a header of its shared columns and a cell for each', async () => {
    const db = app.database.db;
    const facility = await insertFacility(db, { name: 'Northgate' });
    const volunteerId = (await callerAs(app.server, db, 'Volunteers')).person!.id;
    const someClient = await insertClient(db, { facilityId: facility.id });
    await insertResource(db, { facilityId: facility.id });
    await insertProgram(db, { facilityId: facility.id, volunteerId });
    await insertSchedule(db, { facilityId: facility.id, volunteerId });
    await insertIncidentReport(db, { facilityId: facility.id, reporterId: volunteerId });
    await db.insert(volunteerClearance).values({ volunteerId, facilityId: facility.id });
    await db.insert(reentryCheckIn).values({ clientId: someClient.id, checkpoint: 'DAY_30' });
    await db.insert(reentryDocument).values({ clientId: someClient.id, document: 'STATE_ID' });

    // Every type CSV_EXPORTS names, so that a type given an export is held to its columns here.
    const exported = Object.entries(CSV_EXPORTS);
    expect(exported.length).toBeGreaterThanOrEqual(11);
    for (const [typeName, columns] of exported) {
      const plural = RECORD_TYPES.find(({ declaration }) => declaration.typeName === typeName)!
        .declaration.pluralName;
      const result = await admin.run<Record<string, Exported>>(
        `query { export${plural} { fileName rowCount csv } }`,
      );
      expect(result.errors, plural).toEqual([]);
      const file = result.data![`export${plural}`]!;
      const [header, ...rows] = parseCsv(file.csv.slice(1));
      expect(file.fileName, plural).toMatch(
        new RegExp(`^${columns.fileName}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      expect(header, plural).toEqual(columns.headers);
      expect(rows.length, plural).toBe(file.rowCount);
      expect(
        rows.length,
        `${plural}: insert one above, in this test of src/server/export/csv-export.test.ts`,
      ).toBeGreaterThan(0);
      expect(
        rows.every((row) => row.length === columns.headers.length),
        plural,
      ).toBe(true);
    }
  });
});
