/** Facility queries and mutations; the only way other features reach facility data. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FacilityStatus } from '../../../../shared/domain/facility/facility.enums';
import {
  CHOICES_SHOWN,
  type ReferenceChoices,
} from '../../../components/pickers/reference-choices';
import { CsvExportFields, type ListSelection } from '../../../lib/csv-download';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { pageWithTotal, usePagedList } from '../../../lib/paged-list';
import { FacilityFields } from './facility-fields.generated';

const ListFacilityPage = graphql(
  `
    query ListFacilityPage(
      $search: String
      $filter: ModelFacilityFilterInput
      $limit: Int
      $nextToken: String
    ) {
      listFacilities(search: $search, filter: $filter, limit: $limit, nextToken: $nextToken) {
        items {
          ...FacilityFields
        }
        nextToken
      }
      total: countFacilities(search: $search, filter: $filter)
    }
  `,
  [FacilityFields],
);

const CreateFacility = graphql(
  `
    mutation CreateFacility($input: CreateFacilityInput!) {
      createFacility(input: $input) {
        ...FacilityFields
      }
    }
  `,
  [FacilityFields],
);

const UpdateFacility = graphql(
  `
    mutation UpdateFacility($input: UpdateFacilityInput!) {
      updateFacility(input: $input) {
        ...FacilityFields
      }
    }
  `,
  [FacilityFields],
);

const DeleteFacility = graphql(`
  mutation DeleteFacility($input: DeleteFacilityInput!) {
    deleteFacility(input: $input) {
      id
    }
  }
`);

export type Facility = ResultOf<typeof ListFacilityPage>['listFacilities']['items'][number];
export type CreateFacilityInput = VariablesOf<typeof CreateFacility>['input'];
export type UpdateFacilityInput = VariablesOf<typeof UpdateFacility>['input'];

/** The start of every facility query's key: live updates and writes refresh them all. */
export const FACILITIES_KEY = ['facilities'] as const;

const ExportFacilities = graphql(
  `
    query ExportFacilities($search: String, $filter: ModelFacilityFilterInput) {
      exportFacilities(search: $search, filter: $filter) {
        ...CsvExportFields
      }
    }
  `,
  [CsvExportFields],
);

type FacilityFilter = { status: FacilityStatus | null };

const facilityModelFilter = (filter: FacilityFilter) =>
  filter.status ? { status: { eq: filter.status } } : null;

/** Every facility the list holds with this search and filter, as a CSV file (staff only). */
export async function exportFacilities({ search, filter }: ListSelection<FacilityFilter>) {
  return (await request(ExportFacilities, { search, filter: facilityModelFilter(filter) }))
    .exportFacilities;
}

/**
 * One page of facilities at a time, with the server's search (name, address, region); a status
 * narrows the list, e.g. to the ACTIVE facilities volunteers see (product.md §12).
 */
export function useFacilityPages(status: FacilityStatus | null) {
  return usePagedList({
    queryKey: [...FACILITIES_KEY, 'page'],
    initialFilter: { status } as FacilityFilter,
    fetchPage: async ({ search, filter, limit, nextToken }) =>
      pageWithTotal(
        await request(ListFacilityPage, {
          search,
          filter: facilityModelFilter(filter),
          limit,
          nextToken,
        }),
        'listFacilities',
      ),
  });
}

/** Every write refreshes the list (product.md §7.2), also after a failure such as a conflict. */
function useFacilityMutation<Variables, Result>(mutate: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FACILITIES_KEY }),
  });
}

export const useCreateFacility = () =>
  useFacilityMutation((input: CreateFacilityInput) => request(CreateFacility, { input }));

export const useUpdateFacility = () =>
  useFacilityMutation((input: UpdateFacilityInput) => request(UpdateFacility, { input }));

export const useDeleteFacility = () =>
  useFacilityMutation((id: string) => request(DeleteFacility, { input: { id } }));

const SearchFacilities = graphql(`
  query SearchFacilities($search: String, $limit: Int) {
    listFacilities(search: $search, limit: $limit) {
      items {
        id
        name
      }
    }
  }
`);

const FacilityName = graphql(`
  query FacilityName($id: ID!) {
    getFacility(id: $id) {
      id
      name
    }
  }
`);

/** Facilities for pickers, searched on the server by name, address or region (decision 055). */
export const facilityChoices: ReferenceChoices = {
  queryKey: [...FACILITIES_KEY, 'choices'],
  search: async (text) =>
    (
      await request(SearchFacilities, { search: text || null, limit: CHOICES_SHOWN })
    ).listFacilities.items.map((facility) => ({ value: facility.id, label: facility.name })),
  nameOf: async (id) => (await request(FacilityName, { id })).getFacility?.name ?? null,
};
