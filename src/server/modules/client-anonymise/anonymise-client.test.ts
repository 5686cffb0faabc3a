// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * Anonymising a client on request (decision 076, product.md §3.3.7), through the real API, on
 * PGlite and on PostgreSQL with TEST_DATABASE_URL: afterwards no identifying value of the person is
 * left anywhere in the database (every table of every schema is searched, the audit trail
 * included), what reports count is kept in coarse form, and the trail says who anonymised them and
 * why without the values removed.
 */
import { eq, getTableName, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/domain/common/calendar';
import { rowsOf } from '../../db/library-internals/execute-rows';
import { auditEntry } from '../../db/schema/audit';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { reentryCheckIn } from '../../db/schema/reentry-check-in';
import { authRateLimit } from '../../db/schema/sign-in-protection';
import { clientInput, incarceratedClientInput } from '../../../../tests/support/client-factory';
import { clientDeclaration } from '../../../shared/domain/client/client.record';
import { TYPES_KEPT_BESIDE_A_CLIENT } from '../../../shared/record/declarations';
import type { ClientRow } from '../../db/schema/client';
import { TABLES_BESIDE_A_CLIENT } from '../client/records-beside-client';
import { anonymisedValues } from './anonymise-client';
import { contactLogInput } from '../../../../tests/support/contact-log-factory';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';
import { insertFacility } from '../../../../tests/support/resource-factory';

const app = useTestApp();
const today = todayIn('UTC');

/** Every value that identifies the person, each one found nowhere else in the database. */
const PERSON = {
  preferredName: 'Zubayr',
  firstName: 'Qasimovic',
  lastName: 'Ardent-Whitlock',
  email: 'zubayr.qasimovic@example.org',
  contactNumber: '+44 7700 900555',
  currentAddress: '41 Quillfeather Lane, Brantwick',
  conversionDate: '2011-09-17',
  communitySupport: ['Brantwick Tuesday circle'],
  interestAreas: ['Calligraphy with Sheikh Harun'],
  language: ['Kurmanji'],
  programsAttended: ['Brantwick Quran circle'],
  notes: 'Brother of Idris Qasimovic',
  specialNeeds: 'Hearing aid, left ear',
  accommodations: 'Sign-language interpreter Mrs Pellow',
  firstContactDate: '2021-05-17',
};
const BESIDE = {
  visit: 'Talked about his daughter Safiyya',
  step: 'Meet probation officer Dunmore',
  checkIn: 'Staying with cousin Rafiq',
  consent: 'Letter signed at Brantwick',
};

const EXPORT_CLIENTS =
  'query($search: String, $filter: ModelClientFilterInput) { exportClients(search: $search, filter: $filter) { rowCount } }';

const ANONYMISE =
  'mutation($i: AnonymiseClientInput!) { anonymiseClient(input: $i) { id clientId preferredName firstName email age gender firstContactDate anonymisedOn } }';

let superAdmin: Caller;
let admin: Caller;
let volunteer: Caller;

beforeEach(async () => {
  superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
  admin = await callerAs(app.server, app.database.db, 'Admins');
  volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
});

async function ok<Data>(caller: Caller, query: string, variables: Record<string, unknown>) {
  const result = await caller.run<Data>(query, variables);
  expect(result.errors).toEqual([]);
  return result.data!;
}

/** The person with an account, a record of every kind beside them, history and access log. */
async function seedPerson() {
  const { createClient } = await ok<{ createClient: { id: string; clientId: string } }>(
    admin,
    'mutation($i: CreateClientInput!) { createClient(input: $i) { id clientId } }',
    {
      i: clientInput({
        ...PERSON,
        age: 37,
        gender: 'FEMALE',
        releaseDate: addDays(today, -40),
        assignedVolunteerId: volunteer.person!.id,
      }),
    },
  );
  const id = createClient.id;
  await ok(admin, 'mutation($i: CreateContactLogInput!) { createContactLog(input: $i) { id } }', {
    i: contactLogInput(id, { notes: BESIDE.visit, date: '2026-10-23' }),
  });
  await ok(admin, 'mutation($i: CreateReentryStepInput!) { createReentryStep(input: $i) { id } }', {
    i: { clientId: id, title: BESIDE.step, offsetDays: 10 },
  });
  await ok(
    admin,
    'mutation($i: CreateReentryCheckInInput!) { createReentryCheckIn(input: $i) { id } }',
    { i: { clientId: id, checkpoint: 'DAY_30', heldOn: today, notes: BESIDE.checkIn } },
  );
  await ok(
    admin,
    'mutation($i: CreateClientConsentInput!) { createClientConsent(input: $i) { id } }',
    {
      i: {
        clientId: id,
        kind: 'BEING_SERVED',
        decision: 'GIVEN',
        decidedOn: today,
        method: 'LETTER',
        notes: BESIDE.consent,
      },
    },
  );
  await ok(volunteer, 'query($id: ID!) { getClient(id: $id) { id } }', { id });
  await ok(admin, 'query($id: ID!) { clientFile(id: $id) { fileName } }', { id });
  // An admin looks them up by name and takes the list (decision 086: the search goes too).
  await ok(admin, EXPORT_CLIENTS, {
    search: `${PERSON.preferredName} ${PERSON.firstName}`,
    filter: { lastName: { eq: PERSON.lastName }, status: { eq: 'ACTIVE' } },
  });
  return { id, clientNumber: createClient.clientId };
}

/**
 * Each table of the database, every schema but the system's, as text rows in a fixed order (a
 * table's order on PostgreSQL is where its rows happen to lie, which an update moves).
 */
async function everyRowAsText(): Promise<Map<string, string>> {
  const db = app.database.db;
  const tables = await rowsOf<{ schema: string; name: string }>(
    db,
    sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const dump = new Map<string, string>();
  for (const table of tables) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t`,
    );
    const lines = rows.map((row) => row.row).sort();
    dump.set(`${table.schema}.${table.name}`, lines.join('\n'));
  }
  return dump;
}

/**
 * The dump without the request counters: every request is counted, a refused one too, and on
 * PostgreSQL the counts reach the table a second after the requests, in one statement
 * (decision 040), so whether they are in a dump depends on when it is taken, not on what the
 * requests wrote.
 */
function withoutRequestCounters(dump: Map<string, string>): Map<string, string> {
  const records = new Map(dump);
  records.delete(`public.${getTableName(authRateLimit)}`);
  return records;
}

function tablesHolding(dump: Map<string, string>, value: string): string[] {
  const wanted = value.toLowerCase();
  return [...dump].filter(([, text]) => text.toLowerCase().includes(wanted)).map(([name]) => name);
}

const REASON = 'Asked in a letter of 2026-11-20 to be forgotten';

describe('anonymising a client', () => {
  it('leaves none of their identifying values anywhere in the database', async () => {
    const person = await seedPerson();
    const identifying = [
      ...Object.values(PERSON).flat(),
      ...Object.values(BESIDE),
      person.clientNumber,
    ];
    // The search finds them before: each value is really stored somewhere.
    const before = await everyRowAsText();
    for (const value of identifying) expect(tablesHolding(before, value), value).not.toEqual([]);

    const { anonymiseClient } = await ok<{ anonymiseClient: Record<string, unknown> }>(
      superAdmin,
      ANONYMISE,
      { i: { id: person.id, reason: REASON } },
    );
    expect(anonymiseClient).toMatchObject({
      id: person.id,
      preferredName: 'Anonymised',
      firstName: null,
      email: null,
      anonymisedOn: today,
    });
    expect(anonymiseClient.clientId).toMatch(/^ANON-[0-9A-F]{12}$/);

    const after = await everyRowAsText();
    const left = identifying
      .map((value) => [value, tablesHolding(after, value)] as const)
      .filter(([, tables]) => tables.length > 0);
    expect(left).toEqual([]);
  });

  it('removes the inmate number and housing unit of a client in custody, and searches by the number', async () => {
    const facilityId = (await insertFacility(app.database.db)).id;
    const stay = { inmateNumber: 'QX-77123', housingUnit: 'Quillfeather wing 9' };
    const { createClient } = await ok<{ createClient: { id: string } }>(
      admin,
      'mutation($i: CreateClientInput!) { createClient(input: $i) { id } }',
      { i: incarceratedClientInput(facilityId, { preferredName: 'Harith', ...stay }) },
    );
    // Someone looked them up by number and took the list: the search is kept with the export.
    await ok(admin, EXPORT_CLIENTS, { search: stay.inmateNumber });
    for (const value of Object.values(stay)) {
      expect(tablesHolding(await everyRowAsText(), value), value).not.toEqual([]);
    }
    await ok(superAdmin, ANONYMISE, { i: { id: createClient.id, reason: REASON } });
    const after = await everyRowAsText();
    for (const value of Object.values(stay)) expect(tablesHolding(after, value), value).toEqual([]);
  });

  it('is decided for every field of a client and of the records kept beside one', () => {
    const decidedFieldByField = [
      clientDeclaration,
      ...TYPES_KEPT_BESIDE_A_CLIENT.filter((type) => !type.deletedWhenClientAnonymised),
    ];
    const undecided = decidedFieldByField.flatMap((declaration) =>
      Object.entries(declaration.fields)
        .filter(([, field]) => field.anonymise === undefined)
        .map(([name]) => `${declaration.typeName}.${name}`),
    );
    // A new field fails here until its declaration says `anonymise: ...`.
    expect(undecided).toEqual([]);
    const withoutTable = TYPES_KEPT_BESIDE_A_CLIENT.map((type) => type.typeName).filter(
      (name) => !Object.hasOwn(TABLES_BESIDE_A_CLIENT, name),
    );
    expect(withoutTable).toEqual([]);
  });

  it('gives each client field it coarsens or replaces a value of its own', () => {
    const row = { id: '7f0e0c1a-0000-4000-8000-000000000001', age: 37 } as ClientRow;
    const given = Object.keys(anonymisedValues(row, '2026-12-05'));
    const wanted = Object.entries(clientDeclaration.fields)
      .filter(([, field]) => field.anonymise === 'coarsen' || field.anonymise === 'replace')
      .map(([name]) => name);
    expect(wanted.filter((name) => !given.includes(name))).toEqual([]);
  });

  it('keeps what the reports count, in coarse form', async () => {
    const person = await seedPerson();
    await ok(superAdmin, ANONYMISE, { i: { id: person.id, reason: REASON } });
    const db = app.database.db;
    const [kept] = await db.select().from(client).where(eq(client.id, person.id));
    expect(kept).toMatchObject({
      gender: 'FEMALE',
      age: 30,
      incarcerated: false,
      status: 'ACTIVE',
      employmentStatus: 'UNEMPLOYED_LOOKING',
      housingStatus: 'TRANSITIONAL',
      consentGiven: true,
      dataUsageConsent: true,
      firstContactDate: '2021-05-01',
      releaseDate: `${addDays(today, -40).slice(0, 7)}-01`,
      assignedVolunteerId: volunteer.person!.id,
    });
    const [visit] = await db.select().from(contactLog).where(eq(contactLog.clientId, person.id));
    expect(visit).toMatchObject({ date: '2026-10-01', notes: null });
    const [checkIn] = await db
      .select()
      .from(reentryCheckIn)
      .where(eq(reentryCheckIn.clientId, person.id));
    expect(checkIn).toMatchObject({ checkpoint: 'DAY_30', heldOn: `${today.slice(0, 7)}-01` });
  });

  it('is audited with who, when and why, and the history keeps its entries without values', async () => {
    const person = await seedPerson();
    await ok(superAdmin, ANONYMISE, { i: { id: person.id, reason: REASON } });
    const history = await ok<{
      recordHistory: {
        items: {
          action: string;
          actorName: string | null;
          changes: { field: string; before: string | null }[];
        }[];
      };
    }>(
      admin,
      'query($id: ID!) { recordHistory(recordType: "Client", recordId: $id) { items { action actorName changes { field before } } } }',
      { id: person.id },
    );
    const items = history.recordHistory.items;
    expect(items[0]).toMatchObject({ action: 'ANONYMISE', changes: [] });
    // The views, the export and every change are still there: who saw and changed the file.
    expect(items.map((item) => item.action)).toEqual(
      expect.arrayContaining(['CREATE', 'UPDATE', 'VIEW', 'EXPORT']),
    );
    expect(items.every((item) => item.changes.length === 0)).toBe(true);
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(sql`${auditEntry.action} = 'ANONYMISE' and ${auditEntry.recordId} = ${person.id}`);
    expect(entry!.actorId).toBe(superAdmin.person!.id);
    expect(entry!.snapshot).toMatchObject({
      reason: REASON,
      fieldsRemoved: expect.arrayContaining(['firstName', 'email', 'notes', 'clientId']),
    });
  });

  it('redacts the exports that searched for them, keeping who took which list, on which fields', async () => {
    const person = await seedPerson();
    // A word of the last name; a part of the first name; a number written another way.
    await ok(admin, EXPORT_CLIENTS, { search: 'whitlock' });
    await ok(admin, EXPORT_CLIENTS, { filter: { firstName: { contains: 'Qasimov' } } });
    await ok(admin, EXPORT_CLIENTS, { filter: { contactNumber: { contains: '07700900555' } } });
    // Another person's search, and a list that mentions no one.
    await ok(admin, EXPORT_CLIENTS, { search: 'Yusuf Ali' });
    await ok(admin, EXPORT_CLIENTS, { filter: { status: { eq: 'ACTIVE' } } });
    const exportsBefore = await app.database.db
      .select()
      .from(auditEntry)
      .where(sql`${auditEntry.action} = 'EXPORT' and ${auditEntry.recordId} = '*'`)
      .orderBy(auditEntry.id);

    await ok(superAdmin, ANONYMISE, { i: { id: person.id, reason: REASON } });
    const exportsAfter = await app.database.db
      .select()
      .from(auditEntry)
      .where(sql`${auditEntry.action} = 'EXPORT' and ${auditEntry.recordId} = '*'`)
      .orderBy(auditEntry.id);
    const snapshots = exportsAfter.map((entry) => entry.snapshot);
    const fileName = exportsBefore[0]!.snapshot.fileName;
    const list = { fileName, conditions: {}, orderings: {} };
    expect(snapshots).toEqual([
      {
        ...list,
        rowCount: 1,
        search: '[anonymised]',
        filter: { lastName: { eq: '[anonymised]' }, status: { eq: 'ACTIVE' } },
      },
      { ...list, rowCount: 1, search: '[anonymised]' },
      { ...list, rowCount: 1, filter: { firstName: { contains: '[anonymised]' } } },
      { ...list, rowCount: 0, filter: { contactNumber: { contains: '[anonymised]' } } },
      exportsBefore[4]!.snapshot,
      exportsBefore[5]!.snapshot,
    ]);
    // Who took them and when stays.
    expect(exportsAfter.map(({ snapshot: _s, ...rest }) => rest)).toEqual(
      exportsBefore.map(({ snapshot: _s, ...rest }) => rest),
    );
  });

  it('is for super admins only, needs a reason, and is done once', async () => {
    const person = await seedPerson();
    const byAdmin = await admin.run(ANONYMISE, { i: { id: person.id, reason: REASON } });
    expect(errorCode(byAdmin)).toBe('FORBIDDEN');
    const noReason = await superAdmin.run(ANONYMISE, { i: { id: person.id, reason: '  ' } });
    expect(noReason.errors[0]?.extensions?.fieldErrors).toEqual({ reason: 'Reason is required' });
    const [untouched] = await app.database.db.select().from(client).where(eq(client.id, person.id));
    expect(untouched).toMatchObject({ preferredName: PERSON.preferredName, anonymisedOn: null });

    await ok(superAdmin, ANONYMISE, { i: { id: person.id, reason: REASON } });
    const again = await superAdmin.run(ANONYMISE, { i: { id: person.id, reason: REASON } });
    expect(again.errors[0]?.message).toBe('This client is already anonymised');
    const unknown = await superAdmin.run(ANONYMISE, {
      i: { id: '00000000-0000-4000-8000-000000000000', reason: REASON },
    });
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });

  it('leaves the record closed: no change to it, nothing new beside it; deleting still works', async () => {
    const person = await seedPerson();
    const [log] = await app.database.db
      .select({ id: contactLog.id, version: contactLog.version })
      .from(contactLog)
      .where(eq(contactLog.clientId, person.id));
    const [checkIn] = await app.database.db
      .select({ id: reentryCheckIn.id, version: reentryCheckIn.version })
      .from(reentryCheckIn)
      .where(eq(reentryCheckIn.clientId, person.id));
    const anonymised = await ok<{ anonymiseClient: { clientId: string } }>(superAdmin, ANONYMISE, {
      i: { id: person.id, reason: REASON },
    });
    const [stored] = await app.database.db.select().from(client).where(eq(client.id, person.id));
    const tableText = withoutRequestCounters(await everyRowAsText());

    // Each is refused as a whole form: the client is not a field the person filled in.
    const attempts: [string, Caller, string, Record<string, unknown>][] = [
      [
        'the client',
        admin,
        'mutation($i: UpdateClientInput!) { updateClient(input: $i) { id } }',
        { i: { id: person.id, expectedVersion: stored!.version, firstName: 'Qasimovic' } },
      ],
      [
        'a contact log',
        admin,
        'mutation($i: CreateContactLogInput!) { createContactLog(input: $i) { id } }',
        { i: contactLogInput(person.id, { notes: 'Met his brother', date: today }) },
      ],
      [
        "the volunteer's contact log",
        volunteer,
        'mutation($i: CreateContactLogInput!) { createContactLog(input: $i) { id } }',
        { i: contactLogInput(person.id, { notes: 'Met his brother', date: today }) },
      ],
      [
        'notes on a kept contact log',
        admin,
        'mutation($i: UpdateContactLogInput!) { updateContactLog(input: $i) { id } }',
        { i: { id: log!.id, expectedVersion: log!.version, notes: 'Talked about Safiyya' } },
      ],
      [
        'notes on a kept check-in',
        admin,
        'mutation($i: UpdateReentryCheckInInput!) { updateReentryCheckIn(input: $i) { id } }',
        { i: { id: checkIn!.id, expectedVersion: checkIn!.version, notes: 'With Rafiq' } },
      ],
      [
        'a consent decision',
        admin,
        'mutation($i: CreateClientConsentInput!) { createClientConsent(input: $i) { id } }',
        {
          i: {
            clientId: person.id,
            kind: 'DATA_USAGE',
            decision: 'WITHDRAWN',
            decidedOn: today,
            method: 'LETTER',
          },
        },
      ],
      [
        'a reentry step',
        admin,
        'mutation($i: CreateReentryStepInput!) { createReentryStep(input: $i) { id } }',
        { i: { clientId: person.id, title: 'See the imam', offsetDays: 5 } },
      ],
      [
        'a reentry plan',
        admin,
        'mutation($id: ID!) { startReentryPlan(clientId: $id) { id } }',
        { id: person.id },
      ],
    ];
    for (const [what, caller, mutation, variables] of attempts) {
      const refused = await caller.run(mutation, variables);
      expect(errorCode(refused), what).toBe('VALIDATION_FAILED');
      const fieldErrors = refused.errors[0]?.extensions?.fieldErrors as Record<string, string>;
      expect(fieldErrors, what).toEqual({
        form:
          what === 'the client'
            ? 'This client was anonymised: their record can no longer be changed'
            : 'This client was anonymised: nothing more can be recorded for them',
      });
    }
    // Nothing was written by any of them.
    expect(withoutRequestCounters(await everyRowAsText())).toEqual(tableText);

    const deleted = await ok<{ deleteClient: { clientId: string } }>(
      admin,
      'mutation($i: DeleteClientInput!) { deleteClient(input: $i) { clientId } }',
      { i: { id: person.id } },
    );
    expect(deleted.deleteClient.clientId).toBe(anonymised.anonymiseClient.clientId);
  });
});
