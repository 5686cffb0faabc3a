import { Anchor, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '../../../lib/lazy-named';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { useDashboardStats, type DashboardStats } from '../api/dashboard.api';
import { BackgroundJobs } from './BackgroundJobs';
import { GettingStarted } from './GettingStarted';

/** The four figures of product.md §2.4, in its order. */
const STAT_CARDS: { label: string; value: keyof DashboardStats }[] = [
  { label: 'Active Volunteers', value: 'activeVolunteers' },
  { label: 'Total Facilities', value: 'totalFacilities' },
  { label: 'Recent Programs', value: 'recentPrograms' },
  { label: 'Open Incidents', value: 'openIncidents' },
];

/**
 * What staff look at next, each leading to exactly the records it counts (the list then shows
 * the same number): the week of follow-ups is the programme's, as the server counted it (its
 * dates come with the figures, so this page needs no date code of its own).
 */
const NEEDS_ATTENTION: {
  label: string;
  value: keyof DashboardStats;
  path: (stats: DashboardStats) => string;
}[] = [
  {
    label: 'Follow-ups due this week',
    value: 'followUpsDueThisWeek',
    path: ({ today, followUpsDueBy }) =>
      `/admin/clients?followUpFrom=${today}&followUpTo=${followUpsDueBy}`,
  },
  {
    label: 'Pending schedule requests',
    value: 'pendingScheduleRequests',
    path: () => '/admin/schedules?status=PENDING',
  },
  {
    // Undecided when their day came: no longer under Upcoming, so named here.
    label: 'Requests left pending after their day',
    value: 'pendingRequestsPassed',
    path: () => '/admin/schedules?tab=past&status=PENDING',
  },
  {
    label: 'Clearances expiring within 30 days',
    value: 'clearancesExpiringSoon',
    path: ({ today, clearancesExpireBy }) =>
      `/admin/volunteers?clearanceExpiresFrom=${today}&clearanceExpiresTo=${clearancesExpireBy}`,
  },
  {
    label: 'Releases within 30 days',
    value: 'releasesSoon',
    // The Releases page opens on the same 30 days.
    path: () => '/admin/releases',
  },
  {
    label: 'Clients with overdue reentry steps',
    value: 'clientsWithOverdueSteps',
    path: ({ today }) => `/admin/clients?stepsOverdueOn=${today}&sortBy=RELEASE_DATE`,
  },
  {
    label: 'Clients with check-ins due',
    value: 'clientsWithCheckInsDue',
    path: ({ today }) => `/admin/clients?checkInsDueOn=${today}&sortBy=RELEASE_DATE`,
  },
  {
    label: 'Released without an ID',
    value: 'releasedWithoutId',
    path: ({ today }) => `/admin/clients?releasedWithoutIdOn=${today}&sortBy=RELEASE_DATE`,
  },
  {
    label: 'Resources to reorder',
    value: 'resourcesToReorder',
    path: () => '/admin/resources?stock=REORDER',
  },
];

// The charts' code (and the chart library's) comes after the figures: they paint first.
const TrendCharts = lazyNamed(() => import('./TrendCharts'), 'TrendCharts');

export const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard data. Please try again.';

/**
 * The admin overview (product.md §2.4): a new installation's first steps while any are left, stat
 * cards, what needs attention, then the last 12 months in charts (after the list staff act on, so
 * a phone shows that first).
 */
export function OverviewPage() {
  const stats = useDashboardStats();
  return (
    <>
      <PageTitle title="Dashboard Overview" />
      {stats.isPending && (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader aria-hidden />
            <Text>Loading dashboard data...</Text>
          </Stack>
        </Center>
      )}
      {stats.isError && (
        <LoadError message={DASHBOARD_LOAD_FAILED} onRetry={() => void stats.refetch()} />
      )}
      {stats.isSuccess && (
        <Stack gap="xl">
          <GettingStarted steps={stats.data.gettingStarted} />
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} component="ul" p={0} m={0}>
            {STAT_CARDS.map(({ label, value }) => (
              <Card
                key={value}
                component="li"
                withBorder
                padding="lg"
                style={{ listStyle: 'none' }}
              >
                <Text size="sm" c="dimmed" fw={500}>
                  {label}
                </Text>
                <Text fz={32} fw={700} lh={1.2} data-testid={`stat-${value}`}>
                  {stats.data.dashboardStats[value]}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <section aria-labelledby="needs-attention">
            <Title order={2} size="h4" id="needs-attention" mb="sm">
              Needs attention
            </Title>
            <Card withBorder padding={0}>
              {NEEDS_ATTENTION.map(({ label, value, path }) => (
                <Group key={value} justify="space-between" px="lg" py="sm" wrap="nowrap">
                  <Anchor component={Link} to={path(stats.data.dashboardStats)}>
                    {label}
                  </Anchor>
                  <Text fw={700} data-testid={`attention-${value}`}>
                    {stats.data.dashboardStats[value]}
                  </Text>
                </Group>
              ))}
            </Card>
          </section>
          <Suspense fallback={null}>
            <TrendCharts />
          </Suspense>
          <BackgroundJobs />
        </Stack>
      )}
    </>
  );
}
