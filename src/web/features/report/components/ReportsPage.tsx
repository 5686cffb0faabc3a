import { Alert, Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { LoadError } from '../../../components/LoadError';
import { PageTitle } from '../../../components/PageTitle';
import { ReferenceFilter } from '../../../components/records/ListFilters';
import { useAddressState } from '../../../lib/address-state';
import { formatDay } from '../../../lib/date-format';
import { useToday } from '../../../lib/use-now';
import { reportRangeSchema, yearToDate } from '../../../../shared/domain/report/report-range';
import { facilityChoices } from '../../facility/api/facility.api';
import { useProgrammeReport, type ReportSelection } from '../api/report.api';
import { ReportSectionView } from './ReportSectionView';
import {
  REPORT_ORGANISATION,
  usePrintedReportFacts,
  type PrintedReportFacts,
} from './report-print';
import '../../../components/printable.css';
import './report.css';

export const REPORT_LOAD_FAILED = 'Failed to load the report. Please try again.';

/** What protects the people behind the figures, and what does not (decision 085). */
export const REPORT_PROTECTION_NOTE =
  'Counts from 1 to 4 are shown as “fewer than 5”, and figures that would let one be worked out ' +
  '(from a total, the other rows or a rate) as “withheld”, so that no figure in this report ' +
  'points at a person. This holds within one report only: two reports compared, such as two ' +
  'periods a day apart or one facility against all, can still show a small number by ' +
  'difference. Hand out reports for whole months or longer, not overlapping ones.';

/** The period's problems by field, as the server would name them (one schema for both). */
function rangeErrors(from: string, to: string): { from?: string; to?: string } {
  const parsed = reportRangeSchema.safeParse({ from, to });
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
  ) as { from?: string; to?: string };
}

/**
 * The Reports page (product.md §2.11): what the programme did over a period, for its board and
 * funders: counts, never names; fewer than five shown as such and what would reveal one withheld
 * (decision 085); clients without data-usage consent left out and counted. Printed for a board
 * with its organisation, period, facility, day and page numbers on every page (decision 104);
 * each section also as a CSV file.
 */
export function ReportsPage() {
  const today = useToday();
  const opening = yearToDate(today);
  const [view, setView] = useAddressState({
    from: opening.from,
    to: opening.to,
    facilityId: null as string | null,
  });
  const from = view.from ?? '';
  const to = view.to ?? '';
  const errors = rangeErrors(from, to);
  const valid = errors.from === undefined && errors.to === undefined;
  const selection: ReportSelection | null = valid
    ? { from, to, facilityId: view.facilityId }
    : null;
  const report = useProgrammeReport(selection);
  // On every printed page, in its margins (report.css, decision 104).
  const paper: PrintedReportFacts | null = report.data
    ? {
        period: `${formatDay(report.data.from)} to ${formatDay(report.data.to)}`,
        facility: report.data.facilityName ?? 'All facilities',
        printed: `Printed ${formatDay(today)}`,
      }
    : null;
  usePrintedReportFacts(paper);

  return (
    <>
      <PageTitle title="Reports">
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
          disabled={!report.isSuccess}
          data-print-hide
        >
          Print
        </Button>
      </PageTitle>
      <Group align="flex-start" gap="md" mb="lg" wrap="wrap" data-print-hide>
        <TextInput
          label="First day"
          type="date"
          w={170}
          value={from}
          error={errors.from}
          onChange={(event) => setView({ from: event.currentTarget.value })}
        />
        <TextInput
          label="Last day"
          type="date"
          w={170}
          value={to}
          error={errors.to}
          onChange={(event) => setView({ to: event.currentTarget.value })}
        />
        <ReferenceFilter
          label="Facility"
          anyLabel="All Facilities"
          width={240}
          choices={facilityChoices}
          value={view.facilityId}
          onChange={(facilityId) => setView({ facilityId })}
        />
      </Group>
      {report.isPending && valid && (
        <Center py="xl">
          <Stack align="center" gap="xs">
            <Loader aria-hidden />
            <Text>Counting…</Text>
          </Stack>
        </Center>
      )}
      {report.isError && (
        <LoadError message={REPORT_LOAD_FAILED} onRetry={() => void report.refetch()} />
      )}
      {report.data && paper && (
        <Stack gap="xl" className="report" aria-busy={report.isFetching}>
          {/* On paper only: whose report and when it was printed, at the top of the first page
              in a browser that prints no page margins (decision 104). */}
          <div className="report-print-header">
            <Text fw={700}>{REPORT_ORGANISATION}</Text>
            <Text size="sm">{paper.printed}</Text>
          </div>
          <Text fw={600} data-testid="report-scope">
            {paper.period} · {paper.facility}
          </Text>
          {report.data.leftOutNote && (
            <Alert color="gray" variant="light" title="Consent">
              {report.data.leftOutNote}
            </Alert>
          )}
          <Text size="sm" c="dimmed" data-testid="report-protection">
            {REPORT_PROTECTION_NOTE}
          </Text>
          {report.data.sections.map((section) => (
            <ReportSectionView key={section.key} section={section} selection={selection} />
          ))}
        </Stack>
      )}
    </>
  );
}
