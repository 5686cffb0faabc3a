import { Anchor, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { VolunteerDashboardStats } from '../api/volunteer-dashboard.api';

const clients = (count: number) => (count === 1 ? '1 client' : `${count} clients`);
const steps = (count: number) => (count === 1 ? '1 reentry step' : `${count} reentry steps`);
const checkIns = (count: number) =>
  count === 1
    ? '1 client of yours has a check-in due'
    : `${count} clients of yours have check-ins due`;

/**
 * What of the reentry work is theirs now (product.md §3.3.1, §3.3.2): their clients coming home
 * within 30 days, the overdue steps they own and their clients with a check-in due, leading to
 * their contacts, where each plan and its check-ins open. Shown only when there is something.
 */
export function ReentryAttention({ stats }: { stats: VolunteerDashboardStats }) {
  const { releasesSoon, overdueReentrySteps, checkInsDue } = stats;
  if (releasesSoon === 0 && overdueReentrySteps === 0 && checkInsDue === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-label="Reentry">
      <Group justify="space-between" gap="sm">
        <div>
          {releasesSoon > 0 && (
            <Text>{`${clients(releasesSoon)} of yours released within 30 days`}</Text>
          )}
          {overdueReentrySteps > 0 && (
            <Text c="red.9" fw={600}>{`${steps(overdueReentrySteps)} of yours overdue`}</Text>
          )}
          {checkInsDue > 0 && (
            <Text c="red.9" fw={600}>
              {checkIns(checkInsDue)}
            </Text>
          )}
        </div>
        <Anchor component={Link} to="/volunteer/contacts">
          Open their reentry plans
        </Anchor>
      </Group>
    </Card>
  );
}
