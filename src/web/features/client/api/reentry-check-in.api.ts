/** A client's check-ins after release: listing, recording, correcting (product.md §3.3.2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CsvExportFields } from '../../../lib/csv-download';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { useInvalidatingMutation } from '../../../lib/record-mutation';
import { CLIENTS_KEY } from './client.api';
import { ReentryCheckInFields } from './reentry-check-in-fields.generated';

const ListReentryCheckIns = graphql(
  `
    query ListReentryCheckIns($clientId: ID!) {
      listReentryCheckIns(filter: { clientId: { eq: $clientId } }, limit: 100) {
        items {
          ...ReentryCheckInFields
        }
      }
    }
  `,
  [ReentryCheckInFields],
);

const CreateReentryCheckIn = graphql(`
  mutation CreateReentryCheckIn($input: CreateReentryCheckInInput!) {
    createReentryCheckIn(input: $input) {
      id
    }
  }
`);

const UpdateReentryCheckIn = graphql(`
  mutation UpdateReentryCheckIn($input: UpdateReentryCheckInInput!) {
    updateReentryCheckIn(input: $input) {
      id
      version
    }
  }
`);

const ExportReentryCheckIns = graphql(
  `
    query ExportReentryCheckIns {
      exportReentryCheckIns {
        ...CsvExportFields
      }
    }
  `,
  [CsvExportFields],
);

/** Every check-in's answers, with the client's name, as a CSV file (admins). */
export async function exportCheckIns() {
  return (await request(ExportReentryCheckIns)).exportReentryCheckIns;
}

export type ReentryCheckIn = ResultOf<
  typeof ListReentryCheckIns
>['listReentryCheckIns']['items'][number];
export type CreateReentryCheckInInput = VariablesOf<typeof CreateReentryCheckIn>['input'];
export type UpdateReentryCheckInInput = VariablesOf<typeof UpdateReentryCheckIn>['input'];

export const REENTRY_CHECK_INS_KEY = ['reentryCheckIns'] as const;

const reentryCheckInsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...REENTRY_CHECK_INS_KEY, clientId],
    // The latest held first.
    queryFn: async () =>
      (await request(ListReentryCheckIns, { clientId })).listReentryCheckIns.items.toSorted(
        (a, b) => b.heldOn.localeCompare(a.heldOn),
      ),
  });

export function useReentryCheckIns(clientId: string) {
  return useQuery(reentryCheckInsQuery(clientId));
}

/** Also refreshes the clients: a return to custody moves the client, and lists show what is due. */
export const useCreateReentryCheckIn = () =>
  useInvalidatingMutation(
    [REENTRY_CHECK_INS_KEY, CLIENTS_KEY],
    (input: CreateReentryCheckInInput) => request(CreateReentryCheckIn, { input }),
  );

export const useUpdateReentryCheckIn = () =>
  useInvalidatingMutation(
    [REENTRY_CHECK_INS_KEY, CLIENTS_KEY],
    (input: UpdateReentryCheckInInput) => request(UpdateReentryCheckIn, { input }),
  );
