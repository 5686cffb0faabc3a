/** Program queries and mutations (product.md §2.7, §3.5). */
import type {
  ApprovalStatus,
  ProgramStatus,
  ProgramType,
} from '../../../../shared/domain/program/program.enums';
import { programDeclaration } from '../../../../shared/domain/program/program.record';
import { modelFilterOf } from '../../../../shared/record/list-filter';
import { CsvExportFields, type ListSelection } from '../../../lib/csv-download';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { pageWithTotal, usePagedList } from '../../../lib/paged-list';
import { recordWrites } from '../../../lib/record-mutation';
import { ProgramFields } from './program-fields.generated';

const ListPrograms = graphql(
  `
    query ListPrograms(
      $filter: ModelProgramFilterInput
      $sortBy: ProgramSortField
      $sortDirection: SortDirection
      $limit: Int
      $nextToken: String
    ) {
      listPrograms(
        filter: $filter
        sortBy: $sortBy
        sortDirection: $sortDirection
        limit: $limit
        nextToken: $nextToken
      ) {
        items {
          ...ProgramFields
        }
        nextToken
      }
      total: countPrograms(filter: $filter)
    }
  `,
  [ProgramFields],
);

const GetProgram = graphql(
  `
    query GetProgram($id: ID!) {
      getProgram(id: $id) {
        ...ProgramFields
      }
    }
  `,
  [ProgramFields],
);

const CreateProgram = graphql(
  `
    mutation CreateProgram($input: CreateProgramInput!) {
      createProgram(input: $input) {
        ...ProgramFields
      }
    }
  `,
  [ProgramFields],
);

const UpdateProgram = graphql(
  `
    mutation UpdateProgram($input: UpdateProgramInput!) {
      updateProgram(input: $input) {
        ...ProgramFields
      }
    }
  `,
  [ProgramFields],
);

const DeleteProgram = graphql(`
  mutation DeleteProgram($input: DeleteProgramInput!) {
    deleteProgram(input: $input) {
      id
    }
  }
`);

export type Program = ResultOf<typeof GetProgram>['getProgram'] & {};

/** The page's filters (issue: date range, facility, type, status, approval); null is "any". */
export interface ProgramFilter {
  from: string | null;
  to: string | null;
  facilityId: string | null;
  type: ProgramType | null;
  status: ProgramStatus | null;
  approvalStatus: ApprovalStatus | null;
  /** The lead volunteer, e.g. the signed-in volunteer's own programs (volunteer portal). */
  volunteerId: string | null;
  /** The column sorted by (the table's headers, the Sort choice), and its direction. */
  sortBy: ProgramSortField;
  sortDirection: 'ASC' | 'DESC';
}

type ProgramSortField = NonNullable<VariablesOf<typeof ListPrograms>['sortBy']>;

export const PROGRAMS_KEY = ['programs'] as const;

const ExportPrograms = graphql(
  `
    query ExportPrograms(
      $filter: ModelProgramFilterInput
      $sortBy: ProgramSortField
      $sortDirection: SortDirection
    ) {
      exportPrograms(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection) {
        ...CsvExportFields
      }
    }
  `,
  [CsvExportFields],
);

/** The list's date bounds: the page's From and To. */
export const PROGRAM_DATE_RANGE = { date: ['from', 'to'] } as const;

const toModelFilter = (filter: ProgramFilter) =>
  modelFilterOf(programDeclaration, filter, PROGRAM_DATE_RANGE);

const NO_PROGRAM_FILTER: ProgramFilter = {
  from: null,
  to: null,
  facilityId: null,
  type: null,
  status: null,
  approvalStatus: null,
  volunteerId: null,
  // Recent programs are the ones being reported on (product.md §2.7).
  sortBy: 'DATE',
  sortDirection: 'DESC',
};

/** Every program the list holds with this filter, in its order, as a CSV file (staff only). */
export async function exportPrograms({ filter }: ListSelection<ProgramFilter>) {
  return (
    await request(ExportPrograms, {
      filter: toModelFilter(filter),
      sortBy: filter.sortBy,
      sortDirection: filter.sortDirection,
    })
  ).exportPrograms;
}

/** `initialFilter` narrows the list from the first request, e.g. to one lead volunteer. */
export function useProgramList(initialFilter: Partial<ProgramFilter> = {}, addressKey?: string) {
  return usePagedList({
    addressKey,
    queryKey: PROGRAMS_KEY,
    initialFilter: { ...NO_PROGRAM_FILTER, ...initialFilter },
    fetchPage: async ({ filter, limit, nextToken }) =>
      pageWithTotal(
        await request(ListPrograms, {
          filter: toModelFilter(filter),
          sortBy: filter.sortBy,
          sortDirection: filter.sortDirection,
          limit,
          nextToken,
        }),
        'listPrograms',
      ),
  });
}

export async function fetchProgram(id: string): Promise<Program | null> {
  return (await request(GetProgram, { id })).getProgram;
}

const writes = recordWrites(PROGRAMS_KEY, CreateProgram, UpdateProgram, DeleteProgram);
export const useCreateProgram = writes.useCreate;
export const useUpdateProgram = writes.useUpdate;
export const useDeleteProgram = writes.useDelete;
