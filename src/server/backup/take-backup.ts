/**
 * Reads every table and sequence of the database in one read-only REPEATABLE READ transaction:
 * one consistent snapshot, whatever the server writes meanwhile. (On the embedded database the
 * transaction holds its only connection, so requests wait until it ends.) Rows are fetched
 * through a cursor a chunk at a time and written on at once: memory stays flat however large
 * the database (decision 026).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { codeMigrations, lastAppliedMigration } from '../db/migration-level';
import {
  BackupWriter,
  quoteIdentifier,
  type BackupCounts,
  type BackupSink,
  type MigrationLevel,
} from './backup-format';
import { rowsOf } from '../db/library-internals/execute-rows';
import { readSequences, readTables } from './catalog';
import type { BackupSigningKey } from './backup-signing';

export class NothingToBackUpError extends Error {}

/** Rows per fetch: a few megabytes at most, even for audit entries holding whole records. */
const ROWS_PER_FETCH = 1000;

export async function takeBackup(
  db: Database,
  source: string,
  /** Signs the backup (decision 088): derived from AUTH_SECRET. */
  signing: BackupSigningKey,
  sink: BackupSink,
  { rowsPerFetch = ROWS_PER_FETCH } = {},
): Promise<BackupCounts> {
  return db.transaction(
    async (tx) => {
      // Values are printed in forms that read back the same anywhere (as pg_dump does).
      for (const setting of [
        "set local DateStyle = 'ISO, YMD'",
        "set local IntervalStyle = 'postgres'",
        "set local TimeZone = 'UTC'",
        'set local extra_float_digits = 3',
        "set local bytea_output = 'hex'",
      ])
        await tx.execute(sql.raw(setting));
      const migration = await migrationLevel(tx);
      const writer = new BackupWriter(sink, signing);
      await writer.begin({ migration, created: new Date().toISOString(), source });
      for (const table of await readTables(tx)) {
        const columns = table.columns.map(
          (column, index) => `${quoteIdentifier(column.name)}::text as c${index}`,
        );
        const order = table.primaryKey.length
          ? ` order by ${table.primaryKey.map(quoteIdentifier).join(', ')}`
          : '';
        await writer.table(
          table.name,
          table.columns.map((column) => column.name),
        );
        await tx.execute(
          sql.raw(
            `declare backup_rows no scroll cursor for select ${columns.join(', ')} from public.${quoteIdentifier(table.name)}${order}`,
          ),
        );
        for (;;) {
          const rows = await rowsOf<Record<string, string | null>>(
            tx,
            sql.raw(`fetch forward ${rowsPerFetch} from backup_rows`),
          );
          await writer.rows(
            rows.map((row) => table.columns.map((_column, index) => row[`c${index}`] ?? null)),
          );
          if (rows.length < rowsPerFetch) break;
        }
        await tx.execute(sql.raw('close backup_rows'));
        await writer.endTable();
      }
      for (const name of await readSequences(tx)) {
        const [state] = await rowsOf<{ value: string; called: boolean }>(
          tx,
          sql.raw(
            `select last_value::text as "value", is_called as "called" from public.${quoteIdentifier(name)}`,
          ),
        );
        await writer.sequence({ name, value: state!.value, isCalled: state!.called });
      }
      return writer.finish();
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function migrationLevel(db: Parameters<typeof lastAppliedMigration>[0]) {
  const when = await lastAppliedMigration(db);
  if (when === null)
    throw new NothingToBackUpError(
      'The database is empty (it was never set up): nothing to back up.',
    );
  const [count] = await rowsOf<{ applied: string }>(
    db,
    sql`select count(*)::text as "applied" from drizzle.__drizzle_migrations`,
  );
  const known = codeMigrations().find((migration) => migration.when === when);
  // A database migrated by a newer version: its last migration is not in this code's journal.
  return {
    number: known?.number ?? Number(count!.applied),
    tag: known?.tag ?? 'unknown',
    when,
  } satisfies MigrationLevel;
}
