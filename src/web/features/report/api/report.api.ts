/**
 * The Reports page's figures and the overview's trends (product.md §2.11, §2.4; decision 071):
 * counted on the server, written there too, so the page, its print and its CSV files agree.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CsvExportFields, type CsvFile } from '../../../lib/csv-download';
import { graphql, request, type ResultOf } from '../../../lib/graphql';

const ProgrammeReportQuery = graphql(`
  query ProgrammeReport($from: String!, $to: String!, $facilityId: ID) {
    programmeReport(from: $from, to: $to, facilityId: $facilityId) {
      from
      to
      facilityName
      leftOutNote
      sections {
        key
        title
        note
        tables {
          title
          columns
          rows {
            label
            cells {
              text
            }
          }
        }
      }
    }
  }
`);

type ProgrammeReport = ResultOf<typeof ProgrammeReportQuery>['programmeReport'];
export type ReportSection = ProgrammeReport['sections'][number];
export type ReportSectionKey = ReportSection['key'];

export interface ReportSelection {
  from: string;
  to: string;
  facilityId: string | null;
}

const REPORTS_KEY = ['programmeReport'] as const;

export function useProgrammeReport(selection: ReportSelection | null) {
  return useQuery({
    queryKey: [...REPORTS_KEY, selection],
    queryFn: async () => (await request(ProgrammeReportQuery, selection!)).programmeReport,
    enabled: selection !== null,
    // The last report stays on screen while the next period is counted.
    placeholderData: keepPreviousData,
  });
}

const ExportReportSection = graphql(
  `
    query ExportReportSection(
      $section: ReportSectionKey!
      $from: String!
      $to: String!
      $facilityId: ID
    ) {
      exportProgrammeReport(section: $section, from: $from, to: $to, facilityId: $facilityId) {
        ...CsvExportFields
      }
    }
  `,
  [CsvExportFields],
);

export async function exportReportSection(
  section: ReportSectionKey,
  selection: ReportSelection,
): Promise<CsvFile> {
  return (await request(ExportReportSection, { section, ...selection })).exportProgrammeReport;
}

const ProgrammeTrendsQuery = graphql(`
  query ProgrammeTrends {
    programmeTrends {
      leftOutWithoutConsent
      months {
        month
        label
        programsHeld
        programsHeldByType {
          type
          count
        }
        attendees
        newAttendees
        volunteerHours
        itemsDistributed
        releases
        checkIns
        housedStably
        employed
        returnedToCustody
      }
    }
  }
`);

export type TrendMonth = ResultOf<typeof ProgrammeTrendsQuery>['programmeTrends']['months'][number];

const programmeTrendsQuery = () =>
  queryOptions({
    queryKey: [...REPORTS_KEY, 'trends'],
    queryFn: async () => (await request(ProgrammeTrendsQuery)).programmeTrends,
  });

export function useProgrammeTrends() {
  return useQuery(programmeTrendsQuery());
}
