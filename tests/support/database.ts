/** A real database for a test file: a clone of the golden PGlite image, or the PostgreSQL test database. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/library-internals/execute-rows';
import { inject } from 'vitest';
import { CHANGE_CHANNEL } from '../../src/server/audit/audit';
import { DEFAULT_REENTRY_STEPS } from '../../src/shared/domain/reentry/default-plan';
import { DEFAULT_DOCUMENT_CHECKLIST } from './default-checklist';
import { VIEWER_CHANGE_CHANNEL } from '../../src/server/auth/session-memory';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = inject('postgresUrl');
  if (url) return openPostgresCopy(url);
  const image = pgliteImage('pgliteImagePath');
  return openDatabase({ kind: 'pglite', dataDir: null, image, migrate: false });
}

const images = new Map<string, Blob>();

/**
 * One of the run's PGlite images (global-setup.ts), read once per worker: the files of a worker
 * share its modules (isolate: false), and a Blob cannot change. Reading and copying the image's
 * 40 MB again for every file cost more CPU than many files' tests.
 */
export function pgliteImage(name: 'pgliteImagePath' | 'pgliteEmptyImagePath'): Blob {
  const file = inject(name);
  if (!file) throw new Error('This run has no PGlite images (it runs on PostgreSQL)');
  let image = images.get(file);
  if (!image) images.set(file, (image = new Blob([fs.readFileSync(file)])));
  return image;
}

export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of this test file's own, copied from the run's migrated template. Commits do not
 * wait for the disk: a test database is thrown away, and the wait would dominate test time.
 */
async function openPostgresCopy(templateUrl: string): Promise<DatabaseHandle> {
  const copy = await createPostgresCopy(templateUrl);
  const handle = await openDatabase({
    kind: 'postgres',
    url: copy.url,
    migrate: false,
    poolSize: 5,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}

/** A copy of the run's migrated template database: its URL, and how to drop it. */
export async function createPostgresCopy(templateUrl: string) {
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const name = `${templateName}_${crypto.randomBytes(4).toString('hex')}`;
  const serverUrl = new URL(templateUrl);
  serverUrl.pathname = '/postgres';
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onServer(serverUrl.toString(), `create database ${name} template ${templateName}`);
      break;
    } catch (error) {
      // Two files copying the template at the same moment: PostgreSQL refuses one; try again.
      if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  await onServer(serverUrl.toString(), `alter database ${name} set synchronous_commit = off`);
  const copyUrl = new URL(templateUrl);
  copyUrl.pathname = `/${name}`;
  return {
    url: copyUrl.toString(),
    drop: () => dropWhenLeft(serverUrl.toString(), name),
  };
}

/**
 * Drops a test database once its sessions have closed, forcing only those still open after a
 * while. A library's pool may still be closing a connection after its stop resolved
 * (graphile-worker's did): forced off, that connection emits an error nobody listens to any more,
 * which fails the run as an unhandled error.
 */
async function dropWhenLeft(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 5_000; waited += 50) {
      const { rows } = await client.query<{ open: number }>(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]!.open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** The statement that empties every table and restarts every sequence (built once per database). */
const resetStatements = new WeakMap<Database, Promise<string>>();

async function resetStatement(db: Database): Promise<string> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  const sequences = await rowsOf<{ name: string }>(
    db,
    sql`select sequencename as name from pg_sequences where schemaname = 'public'`,
  );
  // DELETE with foreign-key triggers off (replica role, for this statement's transaction
  // only): far cheaper than TRUNCATE on tables holding the few rows a test leaves behind. One
  // DO block, as PGlite runs one statement per query.
  return [
    'do $$ begin',
    "perform set_config('session_replication_role', 'replica', true);",
    ...tables.map(({ name }) => `delete from "public"."${name}";`),
    ...sequences.map(({ name }) => `alter sequence "public"."${name}" restart;`),
    // What migrations write besides the schema: the default reentry plan (migration 0028).
    ...DEFAULT_REENTRY_STEPS.map(
      ({ title, offsetDays }) =>
        `insert into reentry_step_template (title, offset_days) values ('${title.replaceAll("'", "''")}', ${offsetDays ?? 'null'});`,
    ),
    // And the default checklist of papers (migration 0037).
    ...DEFAULT_DOCUMENT_CHECKLIST.map(
      ({ document, offsetDays }) =>
        `insert into reentry_document_template (document, offset_days) values ('${document}', ${offsetDays});`,
    ),
    // Announced as the product announces its changes, so that the server's memories of reads
    // (read-memory.ts: sessions, the overview's figures) forget what the deleted rows held.
    `perform pg_notify('${CHANGE_CHANNEL}', ''), pg_notify('${VIEWER_CHANGE_CHANNEL}', '');`,
    'end $$',
  ].join('\n');
}

/**
 * Empties every table, so each test starts from a migrated, empty database (with the rows the
 * migrations write: the default reentry plan and checklist of papers).
 */
export async function resetDatabase(db: Database): Promise<void> {
  let statement = resetStatements.get(db);
  if (!statement) resetStatements.set(db, (statement = resetStatement(db)));
  await db.execute(sql.raw(await statement));
}
