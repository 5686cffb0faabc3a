// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * Anonymised means gone from the database's files too (decision 086), not only from what a
 * query answers: after anonymising, the raw files of the database (every table, TOAST table and
 * index of it, the catalogs' statistics included) hold none of the person's values. On PGlite
 * in a data directory on disk, as `npm start` runs it; on PostgreSQL (TEST_DATABASE_URL), in
 * the server's own data directory, which the test must be able to read (it runs as the
 * server's owner or root; it fails, never skips, when it cannot).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client';
import { rowsOf } from '../../db/library-internals/execute-rows';
import { jobRun } from '../../db/schema/jobs';
import { owePurge, purgeOwed, PURGE_REMOVED_ROWS } from '../../jobs/purge-removed-rows';
import { clientInput } from '../../../../tests/support/client-factory';
import { contactLogInput } from '../../../../tests/support/contact-log-factory';
import { pgliteDataDir } from '../../../../tests/support/data-dir';
import { openTestDatabase } from '../../../../tests/support/database';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { testConfig } from '../../../../tests/support/test-app';
import { anonymiseClient } from './anonymise-client';

const onPostgres = Boolean(inject('postgresUrl'));

let database: DatabaseHandle;
let server: FastifyInstance;
/** The folder holding the files of this database's tables. */
let filesFolder: string;
let dataDir: string | null = null;

beforeAll(async () => {
  if (onPostgres) {
    database = await openTestDatabase();
    const [where] = await rowsOf<{ dataDirectory: string; clientFile: string }>(
      database.db,
      sql`select current_setting('data_directory') as "dataDirectory",
        pg_relation_filepath('client') as "clientFile"`,
    );
    // base/<the database's oid>/<the table's file>: the database's own folder.
    filesFolder = path.join(where!.dataDirectory, path.dirname(where!.clientFile));
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anonymise-files-'));
    await pgliteDataDir(dataDir, 'migrated');
    database = await openDatabase({ kind: 'pglite', dataDir, migrate: false });
    filesFolder = path.join(dataDir, 'pglite', 'base');
  }
  // Fails here, loudly, when the files cannot be read.
  fs.readdirSync(filesFolder);
  ({ server } = await buildApp({
    config: testConfig(),
    database,
    authSecret: 'anonymise-files-test-secret-long-enough-0123456789',
  }));
  await server.ready();
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** How many times each value occurs in the bytes of the files under `folder`. */
function occurrencesInFiles(folder: string, values: readonly string[]): Record<string, number> {
  const counts = Object.fromEntries(values.map((value) => [value, 0]));
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(file);
        continue;
      }
      const bytes = fs.readFileSync(file);
      for (const value of values) {
        for (let at = bytes.indexOf(value); at >= 0; at = bytes.indexOf(value, at + 1)) {
          counts[value]! += 1;
        }
      }
    }
  };
  visit(folder);
  return counts;
}

/** Everything in the buffers written to the files, as a clean stop does. */
const checkpoint = (db: Database) => db.execute(sql`checkpoint`);

async function ok<Data>(caller: Caller, query: string, variables: Record<string, unknown>) {
  const result = await caller.run<Data>(query, variables);
  expect(result.errors).toEqual([]);
  return result.data!;
}

/**
 * A person whose every value is unique to this test: a record changed once (an old version
 * left behind), a visit, a view, and an export that searched for them by name. Another client
 * beside them, so that the planner's statistics sample the names.
 */
async function seedPerson(admin: Caller, volunteer: Caller) {
  const tag = crypto.randomBytes(4).toString('hex');
  const person = {
    firstName: `Ilsabet${tag}`,
    lastName: `Vantorr-${tag}`,
    preferredName: `Ilsa${tag}`,
    email: `ilsa.${tag}@example.org`,
    currentAddress: `7 Marrowgate ${tag} Row`,
    language: [`Kurmanji${tag}`],
    programsAttended: [`Thursday${tag} circle`],
    notes: `Sister of Berin${tag}`,
  };
  const visitNote = `Talked about Oskar${tag}`;
  const { createClient } = await ok<{ createClient: { id: string; version: number } }>(
    admin,
    'mutation($i: CreateClientInput!) { createClient(input: $i) { id version } }',
    { i: clientInput({ ...person, assignedVolunteerId: volunteer.person!.id }) },
  );
  const id = createClient.id;
  await ok(admin, 'mutation($i: UpdateClientInput!) { updateClient(input: $i) { id } }', {
    i: { id, expectedVersion: createClient.version, accommodations: `Ramp at ${tag}` },
  });
  await ok(admin, 'mutation($i: CreateClientInput!) { createClient(input: $i) { id } }', {
    i: clientInput({ lastName: 'Someone-Else' }),
  });
  await ok(admin, 'mutation($i: CreateContactLogInput!) { createContactLog(input: $i) { id } }', {
    i: contactLogInput(id, { notes: visitNote, date: '2026-10-23' }),
  });
  await ok(volunteer, 'query($id: ID!) { getClient(id: $id) { id } }', { id });
  await ok(
    admin,
    'query($s: String, $f: ModelClientFilterInput) { exportClients(search: $s, filter: $f) { rowCount } }',
    { s: `${person.preferredName} ${person.lastName}`, f: { lastName: { eq: person.lastName } } },
  );
  const values = [...Object.values(person).flat(), visitNote];
  return { id, values };
}

