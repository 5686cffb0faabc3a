/** latestJobRuns: the background jobs' last runs and failures, for admins (decision 067). */
import type { JobRunRow } from '../../db/schema/jobs';
import { builder } from '../../graphql/builder';
import { latestRuns } from '../../jobs/job-runs';

const JobRun = builder.objectRef<JobRunRow>('JobRun').implement({
  description: 'One run of a background job (e.g. clearance_reminders)',
  fields: (t) => ({
    id: t.id({ resolve: (row) => String(row.id) }),
    job: t.exposeString('job'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    outcome: t.exposeString('outcome', { description: 'RUNNING, SUCCEEDED or FAILED' }),
    detail: t.exposeString('detail', {
      nullable: true,
      description: 'What the run did, or why it failed',
    }),
  }),
});

builder.queryFields((t) => ({
  latestJobRuns: t.field({
    type: [JobRun],
    description: 'The latest runs of the background jobs, newest first (at most 20)',
    authScopes: { permission: 'dashboard.adminStats' },
    resolve: (_root, _args, context) => latestRuns(context.db, 20),
  }),
}));
