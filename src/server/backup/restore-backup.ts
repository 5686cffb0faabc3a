/**
 * Loads a backup file into an empty database: migrations up to the backup's level, every table
 * in one transaction (all or nothing), sequences, then the migrations newer than the backup.
 * The file is read twice, never whole: once to check it (checkBackupFile, before anything is
 * changed), once to load it.
 */
import { getTableName, sql } from 'drizzle-orm';
import { RECORD_TYPES } from '../../shared/record/declarations';
import { RECORD_TABLES } from '../db/schema/record-tables.generated';
import type { DatabaseHandle, DbExecutor } from '../db/client';
import { codeMigrations, lastAppliedMigration, pendingMigrations } from '../db/migration-level';
import { BackupFileError, quoteIdentifier, type BackupInfo } from './backup-format';
import { readTables, type Table } from './catalog';
import { rowsOf } from '../db/library-internals/execute-rows';
import { readBackupFile, type BackupContent, type BackupTableSummary } from './read-backup';
import type { BackupTrust } from './backup-signing';

export class RestoreRefusedError extends Error {}

/**
 * Rows a new database holds before anyone uses it: what a server writes on its own (first-run
 * link, sign-in counters) and what migrations write into a programme's default lists (the
 * record types declared `startsWithDefaultRows`: the default reentry plan, migration 0028, and
 * checklist of papers, migration 0037). The restore replaces them with the backup's.
 */
const DISPOSABLE_TABLES = new Set([
  'setup_token',
  'auth_rate_limit',
  ...RECORD_TYPES.filter(({ declaration }) => declaration.startsWithDefaultRows).map(
    ({ declaration }) =>
      getTableName(RECORD_TABLES[declaration.typeName as keyof typeof RECORD_TABLES]),
  ),
]);
/** Rows per INSERT: bounded statements, few round trips. */
const CHUNK_ROWS = 2000;

/** Refuses a backup this version cannot restore: newer, or from migrations it does not have. */
export function checkRestorable(info: BackupInfo, fileName: string): void {
  const code = codeMigrations();
  const latest = code.at(-1)!;
  const { migration } = info;
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

/** `content` is what checkBackupFile said of `file`, read before the database was opened. */
export async function restoreBackup(
  handle: DatabaseHandle,
  file: string,
  content: BackupContent,
  /** What checkBackupFile was told to trust (decision 088). */
  trust: BackupTrust,
  /** The backup key(s) of an encrypted file (decision 073). */
  keys: readonly string[] = [],
): Promise<RestoreSummary> {
  checkRestorable(content.info, file);
  await refuseUnlessEmpty(handle.db, content.info);
  await handle.migrate(content.info.migration.number);
  const tables = new Map((await readTables(handle.db)).map((table) => [table.name, table]));
  for (const data of content.tables) checkMatches(tables.get(data.name), data, file);
  await handle.db.transaction(async (tx) => {
    // Whatever the migrations themselves inserted; the backup holds its own copy of it.
    for (const data of [...content.tables].reverse())
      await tx.execute(sql.raw(`delete from public.${quoteIdentifier(data.name)}`));
    let loader: TableLoader | null = null;
    // The file is checked again as it is read: had it changed since, this throws at its end,
    // and the transaction takes back what was loaded.
    for await (const item of readBackupFile(file, trust, { keys })) {
      if (item.kind === 'table') {
        const table = tables.get(item.name);
        checkMatches(table, { name: item.name, columns: item.columns }, file);
        loader = new TableLoader(tx, table!, item.columns);
      } else if (item.kind === 'row') await loader!.add(item.values);
      else if (item.kind === 'endTable') await loader!.flush();
      else if (item.kind === 'sequence')
        await tx.execute(
          sql`select setval(${`public.${quoteIdentifier(item.sequence.name)}`}::text::regclass, ${item.sequence.value}::text::bigint, ${String(item.sequence.isCalled)}::text::boolean)`,
        );
    }
  });
  const newerMigrations = pendingMigrations(await lastAppliedMigration(handle.db)).length;
  await handle.migrate();
  return { tables: content.tables.length, rows: content.rows, newerMigrations };
}

/**
 * The tables holding rows a restore would not replace (any but DISPOSABLE_TABLES'): a new
 * database must have none, or every restore into one would be refused.
 */
export async function tablesHoldingData(db: DbExecutor): Promise<string[]> {
  const holding: string[] = [];
  for (const table of await readTables(db)) {
    if (DISPOSABLE_TABLES.has(table.name)) continue;
    const [row] = await rowsOf<{ any: boolean }>(
      db,
      sql.raw(`select exists (select from public.${quoteIdentifier(table.name)}) as "any"`),
    );
    if (row?.any) holding.push(table.name);
  }
  return holding;
}

async function refuseUnlessEmpty(db: DbExecutor, info: BackupInfo): Promise<void> {
  const holding = await tablesHoldingData(db);
  const howTo =
    'Restore only into an empty database: for the embedded one, set DATA_DIR to a new folder; for PostgreSQL, create a new database and set DATABASE_URL to it. Nothing was changed.';
  if (holding.length > 0)
    throw new RestoreRefusedError(
      `The database already holds data (in ${holding.slice(0, 5).join(', ')}${holding.length > 5 ? ', …' : ''}). ${howTo}`,
    );
  const applied = await lastAppliedMigration(db);
  if (applied !== null && applied > info.migration.when)
    throw new RestoreRefusedError(
      `The database was set up by a newer version than the backup (its migrations go past ${info.migration.tag}). ${howTo}`,
    );
}

function checkMatches(
  table: Table | undefined,
  data: Pick<BackupTableSummary, 'name' | 'columns'>,
  fileName: string,
): asserts table is Table {
  const mismatch = (what: string) =>
    new BackupFileError(
      `${fileName} does not match the database schema of its migration level: ${what}. Nothing was restored.`,
    );
  if (!table) throw mismatch(`there is no table ${data.name}`);
  const known = new Set(table.columns.map((column) => column.name));
  const unknown = data.columns.find((column) => !known.has(column));
  if (unknown !== undefined) throw mismatch(`table ${data.name} has no column ${unknown}`);
}

/**
 * Inserts a table's rows in chunks. Values go in as text and are read by each column's type,
 * as COPY reads them.
 */
class TableLoader {
  private readonly insert: string;
  private rows: (string | null)[][] = [];

  constructor(
    private readonly tx: DbExecutor,
    private readonly table: Table,
    columns: string[],
  ) {
    const types = new Map(table.columns.map((column) => [column.name, column.type]));
    const values = columns.map((name, index) => `(v->>${index})::${types.get(name)}`);
    this.insert =
      `insert into public.${quoteIdentifier(table.name)} (${columns.map(quoteIdentifier).join(', ')})` +
      `${table.identityAlways ? ' overriding system value' : ''} select ${values.join(', ')} from json_array_elements(`;
  }

  async add(values: (string | null)[]): Promise<void> {
    this.rows.push(values);
    // Foreign keys are checked at the end of each statement: a table whose rows reference
    // each other goes in one statement, so any row order satisfies them.
    if (this.rows.length >= CHUNK_ROWS && !this.table.selfReferencing) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const rows = JSON.stringify(this.rows);
    this.rows = [];
    await this.tx.execute(sql`${sql.raw(this.insert)}${rows}::text::json) as r(v)`);
  }
}