/** Each value, found in the files first: the search would see them if they stayed. */
async function expectInFiles(db: Database, values: readonly string[]) {
  await db.execute(sql`analyze`);
  await checkpoint(db);
  const before = occurrencesInFiles(filesFolder, values);
  for (const value of values) expect(before[value], value).toBeGreaterThan(0);
}

const ANONYMISE =
  'mutation($i: AnonymiseClientInput!) { anonymiseClient(input: $i) { anonymisedOn } }';

describe("anonymising a client, in the database's files", () => {
  it('leaves none of their values in the files of any table, TOAST table, index or statistics', async () => {
    const superAdmin = await callerAs(server, database.db, 'SuperAdmins');
    const admin = await callerAs(server, database.db, 'Admins');
    const volunteer = await callerAs(server, database.db, 'Volunteers');
    const person = await seedPerson(admin, volunteer);
    await expectInFiles(database.db, person.values);
    const walFolder = dataDir && path.join(dataDir, 'pglite', 'pg_wal');
    if (walFolder)
      expect(occurrencesInFiles(walFolder, [person.values[1]!])).not.toEqual({
        [person.values[1]!]: 0,
      });

    await ok(superAdmin, ANONYMISE, { i: { id: person.id, reason: 'Asked to be forgotten' } });

    // No checkpoint of the test's own: the answer came once the files were rewritten.
    const none = Object.fromEntries(person.values.map((value) => [value, 0]));
    expect(occurrencesInFiles(filesFolder, person.values)).toEqual(none);
    // On PGlite the write-ahead log's old segments are deleted at that checkpoint. (A server's
    // log is shared by its databases and set by its operator: README, decision 086.)
    if (walFolder) expect(occurrencesInFiles(walFolder, person.values)).toEqual(none);
    // Recorded with the background jobs, for admins to see.
    const runs = await database.db.select().from(jobRun).where(eq(jobRun.job, PURGE_REMOVED_ROWS));
    expect(runs).toMatchObject([
      {
        outcome: 'SUCCEEDED',
        detail: expect.stringMatching(/^Rewrote .*"?client"?.*; checkpointed$/),
      },
    ]);
  });

  it('a rewrite the process stopped before making is made by the hourly job', async () => {
    const superAdmin = await callerAs(server, database.db, 'SuperAdmins');
    const admin = await callerAs(server, database.db, 'Admins');
    const volunteer = await callerAs(server, database.db, 'Volunteers');
    const person = await seedPerson(admin, volunteer);
    // Anonymised and committed, as the API does, and then the process stopped: no rewrite.
    await database.db.transaction(async (tx) => {
      await anonymiseClient(
        tx,
        { id: superAdmin.person!.id, email: null, name: null },
        person.id,
        'Asked to be forgotten',
        '2026-12-04',
      );
      await owePurge(tx);
    });
    await database.db
      .update(jobRun)
      .set({ startedAt: sql`now() - interval '11 minutes'` })
      .where(eq(jobRun.outcome, 'RUNNING'));
    await expectInFiles(database.db, [person.values[1]!]);

    expect(await purgeOwed(database.db)).toMatch(/^Rewrote .*; checkpointed$/);

    const after = occurrencesInFiles(filesFolder, person.values);
    expect(after).toEqual(Object.fromEntries(person.values.map((value) => [value, 0])));
    const runs = await database.db.select().from(jobRun).where(eq(jobRun.job, PURGE_REMOVED_ROWS));
    expect(runs.every((run) => run.outcome === 'SUCCEEDED')).toBe(true);
    expect(await purgeOwed(database.db)).toBe('Nothing owed');
  });
});
