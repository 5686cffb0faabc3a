import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/date-format';
import { useLatestJobRuns, type JobRun } from '../api/dashboard.api';

/** What each background job is called on screen (decision 067). */
const JOB_NAMES: Record<string, string> = {
  clearance_reminders: 'Clearance reminders',
  // After an anonymisation or a retention run (decision 086).
  purge_removed_rows: 'Removed details out of the database files',
};

const describeRun = (run: JobRun) =>
  run.outcome === 'RUNNING'
    ? `Running since ${formatDateTime(run.startedAt)}`
    : `${run.outcome === 'FAILED' ? 'Failed' : 'Last run'} ${formatDateTime(run.finishedAt ?? run.startedAt)}: ${run.detail ?? ''}`;

/**
 * Each background job's latest run (decision 067), in red with its reason when it failed: an
 * admin sees that reminders go out, or why they do not.
 */
export function BackgroundJobs() {
  const runs = useLatestJobRuns();
  if (!runs.isSuccess) {
    return runs.isError ? (
      <Text size="sm" c="red.9">
        Failed to load the background jobs. Reload the page to try again.
      </Text>
    ) : null;
  }
  const latest = new Map<string, JobRun>();
  for (const run of runs.data) if (!latest.has(run.job)) latest.set(run.job, run);
  return (
    <section aria-labelledby="background-jobs">
      <Title order={2} size="h4" id="background-jobs" mb="sm">
        Background jobs
      </Title>
      <Card withBorder padding={0}>
        {latest.size === 0 && (
          <Text size="sm" px="lg" py="sm">
            No runs yet: the first starts shortly after the server does.
          </Text>
        )}
        {[...latest.values()].map((run) => (
          <Group key={run.job} justify="space-between" px="lg" py="sm" wrap="wrap" gap="xs">
            <Text fw={600}>{JOB_NAMES[run.job] ?? run.job}</Text>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text
                size="sm"
                c={run.outcome === 'FAILED' ? 'red.9' : undefined}
                data-testid={`job-${run.job}`}
                style={{ overflowWrap: 'anywhere' }}
              >
                {describeRun(run)}
              </Text>
            </Stack>
          </Group>
        ))}
      </Card>
    </section>
  );
}
