/**
 * Removing what was removed from the database's files too (decision 086). An UPDATE or DELETE
 * leaves the row's old version in the table's file, and VACUUM only marks its space as free:
 * the bytes stay until something else is written over them. After anonymising a person or a
 * retention run, the tables the transaction changed are therefore rewritten with VACUUM FULL,
 * which copies the live rows into new files (the table, its TOAST table and every index) and
 * empties the old ones; ANALYZE with it, so the planner's statistics no longer sample the
 * removed values, and then pg_statistic itself, whose old rows held them; then the write-ahead
 * log moves to a new segment and a CHECKPOINT follows, after which the old files are gone and
 * the log's segments before it are no longer needed.
 *
 * VACUUM FULL locks each table against every read and write while it copies it: one table at
 * a time, after the transaction has committed (it cannot run inside one).
 */
import { sql, type SQL } from 'drizzle-orm';
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

/** The open transaction's id (assigned now if it had none): what the rewrite must outlast. */
export async function transactionId(tx: DbExecutor): Promise<string> {
  const [row] = await rowsOf<{ xid: string }>(tx, sql`select pg_current_xact_id()::text as xid`);
  return row!.xid;
}

/** How long the rewrite waits for transactions begun before the change to end. */
const WAIT_FOR_OLDER_MS = 60_000;
const POLL_MS = 50;

/**
 * Waits until nothing could still read the database as it was before the transaction `xid`
 * committed: no transaction begun before it still running, in any database of the server
 * (each snapshot taken meanwhile, VACUUM FULL's own included, counts it as running, and so
 * keeps the rows it replaced), and no session of this database on a snapshot from before it (a
 * long report, a backup). VACUUM FULL copies the row versions such a snapshot may still read,
 * old values included, and does not wait by itself. Throws when still so after a minute.
 */
async function waitForOlderSnapshots(db: DbExecutor, xid: string): Promise<void> {
  const deadline = Date.now() + WAIT_FOR_OLDER_MS;
  for (;;) {
    const [row] = await rowsOf<{ open: number }>(
      db,
      sql`select (pg_snapshot_xmin(pg_current_snapshot()) <= ${xid}::xid8)::int
        + (select count(*)::int from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and age(backend_xmin) >= age(${xid}::xid8::xid)) as open`,
    );
    if (row!.open === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `A transaction begun before the removal was still open after ${WAIT_FOR_OLDER_MS / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export interface PurgeResult {
  /** The tables rewritten. */
  tables: string[];
  /**
   * Whether the log was moved to a new segment and a checkpoint made (PostgreSQL: refused to an
   * account that is neither a superuser nor granted pg_checkpoint and pg_switch_wal).
   */
  checkpointed: boolean;
}

/** PostgreSQL's "insufficient privilege". */
const INSUFFICIENT_PRIVILEGE = '42501';

/** Runs `statement`; false when the account may not. */
async function ifAllowed(db: DbExecutor, statement: SQL): Promise<boolean> {
  try {
    await db.execute(statement);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    return false;
  }
}

/**
 * Rewrites `tables` (as tablesChangedInTransaction names them) once every transaction older
 * than `after` (the removing transaction's id, committed) has ended, then ends the write-ahead log's
 * segment and checkpoints, so that the segments holding the old values are no longer needed:
 * deleted at once where wal_recycle is off (PGlite here, and a server set as the operations
 * guide says), kept for reuse, and overwritten later, where it is on. Outside any transaction.
 * A failure is thrown: the caller records it; nothing is undone by it.
 */
export async function purgeOldRowVersions(
  db: DbExecutor,
  tables: readonly string[],
  after: string,
): Promise<PurgeResult> {
  if (tables.length === 0) return { tables: [], checkpointed: false };
  await waitForOlderSnapshots(db, after);
  for (const table of tables) {
    // The name comes from the catalog, quoted by format('%I.%I').
    await db.execute(sql.raw(`vacuum (full, analyze) ${table}`));
  }
  // The statistics ANALYZE replaced, once nothing can still read them. Refused to an account
  // that is not a superuser (PostgreSQL says so in a warning, and carries on): the operations
  // guide says which role lets it.
  await waitForOlderSnapshots(db, await db.transaction((tx) => transactionId(tx)));
  await db.execute(sql`vacuum full pg_catalog.pg_statistic`);
  const switched = await ifAllowed(db, sql`select pg_switch_wal()`);
  const checkpointed = switched && (await ifAllowed(db, sql`checkpoint`));
  return { tables: [...tables], checkpointed };
}
