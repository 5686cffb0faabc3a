import { BarChart, type BarChartSeries } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Card, Center, Loader, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { enumLabel } from '../../../../shared/domain/common/labels';
import { leftOutText } from '../../../../shared/domain/report/figures';
import { LoadError } from '../../../components/LoadError';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { useProgrammeTrends, type TrendMonth } from '../../report/api/report.api';
import classes from './TrendCharts.module.css';

type Row = Record<string, string | number>;

interface Trend {
  id: string;
  title: string;
  stacked?: boolean;
  /** The chart's series: each a figure of the month, with its label and colour. */
  series: (months: TrendMonth[]) => (BarChartSeries & { label: string })[];
  rows: (months: TrendMonth[]) => Row[];
}

const PALETTE = ['brand.6', 'orange.6', 'blue.6', 'grape.6', 'teal.7', 'red.6', 'cyan.7', 'gray.6'];

const figure = (
  name: keyof TrendMonth,
  label: string,
  color: string,
): BarChartSeries & { label: string } => ({ name, label, color });

const monthRows = (months: TrendMonth[]) =>
  months.map((month) => ({ ...month, programsHeldByType: 0 }) as unknown as Row);

const programTypes = (months: TrendMonth[]) =>
  [
    ...new Set(months.flatMap((month) => month.programsHeldByType.map((entry) => entry.type))),
  ].sort();

/** The overview's charts (product.md §2.4): the last 12 months, each also as a table. */
const TRENDS: Trend[] = [
  {
    id: 'programs',
    title: 'Programs held, by type',
    stacked: true,
    series: (months) =>
      programTypes(months).map((type, index) => ({
        name: type,
        label: enumLabel(type),
        color: PALETTE[index % PALETTE.length]!,
      })),
    rows: (months) =>
      months.map((month) => ({
        label: month.label,
        ...Object.fromEntries(programTypes(months).map((type) => [type, 0])),
        ...Object.fromEntries(month.programsHeldByType.map((entry) => [entry.type, entry.count])),
      })),
  },
  {
    id: 'attendance',
    title: 'Attendees and new attendees',
    series: () => [
      figure('attendees', 'Attendees', 'brand.6'),
      figure('newAttendees', 'New attendees', 'orange.6'),
    ],
    rows: monthRows,
  },
  {
    id: 'hours',
    title: 'Volunteer hours',
    series: () => [figure('volunteerHours', 'Hours', 'brand.6')],
    rows: monthRows,
  },
  {
    id: 'resources',
    title: 'Resources distributed',
    series: () => [figure('itemsDistributed', 'Items', 'blue.6')],
    rows: monthRows,
  },
  {
    id: 'releases',
    title: 'Releases',
    series: () => [figure('releases', 'Released', 'grape.6')],
    rows: monthRows,
  },
  {
    id: 'outcomes',
    title: 'Check-ins after release',
    series: () => [
      figure('checkIns', 'Check-ins', 'gray.6'),
      figure('housedStably', 'Stable housing', 'brand.6'),
      figure('employed', 'Employed', 'blue.6'),
      figure('returnedToCustody', 'Returned to custody', 'red.6'),
    ],
    rows: monthRows,
  },
];

/** The chart's numbers: what a screen reader reads and what can be copied. */
function TrendTable({ trend, months }: { trend: Trend; months: TrendMonth[] }) {
  const series = trend.series(months);
  return (
    <details className={classes.numbers}>
      <summary>Show the numbers</summary>
      <ScrollableTable label={`${trend.title}, by month`} minWidth={series.length > 2 ? 420 : 0}>
        <Table withTableBorder striped>
          <Table.Caption>{trend.title}, by month</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Month</Table.Th>
              {series.map((entry) => (
                <Table.Th key={entry.name} scope="col" ta="right">
                  {entry.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trend.rows(months).map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row" fw={400}>
                  {row.label}
                </Table.Th>
                {series.map((entry) => (
                  <Table.Td key={entry.name} ta="right">
                    {row[entry.name] ?? 0}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollableTable>
    </details>
  );
}

export const TRENDS_LOAD_FAILED = 'Failed to load the trends. Please try again.';

/**
 * Twelve months at a glance, beside the overview's figures (product.md §2.4). Loaded after the
 * figures, with its own code: the chart library is only fetched on the pages that draw charts.
 */
export function TrendCharts() {
  const trends = useProgrammeTrends();
  return (
    <section aria-labelledby="trends">
      <Title order={2} size="h4" id="trends" mb="sm">
        The last 12 months
      </Title>
      {trends.isPending && (
        <Center py="lg">
          <Loader aria-label="Loading the trends" />
        </Center>
      )}
      {trends.isError && (
        <LoadError message={TRENDS_LOAD_FAILED} onRetry={() => void trends.refetch()} />
      )}
      {trends.isSuccess && trends.data.leftOutWithoutConsent > 0 && (
        <Text size="sm" mb="sm">
          {leftOutText(trends.data.leftOutWithoutConsent)}
        </Text>
      )}
      {trends.isSuccess && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {TRENDS.map((trend) => (
            <Card key={trend.id} withBorder padding="md" component="figure" m={0}>
              <Text component="figcaption" fw={600} mb="sm" id={`trend-${trend.id}`}>
                {trend.title}
              </Text>
              <div aria-hidden data-testid={`trend-chart-${trend.id}`}>
                <BarChart
                  h={220}
                  data={trend.rows(trends.data.months)}
                  dataKey="label"
                  type={trend.stacked ? 'stacked' : 'default'}
                  series={trend.series(trends.data.months)}
                  withLegend={trend.series(trends.data.months).length > 1}
                  tickLine="y"
                  gridAxis="y"
                  // Read through the table below instead: a chart a keyboard could enter but a
                  // screen reader is told to skip would be a trap.
                  barChartProps={{ accessibilityLayer: false }}
                />
              </div>
              <TrendTable trend={trend} months={trends.data.months} />
            </Card>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
