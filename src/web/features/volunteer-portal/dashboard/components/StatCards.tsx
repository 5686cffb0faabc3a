import { Card, SimpleGrid, Text } from '@mantine/core';
import type { VolunteerDashboardStats } from '../api/volunteer-dashboard.api';
import { formatHours } from '../../../../lib/format';

interface StatCard {
  label: string;
  /** Said under the label when the figure covers only part of the time. */
  period?: string;
  value: (stats: VolunteerDashboardStats) => string;
}

/** product.md §2.10, in its order; the server counts them (this month in the programme's zone). */
const STAT_CARDS: StatCard[] = [
  {
    label: 'Total Programs',
    period: 'This month',
    value: (stats) => String(stats.totalProgramsThisMonth),
  },
  { label: 'Active Clients', value: (stats) => String(stats.activeClients) },
  {
    label: 'Hours Dedicated',
    period: 'This month',
    value: (stats) => formatHours(stats.hoursDedicatedThisMonth),
  },
  { label: 'Facilities Covered', value: (stats) => String(stats.facilitiesCovered) },
];

/** The four figures, as a labelled list: two a row on a phone, four on a wide screen. */
export function StatCards({ stats }: { stats: VolunteerDashboardStats }) {
  return (
    <SimpleGrid
      component="ul"
      aria-label="Your figures"
      cols={{ base: 2, lg: 4 }}
      spacing="sm"
      p={0}
      m={0}
    >
      {STAT_CARDS.map(({ label, period, value }) => (
        <Card key={label} component="li" withBorder padding="md" style={{ listStyle: 'none' }}>
          <Text size="sm" fw={600} c="gray.8">
            {label}
          </Text>
          {period && (
            <Text size="xs" c="dimmed">
              {period}
            </Text>
          )}
          <Text fz={28} fw={700} lh={1.2} mt={4}>
            {value(stats)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
