/** A volunteer's clearances at facilities (product.md §3.2.1). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CsvExportFields } from '../../../lib/csv-download';
import { graphql, request, type ResultOf } from '../../../lib/graphql';
import { fetchAllPages } from '../../../lib/paging';
import { recordWrites } from '../../../lib/record-mutation';
import { VolunteerClearanceFields } from './volunteer-clearance-fields.generated';

const ListVolunteerClearances = graphql(
  `
    query ListVolunteerClearances($volunteerId: ID!, $nextToken: String) {
      listVolunteerClearances(
        filter: { volunteerId: { eq: $volunteerId } }
        limit: 100
        nextToken: $nextToken
      ) {
        items {
          ...VolunteerClearanceFields
        }
        nextToken
      }
    }
  `,
  [VolunteerClearanceFields],
);

const CreateVolunteerClearance = graphql(
  `
    mutation CreateVolunteerClearance($input: CreateVolunteerClearanceInput!) {
      createVolunteerClearance(input: $input) {
        ...VolunteerClearanceFields
      }
    }
  `,
  [VolunteerClearanceFields],
);

const UpdateVolunteerClearance = graphql(
  `
    mutation UpdateVolunteerClearance($input: UpdateVolunteerClearanceInput!) {
      updateVolunteerClearance(input: $input) {
        ...VolunteerClearanceFields
      }
    }
  `,
  [VolunteerClearanceFields],
);

const DeleteVolunteerClearance = graphql(`
  mutation DeleteVolunteerClearance($input: DeleteVolunteerClearanceInput!) {
    deleteVolunteerClearance(input: $input) {
      id
    }
  }
`);

export type VolunteerClearance = ResultOf<
  typeof ListVolunteerClearances
>['listVolunteerClearances']['items'][number];

export const VOLUNTEER_CLEARANCES_KEY = ['volunteerClearances'] as const;

/** A volunteer's clearances, by facility name (a volunteer is cleared at a handful at most). */
export async function fetchVolunteerClearances(volunteerId: string) {
  return (
    await fetchAllPages(
      async (nextToken) =>
        (await request(ListVolunteerClearances, { volunteerId, nextToken }))
          .listVolunteerClearances,
    )
  ).sort((a, b) => (a.facilityName ?? '').localeCompare(b.facilityName ?? ''));
}

const volunteerClearancesQuery = (volunteerId: string) =>
  queryOptions({
    queryKey: [...VOLUNTEER_CLEARANCES_KEY, volunteerId],
    queryFn: () => fetchVolunteerClearances(volunteerId),
  });

export function useVolunteerClearances(volunteerId: string) {
  return useQuery(volunteerClearancesQuery(volunteerId));
}

const writes = recordWrites(
  VOLUNTEER_CLEARANCES_KEY,
  CreateVolunteerClearance,
  UpdateVolunteerClearance,
  DeleteVolunteerClearance,
);
export const useCreateVolunteerClearance = writes.useCreate;
export const useUpdateVolunteerClearance = writes.useUpdate;
export const useDeleteVolunteerClearance = writes.useDelete;

const ExportVolunteerClearances = graphql(
  `
    query ExportVolunteerClearances {
      exportVolunteerClearances {
        ...CsvExportFields
      }
    }
  `,
  [CsvExportFields],
);

/** Every volunteer's clearances as a CSV file, one row each (admins; product.md §3.2.1). */
export async function exportVolunteerClearances() {
  return (await request(ExportVolunteerClearances)).exportVolunteerClearances;
}
