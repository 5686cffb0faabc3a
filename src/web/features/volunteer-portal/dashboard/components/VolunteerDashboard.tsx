import { Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { LoadError } from '../../../../components/LoadError';
import { useLiveUpdates } from '../../../../lib/live-updates';
import { useToday } from '../../../../lib/use-now';
import { useVolunteerDashboard, VOLUNTEER_DASHBOARD_KEY } from '../api/volunteer-dashboard.api';
import { ClientItem, ProgramItem, ResourceItem } from './DashboardItems';
import { DashboardSection } from './DashboardSection';
import { ReentryAttention } from './ReentryAttention';
import { StatCards } from './StatCards';

const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard data';

/**
 * The figures and the four lists of product.md §2.10 for one volunteer. "Today" is the programme's
 * date, as for the server's figures, read again each minute so that the lists move on at midnight.
 */
export function VolunteerDashboard({ volunteerId }: { volunteerId: string }) {
  const today = useToday();
  const dashboard = useVolunteerDashboard(volunteerId, today);
  // Someone else's change (an admin assigns a client, a resource runs out) shows at once.
  useLiveUpdates(
    ['Program', 'Client', 'ReentryStep', 'Resource', 'Facility'],
    [VOLUNTEER_DASHBOARD_KEY],
  );

  const { stats, upcoming, recent, clients, resources } = dashboard;

  return (
    <Stack gap="xl">
      {dashboard.failed && <LoadError message={DASHBOARD_LOAD_FAILED} onRetry={dashboard.retry} />}
      {!dashboard.loaded && !dashboard.failed && (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader aria-hidden />
            <Text>Loading dashboard data...</Text>
          </Stack>
        </Center>
      )}
      {dashboard.loaded && stats.data && (
        <>
          <StatCards stats={stats.data} />
          <ReentryAttention stats={stats.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <DashboardSection
              title="Upcoming Programs"
              items={upcoming.data ?? []}
              emptyText="No upcoming programs scheduled"
              more={{ to: '/volunteer/activities', label: 'All my programs' }}
              keyOf={(program) => program.id}
              renderItem={(program) => (
                <ProgramItem program={program} facilityName={program.facilityName ?? ''} />
              )}
            />
            <DashboardSection
              title="Recent Programs"
              items={recent.data ?? []}
              emptyText="No recent programs found"
              keyOf={(program) => program.id}
              renderItem={(program) => (
                <ProgramItem program={program} facilityName={program.facilityName ?? ''} />
              )}
            />
            <DashboardSection
              title="Assigned Clients"
              items={clients.data ?? []}
              emptyText="No assigned clients found"
              more={{ to: '/volunteer/contacts', label: 'All my clients' }}
              keyOf={(client) => client.id}
              renderItem={(client) => <ClientItem client={client} today={today} />}
            />
            <DashboardSection
              title="Available Resources"
              items={resources.data?.items ?? []}
              emptyText="No available resources found"
              more={
                resources.data?.facilityId
                  ? {
                      to: '/volunteer/resources',
                      label: `All available resources at ${resources.data.facilityName} (${resources.data.total})`,
                    }
                  : undefined
              }
              keyOf={(resource) => resource.id}
              renderItem={(resource) => <ResourceItem resource={resource} />}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
