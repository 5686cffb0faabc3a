// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * Spreadsheet imports (decision 023): every row is checked with the form's rules and messages,
 * duplicates are found in the file and against stored records, Reading B values are mapped
 * (product.md §11), and the file is imported whole or not at all.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { user } from '../../db/schema/auth';
import { client } from '../../db/schema/client';
import { insertClient } from '../../../../tests/support/client-factory';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { csvFile, runImport } from '../../../../tests/support/import';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
let admin: Caller;
let riverside: string;

beforeEach(async () => {
  admin = await callerAs(app.server, app.database.db, 'Admins');
  riverside = (await insertFacility(app.database.db, { name: 'Riverside State Prison' })).id;
});

const CLIENT_HEADER = [
  'Preferred Name',
  'first_name',
  'lastName',
  'age',
  'email',
  'incarcerated',
  'facility',
  'religiousStatus',
  'employmentStatus',
  'housingStatus',
  'status',
  'currentAddress',
  'consentGiven',
  'dataUsageConsent',
  'language',
  'notes',
];

/** A client row; `overrides` by header. */
function clientRow(overrides: Record<string, string> = {}): string[] {
  const values: Record<string, string> = {
    'Preferred Name': 'Yusuf',
    first_name: 'Yusuf',
    lastName: 'Ibrahim',
    age: '34',
    email: '',
    incarcerated: 'yes',
    facility: 'Riverside State Prison',
    religiousStatus: 'SEEKING',
    employmentStatus: '',
    housingStatus: '',
    status: 'ACTIVE',
    currentAddress: '',
    consentGiven: 'TRUE',
    dataUsageConsent: '1',
    language: 'English; Arabic',
    notes: '',
    ...overrides,
  };
  return CLIENT_HEADER.map((header) => values[header]!);
}

const clientsCsv = (...rows: string[][]) => csvFile([CLIENT_HEADER, ...rows]);

const storedClients = () => app.database.db.select().from(client).orderBy(client.preferredName);

