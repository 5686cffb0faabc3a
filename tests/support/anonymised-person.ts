/**
 * The person anonymising a client is tested on (anonymise-client.test.ts,
 * anonymise-client-rules.test.ts): identifying values found nowhere else, records of every kind
 * beside them, and a way to search every table of the database for what is left of them.
 */
import { getTableName, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, todayIn } from '../../src/shared/domain/common/calendar';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/library-internals/execute-rows';
import { authRateLimit } from '../../src/server/db/schema/sign-in-protection';
import { clientInput } from './client-factory';
import { contactLogInput } from './contact-log-factory';
import type { Caller } from './graphql';
import { signedInForEachTest } from './signed-in';
import { useTestApp } from './test-app';

const today = todayIn('UTC');

/** Every value that identifies the person, each one found nowhere else in the database. */
export const PERSON = {
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
export const BESIDE = {
  visit: 'Talked about his daughter Safiyya',
  step: 'Meet probation officer Dunmore',
  checkIn: 'Staying with cousin Rafiq',
  consent: 'Letter signed at Brantwick',
};

export const EXPORT_CLIENTS =
  'query($search: String, $filter: ModelClientFilterInput) { exportClients(search: $search, filter: $filter) { rowCount } }';

export const ANONYMISE =
  'mutation($i: AnonymiseClientInput!) { anonymiseClient(input: $i) { id clientId preferredName firstName email age gender firstContactDate anonymisedOn } }';

/** The reason a super admin gives for anonymising them. */
export const REASON = 'Asked in a letter of 2026-11-20 to be forgotten';

/** Runs an operation that must succeed, and gives its data. */
export async function ok<Data>(caller: Caller, query: string, variables: Record<string, unknown>) {
  const result = await caller.run<Data>(query, variables);
  expect(result.errors).toEqual([]);
  return result.data!;
}

/** The person with an account, a record of every kind beside them, history and access log. */
export async function seedPerson(admin: Caller, volunteer: Caller) {
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
export async function everyRowAsText(db: Database): Promise<Map<string, string>> {
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
export function withoutRequestCounters(dump: Map<string, string>): Map<string, string> {
  const records = new Map(dump);
  records.delete(`public.${getTableName(authRateLimit)}`);
  return records;
}

/** The tables whose rows hold `value`, in any case. */
export function tablesHolding(dump: Map<string, string>, value: string): string[] {
  const wanted = value.toLowerCase();
  return [...dump].filter(([, text]) => text.toLowerCase().includes(wanted)).map(([name]) => name);
}

/**
 * The app of an anonymising test file and the three people who act in it, signed in afresh for
 * each test: a super admin (who anonymises), an admin and the assigned volunteer.
 */
export function useAnonymisingApp() {
  const app = useTestApp();
  const [superAdmin, admin, volunteer] = signedInForEachTest(app, [
    'SuperAdmins',
    'Admins',
    'Volunteers',
  ]);
  return { app, superAdmin, admin, volunteer };
}
