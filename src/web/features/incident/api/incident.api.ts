/** Incident report queries and mutations (product.md §2.8, §3.6). */
import type {
  IncidentStatus,
  IncidentType,
} from '../../../../shared/domain/incident/incident.enums';
import { incidentDeclaration } from '../../../../shared/domain/incident/incident.record';
import { modelFilterOf } from '../../../../shared/record/list-filter';
import { CsvExportFields, type ListSelection } from '../../../lib/csv-download';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { pageWithTotal, usePagedList, type SortDirection } from '../../../lib/paged-list';
import { recordWrites } from '../../../lib/record-mutation';
import { IncidentReportFields } from './incident-report-fields.generated';

const ListIncidentReports = graphql(
  `
    query ListIncidentReports(
      $filter: ModelIncidentReportFilterInput
      $sortBy: IncidentReportSortField
      $sortDirection: SortDirection
      $openFirst: Boolean
      $limit: Int
      $nextToken: String
    ) {
      listIncidentReports(
        filter: $filter
        sortBy: $sortBy
        sortDirection: $sortDirection
        openFirst: $openFirst
        limit: $limit
        nextToken: $nextToken
      ) {
        items {
          ...IncidentReportFields
        }
        nextToken
      }
      total: countIncidentReports(filter: $filter)
    }
  `,
  [IncidentReportFields],
);

const GetIncidentReport = graphql(
  `
    query GetIncidentReport($id: ID!) {
      getIncidentReport(id: $id) {
        ...IncidentReportFields
      }
    }
  `,
  [IncidentReportFields],
);

const CreateIncidentReport = graphql(
  `
    mutation CreateIncidentReport($input: CreateIncidentReportInput!) {
      createIncidentReport(input: $input) {
        ...IncidentReportFields
      }
    }
  `,
  [IncidentReportFields],
);

const UpdateIncidentReport = graphql(
  `
    mutation UpdateIncidentReport($input: UpdateIncidentReportInput!) {
      updateIncidentReport(input: $input) {
        ...IncidentReportFields
      }
    }
  `,
  [IncidentReportFields],
);

const DeleteIncidentReport = graphql(`
  mutation DeleteIncidentReport($input: DeleteIncidentReportInput!) {
    deleteIncidentReport(input: $input) {
      id
    }
  }
`);

export type IncidentReport = ResultOf<typeof GetIncidentReport>['getIncidentReport'] & {};

/** The page's filters (issue: status, type, facility and date); null is "any". */
export interface IncidentFilter {
  from: string | null;
  to: string | null;
  facilityId: string | null;
  type: IncidentType | null;
  status: IncidentStatus | null;
  /** Who filed it, e.g. the signed-in volunteer's own reports (volunteer portal). */
  reporterId: string | null;
  /** Open and under-review reports before the others (the page's default). */
  openFirst: boolean;
  /** Within each group; by date, newest first, by default: recent reports are being worked on. */
  sortBy: IncidentReportSortField;
  sortDirection: SortDirection;
}

type IncidentReportSortField = NonNullable<VariablesOf<typeof ListIncidentReports>['sortBy']>;

export const INCIDENTS_KEY = ['incidents'] as const;

const ExportIncidentReports = graphql(
  `
    query ExportIncidentReports(
      $filter: ModelIncidentReportFilterInput
      $sortBy: IncidentReportSortField
      $sortDirection: SortDirection
      $openFirst: Boolean
    ) {
      exportIncidentReports(
        filter: $filter
        sortBy: $sortBy
        sortDirection: $sortDirection
        openFirst: $openFirst
      ) {
        ...CsvExportFields
      }
    }
  `,
  [CsvExportFields],
);

/** The list's date bounds: the page's From and To. */
export const INCIDENT_DATE_RANGE = { date: ['from', 'to'] } as const;

const toModelFilter = (filter: IncidentFilter) =>
  modelFilterOf(incidentDeclaration, filter, INCIDENT_DATE_RANGE);

const NO_INCIDENT_FILTER: IncidentFilter = {
  from: null,
  to: null,
  facilityId: null,
  type: null,
  status: null,
  reporterId: null,
  openFirst: true,
  sortBy: 'DATE',
  sortDirection: 'DESC',
};

/** Every report the list holds with this filter, in its order, as a CSV file (staff only). */
export async function exportIncidentReports({ filter }: ListSelection<IncidentFilter>) {
  return (
    await request(ExportIncidentReports, {
      filter: toModelFilter(filter),
      sortBy: filter.sortBy,
      sortDirection: filter.sortDirection,
      openFirst: filter.openFirst,
    })
  ).exportIncidentReports;
}

/** `initialFilter` narrows the list from the first request, e.g. to one reporter. */
export function useIncidentReportList(
  initialFilter: Partial<IncidentFilter> = {},
  addressKey?: string,
) {
  return usePagedList({
    addressKey,
    queryKey: INCIDENTS_KEY,
    initialFilter: { ...NO_INCIDENT_FILTER, ...initialFilter },
    fetchPage: async ({ filter, limit, nextToken }) =>
      pageWithTotal(
        await request(ListIncidentReports, {
          filter: toModelFilter(filter),
          sortBy: filter.sortBy,
          sortDirection: filter.sortDirection,
          openFirst: filter.openFirst,
          limit,
          nextToken,
        }),
        'listIncidentReports',
      ),
  });
}

export async function fetchIncidentReport(id: string): Promise<IncidentReport | null> {
  return (await request(GetIncidentReport, { id })).getIncidentReport;
}

const writes = recordWrites(
  INCIDENTS_KEY,
  CreateIncidentReport,
  UpdateIncidentReport,
  DeleteIncidentReport,
);
export const useCreateIncidentReport = writes.useCreate;
export const useUpdateIncidentReport = writes.useUpdate;
export const useDeleteIncidentReport = writes.useDelete;