describe('importing clients', () => {
  it('creates every row of a good file, each audited, in the form of the create form', async () => {
    const csv = clientsCsv(
      clientRow({ notes: 'Asked for a Quran, in Arabic\nand English' }),
      clientRow({
        'Preferred Name': 'Bilal "Billy"',
        first_name: 'Bilal',
        lastName: 'Ahmed',
        email: 'Bilal@Example.org',
        incarcerated: 'no',
        facility: '',
        currentAddress: '12 Elm Street, Springfield',
        employmentStatus: 'employed full time',
        housingStatus: 'Stable',
      }),
    );
    const dry = await runImport(admin, 'client', csv, { dryRun: true });
    expect(dry.errors).toEqual([]);
    expect(dry.data!.importRecords).toEqual({
      recordType: 'CLIENT',
      dryRun: true,
      rowCount: 2,
      imported: 0,
      accounts: 1,
      problems: [],
    });
    expect(await storedClients()).toEqual([]);

    const result = await runImport(admin, 'client', csv);
    expect(result.data!.importRecords).toMatchObject({ imported: 2, accounts: 1, problems: [] });
    const [bilal, yusuf] = await storedClients();
    expect(yusuf).toMatchObject({
      firstName: 'Yusuf',
      incarcerated: true,
      facilityId: riverside,
      language: ['English', 'Arabic'],
      notes: 'Asked for a Quran, in Arabic\nand English',
      consentGiven: true,
      dataUsageConsent: true,
    });
    // Generated in the file's order; the dry run gave back the numbers it drew.
    expect([yusuf!.clientId, bilal!.clientId]).toEqual(['C-00001', 'C-00002']);
    expect(bilal).toMatchObject({
      preferredName: 'Bilal "Billy"',
      email: 'bilal@example.org',
      facilityId: null,
      employmentStatus: 'EMPLOYED_FULL_TIME',
      housingStatus: 'STABLE',
    });
    // Bilal has an e-mail, so a sign-in account in group Clients, as the form would make.
    const [account] = await app.database.db
      .select()
      .from(user)
      .where(eq(user.id, bilal!.accountId!));
    expect(account).toMatchObject({ email: 'bilal@example.org', group: 'Clients' });
    const audited = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordType, 'Client'));
    expect(audited.map((entry) => entry.recordId).sort()).toEqual([bilal!.id, yusuf!.id].sort());
  });

  it('maps Reading B values as product.md §11 says', async () => {
    const csv = clientsCsv(
      clientRow({ religiousStatus: 'MUSLIM', status: 'TRANSFERRED' }),
      clientRow({
        'Preferred Name': 'Musa',
        first_name: 'Musa',
        religiousStatus: 'convert',
        status: 'RELEASED',
        incarcerated: 'false',
        facility: '',
        currentAddress: '1 Main St',
        employmentStatus: 'EMPLOYED',
        housingStatus: 'UNSTABLE',
      }),
      clientRow({
        'Preferred Name': 'Harun',
        first_name: 'Harun',
        status: 'COMMUNITY',
        incarcerated: 'false',
        facility: '',
        currentAddress: '2 Main St',
        employmentStatus: 'Unemployed',
        housingStatus: 'STABLE',
      }),
    );
    expect((await runImport(admin, 'client', csv)).data!.importRecords.problems).toEqual([]);
    const rows = await storedClients();
    expect(
      rows.map((row) => [
        row.preferredName,
        row.religiousStatus,
        row.status,
        row.employmentStatus,
        row.housingStatus,
      ]),
    ).toEqual([
      ['Harun', 'SEEKING', 'ACTIVE', 'UNEMPLOYED_LOOKING', 'STABLE'],
      ['Musa', 'CONVERTED', 'ACTIVE', 'EMPLOYED_FULL_TIME', 'TEMPORARY'],
      ['Yusuf', 'ACTIVE_BELIEVER', 'ACTIVE', null, null],
    ]);
  });

  it('imports nothing from a file with bad rows, and lists every bad row with the form messages', async () => {
    const csv = clientsCsv(
      clientRow(),
      clientRow({ 'Preferred Name': '', first_name: 'Nameless', age: 'abc' }),
      clientRow({
        'Preferred Name': 'Idris',
        first_name: 'Idris',
        consentGiven: 'maybe',
        email: 'not-an-email',
      }),
      clientRow({ 'Preferred Name': 'Hamza', first_name: 'Hamza', facility: 'Nowhere Prison' }),
      clientRow({
        'Preferred Name': 'Adam',
        first_name: 'Adam',
        incarcerated: 'no',
        facility: '',
        religiousStatus: 'CURIOUS',
      }),
      clientRow({ 'Preferred Name': 'Nuh', first_name: 'Nuh', incarcerated: 'maybe' }),
    );
    for (const dryRun of [true, false]) {
      const result = await runImport(admin, 'client', csv, { dryRun });
      expect(result.data!.importRecords).toMatchObject({ rowCount: 6, imported: 0 });
      expect(result.data!.importRecords.problems).toEqual([
        {
          row: 3,
          duplicates: [],
          errors: [
            { field: 'preferredName', column: 'Preferred Name', message: 'Name is required' },
            { field: 'age', column: 'age', message: 'Valid age is required' },
          ],
        },
        {
          row: 4,
          duplicates: [],
          errors: [
            { field: 'email', column: 'email', message: 'Email is invalid' },
            {
              field: 'consentGiven',
              column: 'consentGiven',
              message: 'Consent given must be yes or no, not "maybe".',
            },
          ],
        },
        {
          row: 5,
          duplicates: [],
          errors: [{ field: 'facilityId', column: 'facility', message: 'Facility not found' }],
        },
        {
          row: 6,
          duplicates: [],
          errors: [
            {
              field: 'religiousStatus',
              column: 'religiousStatus',
              // A value given but not allowed is named, with what is allowed.
              message:
                'Religious status cannot be "CURIOUS". Use one of: Interested, Seeking, Converted, Active Believer, Inactive, Declined, Other.',
            },
            {
              field: 'currentAddress',
              column: 'currentAddress',
              message: 'Current address is required for clients in the community',
            },
            {
              field: 'employmentStatus',
              column: 'employmentStatus',
              message: 'Employment status is required for clients in the community',
            },
            {
              field: 'housingStatus',
              column: 'housingStatus',
              message: 'Housing status is required for clients in the community',
            },
          ],
        },
        {
          row: 7,
          duplicates: [],
          errors: [
            {
              field: 'incarcerated',
              column: 'incarcerated',
              message: 'Incarcerated must be yes or no, not "maybe".',
            },
          ],
        },
      ]);
    }
    expect(await storedClients()).toEqual([]);
    expect(
      await app.database.db.select().from(auditEntry).where(eq(auditEntry.recordType, 'Client')),
    ).toEqual([]);
  });

  it('says when a facility name is shared by two facilities, and takes the facility id instead', async () => {
    const second = await insertFacility(app.database.db, { name: 'riverside state prison ' });
    const shared = await runImport(admin, 'client', clientsCsv(clientRow()), { dryRun: true });
    expect(shared.data!.importRecords.problems).toEqual([
      {
        row: 2,
        duplicates: [],
        errors: [
          {
            field: 'facilityId',
            column: 'facility',
            message:
              'More than one facility is called Riverside State Prison. Give the facilities different names on the Facilities page, then write the right name here.',
          },
        ],
      },
    ]);
    const byId = await runImport(admin, 'client', clientsCsv(clientRow({ facility: second.id })), {
      dryRun: false,
    });
    expect(byId.data!.importRecords).toMatchObject({ imported: 1, problems: [] });
    expect((await storedClients()).map((row) => row.facilityId)).toEqual([second.id]);
  });

  it('refuses duplicates within the file and of stored clients, by e-mail and client ID only', async () => {
    await insertClient(app.database.db, {
      clientId: 'C-77777',
      preferredName: 'Zaid',
      firstName: 'Zaid',
      lastName: 'Omar',
      facilityId: riverside,
    });
    const header = [...CLIENT_HEADER, 'clientId'];
    const row = (overrides: Record<string, string>, clientId = '') => [
      ...clientRow(overrides),
      clientId,
    ];
    const csv = csvFile([
      header,
      row({ 'Preferred Name': 'Ali', first_name: 'Ali', email: 'ali@example.org' }, 'C-10001'),
      row({
        'Preferred Name': 'Ali B',
        first_name: 'Ali',
        lastName: 'Bakr',
        email: 'ALI@example.org',
      }),
      row({ 'Preferred Name': 'Umar', first_name: 'Umar' }, 'c-10001'),
      row({ 'Preferred Name': 'Zaid', first_name: 'Zaid', lastName: 'Omar' }),
      row({ 'Preferred Name': 'Umar 2', first_name: 'Umar', lastName: 'Ibrahim' }, 'C-77777'),
      row({ 'Preferred Name': 'Admin', first_name: 'Sam', email: admin.person!.email, age: '0' }),
    ]);
    const result = await runImport(admin, 'client', csv);
    expect(result.data!.importRecords.imported).toBe(0);
    expect(result.data!.importRecords.problems).toEqual([
      { row: 3, errors: [], duplicates: ['Same e-mail as row 2'] },
      { row: 4, errors: [], duplicates: ['Same client ID as row 2'] },
      // Row 5 shares a stored client's name and facility, as the add form allows: imported.
      { row: 6, errors: [], duplicates: ['This client ID is already in use'] },
      {
        row: 7,
        // A duplicate's other problems are listed too; its e-mail is said once.
        errors: [{ field: 'age', column: 'age', message: 'Valid age is required' }],
        duplicates: ['An account with this e-mail already exists'],
      },
    ]);
    expect(await storedClients()).toHaveLength(1);
  });
});

describe('a file read as what it is not', () => {
  it('is refused naming the line of the unreadable character, and nothing is stored', async () => {
    const admin = await callerAs(app.server, app.database.db, 'SuperAdmins');
    const csv = csvFile([
      [
        'Preferred Name',
        'Age',
        'Consent Given',
        'Data Usage Consent',
        'Incarcerated',
        'Current Address',
        'Employment Status',
        'Housing Status',
      ],
      ['Jos\uFFFD M\uFFFDller', '29', 'yes', 'yes', 'no', '1 Rue Caf\uFFFD', 'Employed', 'Stable'],
    ]);
    const answer = await runImport(admin, 'client', csv, { dryRun: false });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        csv: 'Line 2 has a character that could not be read. Save the file as "CSV UTF-8" and choose it again.',
      },
    });
    expect(await app.database.db.select().from(client)).toEqual([]);
  });
});
