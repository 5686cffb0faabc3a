/**
 * Loads a backup into an empty database: migrations up to the backup's level, every table in
 * one transaction (all or nothing), sequences, then the migrations newer than the backup.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, DbExecutor } from '../db/client';
import { codeMigrations, lastAppliedMigration, pendingMigrations } from '../db/migration-level';
import { BackupFileError, quoteIdentifier, type Backup, type TableData } from './backup-format';
import { readTables, rowsOf, type Table } from './catalog';

export class RestoreRefusedError extends Error {}

/** Rows a server writes on its own into a new database (first-run link, sign-in counters). */
const DISPOSABLE_TABLES = new Set(['setup_token', 'auth_rate_limit']);
/** Rows per INSERT: bounded statements, few round trips. */
const CHUNK_ROWS = 2000;

/** Refuses a backup this version cannot restore: newer, or from migrations it does not have. */
export function checkRestorable(backup: Backup, fileName: string): void {
  const code = codeMigrations();
  const latest = code.at(-1)!;
  const { migration } = backup.info;
  if (migration.when > latest.when)
    throw new BackupFileError(
      `${fileName} comes from a newer version of Outreach Dashboard (database migration ${migration.number}, ${migration.tag}); this version has migrations up to ${latest.number} (${latest.tag}). Install the newer version, then restore.`,
    );
  const same = code[migration.number - 1];
  if (same?.tag !== migration.tag || same.when !== migration.when)
    throw new BackupFileError(
      `${fileName} was taken at database migration ${migration.number} (${migration.tag}), which this version does not have. Restore it with the version that wrote it.`,
    );
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** Migrations newer than the backup, applied after loading it. */
  newerMigrations: number;
}

export async function restoreBackup(
  handle: DatabaseHandle,
  backup: Backup,
  fileName: string,
): Promise<RestoreSummary> {
  checkRestorable(backup, fileName);
  await refuseUnlessEmpty(handle.db, backup);
  await handle.migrate(backup.info.migration.number);
  const tables = new Map((await readTables(handle.db)).map((table) => [table.name, table]));
  for (const data of backup.tables) checkMatches(tables.get(data.name), data, fileName);
  await handle.db.transaction(async (tx) => {
    // Whatever the migrations themselves inserted; the backup holds its own copy of it.
    for (const data of [...backup.tables].reverse())
      await tx.execute(sql.raw(`delete from public.${quoteIdentifier(data.name)}`));
    for (const data of backup.tables) await loadTable(tx, tables.get(data.name)!, data);
    for (const sequence of backup.sequences)
      await tx.execute(
        sql`select setval(${`public.${quoteIdentifier(sequence.name)}`}::text::regclass, ${sequence.value}::text::bigint, ${String(sequence.isCalled)}::text::boolean)`,
      );
  });
  const newerMigrations = pendingMigrations(await lastAppliedMigration(handle.db)).length;
  await handle.migrate();
  return {
    tables: backup.tables.length,
    rows: backup.tables.reduce((sum, table) => sum + table.rows.length, 0),
    newerMigrations,
  };
}

async function refuseUnlessEmpty(db: DbExecutor, backup: Backup): Promise<void> {
  const holding: string[] = [];
  for (const table of await readTables(db)) {
    if (DISPOSABLE_TABLES.has(table.name)) continue;
    const [row] = await rowsOf<{ any: boolean }>(
      db,
      sql.raw(`select exists (select from public.${quoteIdentifier(table.name)}) as "any"`),
    );
    if (row?.any) holding.push(table.name);
  }
  const howTo =
    'Restore only into an empty database: for the embedded one, set DATA_DIR to a new folder; for PostgreSQL, create a new database and set DATABASE_URL to it. Nothing was changed.';
  if (holding.length > 0)
    throw new RestoreRefusedError(
      `The database already holds data (in ${holding.slice(0, 5).join(', ')}${holding.length > 5 ? ', …' : ''}). ${howTo}`,
    );
  const applied = await lastAppliedMigration(db);
  if (applied !== null && applied > backup.info.migration.when)
    throw new RestoreRefusedError(
      `The database was set up by a newer version than the backup (its migrations go past ${backup.info.migration.tag}). ${howTo}`,
    );
}

function checkMatches(table: Table | undefined, data: TableData, fileName: string): void {
  const mismatch = (what: string) =>
    new BackupFileError(
      `${fileName} does not match the database schema of its migration level: ${what}. Nothing was restored.`,
    );
  if (!table) throw mismatch(`there is no table ${data.name}`);
  const known = new Set(table.columns.map((column) => column.name));
  const unknown = data.columns.find((column) => !known.has(column));
  if (unknown !== undefined) throw mismatch(`table ${data.name} has no column ${unknown}`);
  if (data.rows.some((row) => row.length !== data.columns.length))
    throw mismatch(`a row of table ${data.name} does not have ${data.columns.length} values`);
}

/** Values go in as text and are read by each column's type, as COPY reads them. */
async function loadTable(tx: DbExecutor, table: Table, data: TableData): Promise<void> {
  const types = new Map(table.columns.map((column) => [column.name, column.type]));
  const values = data.columns.map((name, index) => `(v->>${index})::${types.get(name)}`);
  const insert =
    `insert into public.${quoteIdentifier(table.name)} (${data.columns.map(quoteIdentifier).join(', ')})` +
    `${table.identityAlways ? ' overriding system value' : ''} select ${values.join(', ')} from json_array_elements(`;
  // Foreign keys are checked at the end of each statement: a table whose rows reference each
  // other goes in one statement, so any row order satisfies them.
  const size = table.selfReferencing ? data.rows.length : CHUNK_ROWS;
  for (let start = 0; start < data.rows.length; start += size) {
    const rows = JSON.stringify(data.rows.slice(start, start + size));
    await tx.execute(sql`${sql.raw(insert)}${rows}::text::json) as r(v)`);
  }
}
