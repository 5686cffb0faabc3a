/** latestJobRuns (decision 067): admins see the jobs' runs and failures; no one else. */
import { describe, expect, it } from 'vitest';
import { recordedRun } from '../../jobs/job-runs';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const QUERY = '{ latestJobRuns { job outcome detail finishedAt } }';

describe('latestJobRuns', () => {
  it('lists the runs newest first, failures with their reason, for admins only', async () => {
    const db = app.database.db;
    await recordedRun(db, 'clearance_reminders', async () => '2 reminders sent');
    await expect(
      recordedRun(db, 'clearance_reminders', () => Promise.reject(new Error('SMTP refused'))),
    ).rejects.toThrow('SMTP refused');
    const admin = await callerAs(app.server, db, 'Admins');
    const { data } = await admin.run<{
      latestJobRuns: { job: string; outcome: string; detail: string; finishedAt: string }[];
    }>(QUERY);
    expect(data!.latestJobRuns.map(({ job, outcome, detail }) => [job, outcome, detail])).toEqual([
      ['clearance_reminders', 'FAILED', 'SMTP refused'],
      ['clearance_reminders', 'SUCCEEDED', '2 reminders sent'],
    ]);
    expect(data!.latestJobRuns.every((run) => run.finishedAt)).toBe(true);
    const volunteer = await callerAs(app.server, db, 'Volunteers');
    expect(errorCode(await volunteer.run(QUERY))).toBe('FORBIDDEN');
  });
});
