/**
 * Removing what was removed from the database's files too (decision 086). An UPDATE or DELETE
 * leaves the row's old version in the table's file, and VACUUM only marks its space as free:
 * the bytes stay until something else is written over them. After anonymising a person or a
 * retention run, the tables the transaction changed are therefore rewritten with VACUUM FULL,
 * which copies the live rows into new files (the table, its TOAST table and every index) and
 * empties the old ones; ANALYZE with it, so the planner's statistics no longer sample the
 * removed values, and then pg_statistic itself, whose old rows held them; then a CHECKPOINT,
 * after which the old files are gone and the write-ahead log before it may be recycled.
 *
 * VACUUM FULL locks each table against every read and write while it copies it: one table at
 * a time, after the transaction has committed (it cannot run inside one).
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from './client';
import { rowsOf } from './library-internals/execute-rows';

/**
 * The tables the open transaction `tx` updated or deleted rows of so far, schema-qualified and
 * quoted: those whose files now hold old row versions. Counted by PostgreSQL for the
 * transaction itself, cascaded deletes included.
 */
export async function tablesChangedInTransaction(tx: DbExecutor): Promise<string[]> {
  const rows = await rowsOf<{ table: string }>(
    tx,
    sql`select format('%I.%I', schemaname, relname) as "table" from pg_stat_xact_user_tables
      where n_tup_upd + n_tup_del > 0 order by 1`,
  );
  return rows.map((row) => row.table);
}

export interface PurgeResult {
  /** The tables rewritten. */
  tables: string[];
  /** Whether the checkpoint ran (PostgreSQL: refused without superuser or pg_checkpoint). */
  checkpointed: boolean;
}

/** PostgreSQL's "insufficient privilege". */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Rewrites `tables` (as tablesChangedInTransaction names them) and checkpoints. Outside any
 * transaction. A failure is thrown: the caller says so; nothing is undone by it.
 */
export async function purgeOldRowVersions(
  db: DbExecutor,
  tables: readonly string[],
): Promise<PurgeResult> {
  if (tables.length === 0) return { tables: [], checkpointed: false };
  for (const table of tables) {
    // The name comes from the catalog, quoted by format('%I.%I').
    await db.execute(sql.raw(`vacuum (full, analyze) ${table}`));
  }
  // Refused for an account that is not a superuser (PostgreSQL says so in a warning, and
  // carries on): the operations guide says which role lets it.
  await db.execute(sql`vacuum full pg_catalog.pg_statistic`);
  let checkpointed = true;
  try {
    await db.execute(sql`checkpoint`);
  } catch (error) {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    checkpointed = false;
  }
  return { tables: [...tables], checkpointed };
}
