/**
 * The record of each background job's runs, for admins (decision 067): started, finished, and
 * what it did or why it failed. The same on both databases, whichever runner started the job.
 */
import { desc, eq, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { jobRun, type JobRunRow } from '../db/schema/jobs';

const KEPT_DAYS = 90;

/** Runs `work` as one run of `job`, recorded; a failure is recorded and thrown again. */
export async function recordedRun(
  db: DbExecutor,
  job: string,
  work: () => Promise<string>,
): Promise<string> {
  const [run] = await db.insert(jobRun).values({ job }).returning({ id: jobRun.id });
  const finish = (outcome: 'SUCCEEDED' | 'FAILED', detail: string) =>
    db
      .update(jobRun)
      .set({ outcome, detail, finishedAt: sql`now()` })
      .where(eq(jobRun.id, run!.id));
  try {
    const detail = await work();
    await finish('SUCCEEDED', detail);
    return detail;
  } catch (error) {
    await finish('FAILED', error instanceof Error ? error.message : String(error));
    throw error;
  } finally {
    await db
      .delete(jobRun)
      .where(lt(jobRun.startedAt, sql`now() - interval '${sql.raw(String(KEPT_DAYS))} days'`));
  }
}

/** The latest runs, newest first. */
export const latestRuns = (db: DbExecutor, limit = 20): Promise<JobRunRow[]> =>
  db.select().from(jobRun).orderBy(desc(jobRun.startedAt), desc(jobRun.id)).limit(limit);
