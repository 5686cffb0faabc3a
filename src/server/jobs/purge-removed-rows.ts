/**
 * The rewrite of the tables an anonymisation or a retention run changed, so that their files no
 * longer hold the removed values (db/purge.ts, decision 086), recorded as runs of a background
 * job that admins see beside the others (decision 067).
 *
 * The run is owed from the moment the change commits: its job_run row is written inside the
 * changing transaction, RUNNING. Right after the commit the caller rewrites the tables and
 * settles the row. If that fails, or the process stops first, the row stays FAILED or RUNNING,
 * and the hourly job rewrites every table of the application's schema and settles it.
 */
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { rowsOf } from '../db/library-internals/execute-rows';
import {
  purgeOldRowVersions,
  tablesChangedInTransaction,
  transactionId,
  type PurgeResult,
} from '../db/purge';
import { jobRun } from '../db/schema/jobs';
import { recordedRun } from './job-runs';

export const PURGE_REMOVED_ROWS = 'purge_removed_rows';

/** A run left RUNNING this long was stopped with its process: owed. */
const STOPPED_AFTER_MINUTES = 10;

export interface OwedPurge {
  runId: number;
  tables: string[];
  /** The removing transaction's id. */
  xid: string;
}

const describe = (result: PurgeResult) =>
  `Rewrote ${result.tables.join(', ') || 'nothing'}${result.checkpointed ? '; checkpointed' : '; no checkpoint (the account may not)'}`;

/**
 * Inside the transaction that removed something, at its end: records the rewrite it owes
 * (committed with it, or not at all) and the tables to rewrite.
 */
export async function owePurge(tx: DbExecutor): Promise<OwedPurge> {
  const tables = await tablesChangedInTransaction(tx);
  const [run] = await tx
    .insert(jobRun)
    .values({ job: PURGE_REMOVED_ROWS, detail: `Owed for ${tables.join(', ')}` })
    .returning({ id: jobRun.id });
  return { runId: run!.id, tables, xid: await transactionId(tx) };
}

/**
 * After the commit: rewrites the tables the owed runs name, and settles them. A failure is
 * recorded on them, for the hourly job to make good, and not thrown: what was removed is
 * removed from what the database answers; only its files wait.
 */
export async function settlePurges(
  db: DbExecutor,
  owed: readonly OwedPurge[],
  log: (message: string, error?: unknown) => void = () => undefined,
): Promise<PurgeResult | null> {
  if (owed.length === 0) return null;
  const ids = owed.map((purge) => purge.runId);
  const settle = (outcome: 'SUCCEEDED' | 'FAILED', detail: string) =>
    db
      .update(jobRun)
      .set({ outcome, detail, finishedAt: sql`now()` })
      .where(inArray(jobRun.id, ids));
  try {
    const tables = [...new Set(owed.flatMap((purge) => purge.tables))];
    const newest = owed.map((purge) => purge.xid).sort((a, b) => Number(BigInt(a) - BigInt(b)));
    const result = await purgeOldRowVersions(db, tables, newest.at(-1)!);
    await settle('SUCCEEDED', describe(result));
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log('Rewriting the tables after a removal failed; the hourly job tries again', error);
    await settle('FAILED', message).catch(() => undefined);
    return null;
  }
}

/** The owed runs: failed, or left running by a process that stopped. */
const owedWhere = and(
  eq(jobRun.job, PURGE_REMOVED_ROWS),
  or(
    eq(jobRun.outcome, 'FAILED'),
    and(
      eq(jobRun.outcome, 'RUNNING'),
      lt(
        jobRun.startedAt,
        sql`now() - interval '${sql.raw(String(STOPPED_AFTER_MINUTES))} minutes'`,
      ),
    ),
  ),
);

/**
 * The hourly job: when a rewrite is owed, rewrites every table of the application's schema
 * (which ones the lost run named no longer matters) and settles what was owed.
 */
export async function purgeOwed(db: DbExecutor): Promise<string> {
  const owed = await db.select({ id: jobRun.id }).from(jobRun).where(owedWhere);
  if (owed.length === 0) return 'Nothing owed';
  return recordedRun(db, PURGE_REMOVED_ROWS, async () => {
    // Every owed change committed before this transaction began.
    const now = await db.transaction((tx) => transactionId(tx));
    const tables = await rowsOf<{ table: string }>(
      db,
      sql`select format('%I.%I', n.nspname, c.relname) as "table" from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname = any (current_schemas(false)) order by 1`,
    );
    const result = await purgeOldRowVersions(
      db,
      tables.map((row) => row.table),
      now,
    );
    await db
      .update(jobRun)
      .set({ outcome: 'SUCCEEDED', detail: 'Made good by a later run', finishedAt: sql`now()` })
      .where(
        inArray(
          jobRun.id,
          owed.map((run) => run.id),
        ),
      );
    return describe(result);
  });
}
