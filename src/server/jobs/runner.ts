/**
 * What runs the background jobs (decision 067). On PostgreSQL, graphile-worker: its cron starts
 * each job once across every server process, backfills the runs missed while no process was up,
 * and retries a failed run. On the embedded database, a timer in the one server process that
 * may open it (the data directory is locked, decision 002): one process means once, and the jobs
 * look at what is due rather than at the clock, so a run at start catches up what was missed.
 */
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { sendClearanceReminders } from './clearance-reminders';
import { recordedRun } from './job-runs';
import { PURGE_REMOVED_ROWS, purgeOwed } from './purge-removed-rows';

const CLEARANCE_REMINDERS = 'clearance_reminders';

export interface JobsOptions {
  db: Database;
  /** Set: PostgreSQL, run by graphile-worker; null: the embedded database. */
  databaseUrl: string | null;
  mailer: Pick<Mailer, 'send'>;
  baseUrl: string;
  timeZone: string;
  log: (message: string, error?: unknown) => void;
  /** The embedded database's timer; also how soon after start the first run goes. */
  everyMs?: number;
  firstAfterMs?: number;
}

export interface Jobs {
  stop(): Promise<void>;
}

const HOUR = 60 * 60_000;

/** The jobs, each recorded in job_run. */
function jobList(options: JobsOptions): Record<string, () => Promise<string>> {
  return {
    [CLEARANCE_REMINDERS]: () =>
      recordedRun(options.db, CLEARANCE_REMINDERS, () =>
        sendClearanceReminders({
          db: options.db,
          mailer: options.mailer,
          baseUrl: options.baseUrl,
          timeZone: options.timeZone,
        }),
      ),
    // A rewrite of tables left owed by an anonymisation or retention run (decision 086).
    [PURGE_REMOVED_ROWS]: () => purgeOwed(options.db),
  };
}

export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const jobs = jobList(options);
  if (options.databaseUrl) return startGraphileWorker(options, jobs);
  return startTimer(options, jobs);
}

function startTimer(options: JobsOptions, jobs: Record<string, () => Promise<string>>): Jobs {
  let running: Promise<unknown> = Promise.resolve();
  const runAll = () => {
    running = running.then(async () => {
      for (const [name, job] of Object.entries(jobs)) {
        await job().catch((error: unknown) => options.log(`Job ${name} failed`, error));
      }
    });
  };
  const first = setTimeout(runAll, options.firstAfterMs ?? 30_000);
  const every = setInterval(runAll, options.everyMs ?? HOUR);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}

async function startGraphileWorker(
  options: JobsOptions,
  jobs: Record<string, () => Promise<string>>,
): Promise<Jobs> {
  const { run, Logger } = await import('graphile-worker');
  const logger = new Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning') options.log(`graphile-worker: ${message}`);
  });
  const runner = await run({
    connectionString: options.databaseUrl!,
    concurrency: 1,
    noHandleSignals: true,
    pollInterval: 60_000,
    logger,
    taskList: Object.fromEntries(
      Object.entries(jobs).map(([name, job]) => [name, async () => void (await job())]),
    ),
    // Every hour on the hour; runs missed in the last day (no process up) are made up at start.
    crontab: [
      `0 * * * * ${CLEARANCE_REMINDERS} ?fill=1d&max=3`,
      `30 * * * * ${PURGE_REMOVED_ROWS} ?max=3`,
    ].join('\n'),
  });
  // Also once now: the cron's first tick may be most of an hour away.
  await runner.addJob(CLEARANCE_REMINDERS, {}, { jobKey: `${CLEARANCE_REMINDERS}_at_start` });
  return { stop: () => runner.stop() };
}
