/**
 * Imports of volunteers (with their sign-in accounts and invitations), facilities and resources;
 * who may import; and files that cannot be read at all.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_SPECS } from '../../../shared/csv/import-columns';
import { IMPORT_MESSAGES, sampleCsv } from '../../../shared/csv/import-values';
import { user } from '../../db/schema/auth';
import { facility } from '../../db/schema/facility';
import { resource } from '../../db/schema/resource';
import { volunteer } from '../../db/schema/volunteer';
import { volunteerClearance } from '../../db/schema/volunteer-clearance';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { csvFile, runImport } from '../../../../tests/support/import';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { readMail, startTestSmtp } from '../../../../tests/support/smtp';
import { useTestApp } from '../../../../tests/support/test-app';

const smtp = await startTestSmtp();
const app = useTestApp({ SMTP_URL: smtp.url });
afterAll(() => smtp.close());

let admin: Caller;
let riverside: string;

beforeEach(async () => {
  smtp.received.splice(0);
  admin = await callerAs(app.server, app.database.db, 'Admins');
  riverside = (await insertFacility(app.database.db, { name: 'Riverside State Prison' })).id;
});

const VOLUNTEERS = csvFile([
  ['First Name', 'Last Name', 'E-mail', 'Phone', 'Gender', 'Languages', 'Facility', 'Hours'],
  [
    'Amina',
    'Rahman',
    'amina@example.org',
    '555-0102',
    'female',
    'English; Somali',
    'riverside state prison',
    '12',
  ],
  ['Omar', 'Farouk', 'omar@example.org', '555-0103', 'MALE', 'Arabic', '', ''],
]);

describe('importing volunteers', () => {
  it('creates each volunteer with a sign-in account, and e-mails invitations once committed', async () => {
    const dry = await runImport(admin, 'volunteer', VOLUNTEERS, { dryRun: true });
    expect(dry.data!.importRecords).toMatchObject({ accounts: 2, imported: 0, problems: [] });
    // The dry run's accounts were rolled back with it, and nobody was e-mailed.
    expect(await app.database.db.select().from(volunteer)).toHaveLength(0);
    expect(await app.database.db.select().from(user)).toHaveLength(1);

    const result = await runImport(admin, 'volunteer', VOLUNTEERS, { sendInvitations: true });
    expect(result.data!.importRecords).toMatchObject({ imported: 2, accounts: 2, problems: [] });
    const rows = await app.database.db.select().from(volunteer).orderBy(volunteer.firstName);
    expect(
      rows.map((row) => [row.email, row.assignedFacility, row.languages, row.totalVolunteerHours]),
    ).toEqual([
      ['amina@example.org', riverside, ['English', 'Somali'], 12],
      ['omar@example.org', null, ['Arabic'], 0],
    ]);
    expect(readMail(await smtp.waitFor('amina@example.org')).subject).toBe(
      'Your Outreach Dashboard account',
    );
    await smtp.waitFor('omar@example.org');
  });

  it("records a row's clearance as the volunteer's clearance at their facility", async () => {
    const csv = csvFile([
      [
        'First Name',
        'Last Name',
        'E-mail',
        'Phone',
        'Facility',
        'Clearance Status',
        'Clearance Expiration',
      ],
      [
        'Amina',
        'Rahman',
        'amina@example.org',
        '555-0102',
        'Riverside State Prison',
        'APPROVED',
        '2027-03-31',
      ],
      ['Omar', 'Farouk', 'omar@example.org', '555-0103', '', 'APPROVED', '2027-03-31'],
    ]);
    const result = await runImport(admin, 'volunteer', csv, { sendInvitations: false });
    expect(result.data!.importRecords).toMatchObject({ imported: 2, problems: [] });
    const clearances = await app.database.db.select().from(volunteerClearance);
    const [amina] = await app.database.db
      .select()
      .from(volunteer)
      .where(eq(volunteer.email, 'amina@example.org'));
    // Omar has no facility to attach his to: it stays on his record only.
    expect(
      clearances.map((row) => [row.volunteerId, row.facilityId, row.status, row.expiresOn]),
    ).toEqual([[amina!.id, riverside, 'APPROVED', '2027-03-31']]);
  });

  it('sends no invitation when asked not to, and refuses an e-mail that has an account', async () => {
    const result = await runImport(admin, 'volunteer', VOLUNTEERS, { sendInvitations: false });
    expect(result.data!.importRecords.imported).toBe(2);
    const again = await runImport(admin, 'volunteer', VOLUNTEERS);
    expect(again.data!.importRecords.problems).toEqual([
      {
        row: 2,
        errors: [],
        duplicates: ['An account with this e-mail already exists'],
      },
      {
        row: 3,
        errors: [],
        duplicates: ['An account with this e-mail already exists'],
      },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toEqual([]);
  });
});

describe('importing facilities and resources', () => {
  it('creates facilities from the sample file, refusing a name already used', async () => {
    const header = IMPORT_SPECS.facility.columns.map((column) => column.field);
    const sample = { ...IMPORT_SPECS.facility.sample, name: 'Eastside County Jail' };
    const row = (values: Record<string, string>) => header.map((field) => values[field] ?? '');
    const csv = csvFile([
      header,
      row(sample),
      row({ ...sample, name: 'Riverside State Prison' }),
      row({ ...sample, name: 'Hilltop', latitude: '95', email: 'x' }),
    ]);
    expect((await runImport(admin, 'facility', csv)).data!.importRecords.problems).toEqual([
      { row: 3, errors: [], duplicates: ['A facility with this name already exists'] },
      {
        row: 4,
        duplicates: [],
        // In the order of the file's columns (the declaration's order).
        errors: [
          { field: 'latitude', column: 'latitude', message: 'Invalid latitude' },
          { field: 'email', column: 'email', message: 'Email is invalid' },
        ],
      },
    ]);
    const good = await runImport(admin, 'facility', csvFile([header, row(sample)]));
    expect(good.data!.importRecords.imported).toBe(1);
    const names = (await app.database.db.select().from(facility)).map((row) => row.name).sort();
    expect(names).toEqual(['Eastside County Jail', 'Riverside State Prison']);
  });

  it('creates resources, naming facilities by name, with the form messages for a bad row', async () => {
    const header = IMPORT_SPECS.resource.columns.map((column) => column.field);
    const row = (values: Record<string, string>) => header.map((field) => values[field] ?? '');
    const bad = await runImport(
      admin,
      'resource',
      csvFile([
        header,
        row(IMPORT_SPECS.resource.sample),
        row({
          ...IMPORT_SPECS.resource.sample,
          title: 'Mats',
          quantity: '-1',
          approvedFacilities: '',
        }),
      ]),
    );
    expect(bad.data!.importRecords.problems).toEqual([
      {
        row: 3,
        duplicates: [],
        errors: [
          { field: 'quantity', column: 'quantity', message: 'Quantity cannot be negative' },
          {
            field: 'approvedFacilities',
            column: 'approvedFacilities',
            message: 'Select at least one approved facility',
          },
        ],
      },
    ]);
    const good = await runImport(
      admin,
      'resource',
      csvFile([header, row(IMPORT_SPECS.resource.sample)]),
    );
    expect(good.data!.importRecords.imported).toBe(1);
    const [stored] = await app.database.db.select().from(resource);
    expect(stored).toMatchObject({
      title: 'Quran (English translation)',
      quantity: 40,
      facilityId: riverside,
      approvedFacilities: [riverside],
    });
  });
});

describe('the sample files', () => {
  it('pass the checks of an import into a programme with their facility', async () => {
    // The facility sample names the facility that already exists: a duplicate, by design.
    for (const type of ['client', 'volunteer', 'resource'] as const) {
      const result = await runImport(admin, type, sampleCsv(IMPORT_SPECS[type]), { dryRun: true });
      expect(result.data!.importRecords).toMatchObject({ rowCount: 1, problems: [] });
    }
  });
});

describe('who may import, and files that cannot be read', () => {
  it('is refused to volunteers, who may create clients but not import them', async () => {
    const volunteerCaller = await callerAs(app.server, app.database.db, 'Volunteers');
    const result = await runImport(volunteerCaller, 'client', VOLUNTEERS);
    expect(errorCode(result)).toBe('FORBIDDEN');
  });

  it('says which line of a malformed file is wrong, and refuses files too large or empty', async () => {
    const cases: [string, string][] = [
      [
        'firstName,lastName\r\nAmina,"Rahman\r\n',
        'Line 2: A quoted field is not closed: a double quote (") is missing',
      ],
      [
        'firstName,lastName\nAmina,Rah"man\n',
        'Line 2: A double quote (") must open a field or be doubled ("") inside a quoted field; put the whole field in quotes',
      ],
      ['\uFEFF\r\n\r\n', IMPORT_MESSAGES.empty],
      ['firstName,lastName\r\n', IMPORT_MESSAGES.noRows],
      [`firstName\n${'x'.repeat(701 * 1024)}\n`, IMPORT_MESSAGES.tooLarge],
      [`firstName\n${'Amina\n'.repeat(501)}`, IMPORT_MESSAGES.tooManyRows],
    ];
    for (const [csv, message] of cases) {
      const result = await runImport(admin, 'volunteer', csv, { mapping: {} });
      expect(result.errors[0]).toMatchObject({
        message,
        extensions: { code: 'VALIDATION_FAILED', fieldErrors: { csv: message } },
      });
    }
    const unknown = await runImport(admin, 'volunteer', VOLUNTEERS, {
      mapping: { firstName: 'Vorname' },
    });
    expect(unknown.errors[0]!.extensions!.fieldErrors).toEqual({
      mapping: 'The file has no column called Vorname.',
    });
  });
});
