/** Client queries and mutations (product.md §3.3; staff see every client: product.md §13). */
import { queryOptions } from '@tanstack/react-query';
import type { ClientStatus } from '../../../../shared/domain/client/client.enums';
import { clientDeclaration } from '../../../../shared/domain/client/client.record';
import { modelFilterOf } from '../../../../shared/record/list-filter';
import { CsvExportFields, type ListSelection } from '../../../lib/csv-download';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { pageWithTotal, usePagedList, type SortDirection } from '../../../lib/paged-list';
import { useInvalidatingMutation } from '../../../lib/record-mutation';
import { ClientFields } from './client-fields.generated';

const ListClients = graphql(
  `
    query ListClients(
      $search: String
      $filter: ModelClientFilterInput
      $reentryStepsOverdueOn: ID
      $checkInsDueOn: ID
      $releasedWithoutIdOn: ID
      $sortBy: ClientSortField
      $sortDirection: SortDirection
      $limit: Int
      $nextToken: String
    ) {
      listClients(
        search: $search
        filter: $filter
        reentryStepsOverdueOn: $reentryStepsOverdueOn
        checkInsDueOn: $checkInsDueOn
        releasedWithoutIdOn: $releasedWithoutIdOn
        sortBy: $sortBy
        sortDirection: $sortDirection
        limit: $limit
        nextToken: $nextToken
      ) {
        items {
          ...ClientFields
          reentryReadiness {
            due
            done
            overdue
            steps
          }
          checkInsDue
          sensitiveWithheld
        }
        nextToken
      }
      total: countClients(
        search: $search
        filter: $filter
        reentryStepsOverdueOn: $reentryStepsOverdueOn
        checkInsDueOn: $checkInsDueOn
        releasedWithoutIdOn: $releasedWithoutIdOn
      )
    }
  `,
  [ClientFields],
);

const ExportClients = graphql(
  `
    query ExportClients(
      $search: String
      $filter: ModelClientFilterInput
      $reentryStepsOverdueOn: ID
      $checkInsDueOn: ID
      $releasedWithoutIdOn: ID
      $sortBy: ClientSortField
      $sortDirection: SortDirection
    ) {
      exportClients(
        search: $search
        filter: $filter
        reentryStepsOverdueOn: $reentryStepsOverdueOn
        checkInsDueOn: $checkInsDueOn
        releasedWithoutIdOn: $releasedWithoutIdOn
        sortBy: $sortBy
        sortDirection: $sortDirection
      ) {
        ...CsvExportFields
      }
    }
  `,
  [CsvExportFields],
);

const GetClient = graphql(
  `
    query GetClient($id: ID!) {
      getClient(id: $id) {
        ...ClientFields
        reentryReadiness {
          due
          done
          overdue
          steps
        }
        checkInsDue
        sensitiveWithheld
        inmateNumberSharedWith
      }
    }
  `,
  [ClientFields],
);

const CreateClient = graphql(
  `
    mutation CreateClient($input: CreateClientInput!) {
      createClient(input: $input) {
        ...ClientFields
      }
    }
  `,
  [ClientFields],
);

const UpdateClient = graphql(
  `
    mutation UpdateClient($input: UpdateClientInput!) {
      updateClient(input: $input) {
        ...ClientFields
      }
    }
  `,
  [ClientFields],
);

const DeleteClient = graphql(`
  mutation DeleteClient($input: DeleteClientInput!) {
    deleteClient(input: $input) {
      id
    }
  }
`);

type OpenedClient = ResultOf<typeof GetClient>['getClient'] & {};
/** A client as lists and the opened details give it: only the details ask for likely duplicates. */
export type Client = Omit<OpenedClient, 'inmateNumberSharedWith'> &
  Partial<Pick<OpenedClient, 'inmateNumberSharedWith'>>;
export type CreateClientInput = VariablesOf<typeof CreateClient>['input'];

/** The list's filters; null means "any". */
export interface ClientFilter {
  status: ClientStatus | null;
  location: 'INCARCERATED' | 'COMMUNITY' | null;
  facilityId: string | null;
  assignedVolunteerId: string | null;
  /** Follow-up dates from and to, inclusive ('YYYY-MM-DD'): the overview's "due this week". */
  followUpFrom: string | null;
  followUpTo: string | null;
  /** Release dates from and to, inclusive: the overview's "releases within 30 days". */
  releaseFrom: string | null;
  releaseTo: string | null;
  /** A day: clients with an open reentry step due before it (the overview's overdue steps). */
  stepsOverdueOn: string | null;
  /** A day: clients in the community with a check-in after release due by it. */
  checkInsDueOn: string | null;
  /** A day: clients released in the 30 days up to it without an ID in hand. */
  releasedWithoutIdOn: string | null;
  /** The column sorted by (the table's headers, the Sort choice), and its direction. */
  sortBy: ClientSortField;
  sortDirection: SortDirection;
}

type ClientSortField = NonNullable<VariablesOf<typeof ListClients>['sortBy']>;

export const CLIENTS_KEY = ['clients'] as const;

/** Where the list keeps its date bounds. */
export const CLIENT_DATE_RANGES = {
  followUpDate: ['followUpFrom', 'followUpTo'],
  releaseDate: ['releaseFrom', 'releaseTo'],
} as const;

/** The declared fields' filters, and where the client is (in custody or out), the page's own. */
const toModelFilter = (filter: ClientFilter) => ({
  ...modelFilterOf(clientDeclaration, filter, CLIENT_DATE_RANGES),
  ...(filter.location ? { incarcerated: { eq: filter.location === 'INCARCERATED' } } : {}),
});

/** `initialFilter` narrows the list from the first request, e.g. to one assigned volunteer. */
export function useClientList(initialFilter: Partial<ClientFilter> = {}) {
  return usePagedList({
    queryKey: CLIENTS_KEY,
    initialFilter: {
      status: null,
      location: null,
      facilityId: null,
      assignedVolunteerId: null,
      followUpFrom: null,
      followUpTo: null,
      releaseFrom: null,
      releaseTo: null,
      stepsOverdueOn: null,
      checkInsDueOn: null,
      releasedWithoutIdOn: null,
      sortBy: 'PREFERRED_NAME',
      sortDirection: 'ASC',
      ...initialFilter,
    } as ClientFilter,
    fetchPage: async ({ search, filter, limit, nextToken }) =>
      pageWithTotal(
        await request(ListClients, {
          search,
          filter: toModelFilter(filter),
          reentryStepsOverdueOn: filter.stepsOverdueOn,
          checkInsDueOn: filter.checkInsDueOn,
          releasedWithoutIdOn: filter.releasedWithoutIdOn,
          sortBy: filter.sortBy,
          sortDirection: filter.sortDirection,
          limit,
          nextToken,
        }),
        'listClients',
      ),
  });
}

/** Every client the list holds with this search and filter, as a CSV file (staff only). */
export async function exportClients({ search, filter }: ListSelection<ClientFilter>) {
  return (
    await request(ExportClients, {
      search,
      filter: toModelFilter(filter),
      reentryStepsOverdueOn: filter.stepsOverdueOn,
      checkInsDueOn: filter.checkInsDueOn,
      releasedWithoutIdOn: filter.releasedWithoutIdOn,
      sortBy: filter.sortBy,
      sortDirection: filter.sortDirection,
    })
  ).exportClients;
}

/** The client as now stored (after a conflict), or null when it was deleted meanwhile. */
export async function fetchClient(id: string): Promise<Client | null> {
  return (await request(GetClient, { id })).getClient;
}

/**
 * Opening a client's details: the server records every getClient in the client's access log
 * (decision 021), so it is read once per opening. Never stale while open, forgotten once closed,
 * not retried, and outside CLIENTS_KEY so that refreshing the lists never reads it again.
 */
export const openedClientQuery = (id: string) =>
  queryOptions({
    queryKey: ['client-opened', id],
    queryFn: () => fetchClient(id),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useCreateClient = () =>
  useInvalidatingMutation(CLIENTS_KEY, (input: CreateClientInput) =>
    request(CreateClient, { input }),
  );

export const useUpdateClient = () =>
  useInvalidatingMutation(
    CLIENTS_KEY,
    (input: CreateClientInput & { id: string; expectedVersion: number }) =>
      request(UpdateClient, { input }),
  );

export const useDeleteClient = () =>
  useInvalidatingMutation(CLIENTS_KEY, (id: string) => request(DeleteClient, { input: { id } }));

/** "Amina [C-00012]": how the delete dialog names a client (product.md §2.5). */
export function clientLabel(client: Pick<Client, 'preferredName' | 'clientId'>): string {
  return `${client.preferredName} [${client.clientId}]`;
}

const ClientsWithInmateNumber = graphql(`
  query ClientsWithInmateNumber($facilityId: ID!, $inmateNumber: String!, $exceptId: ID) {
    clientsWithInmateNumber(
      facilityId: $facilityId
      inmateNumber: $inmateNumber
      exceptId: $exceptId
    )
  }
`);

/**
 * The clients in custody at the facility under the number typed (decision 097), other than the
 * client being edited: asked while the form is open, so the warning comes before saving.
 */
export const inmateNumberSharedQuery = (
  facilityId: string,
  inmateNumber: string,
  exceptId: string | null,
) =>
  queryOptions({
    queryKey: ['inmate-number-shared', facilityId, inmateNumber.trim().toUpperCase(), exceptId],
    queryFn: async () =>
      (await request(ClientsWithInmateNumber, { facilityId, inmateNumber, exceptId }))
        .clientsWithInmateNumber ?? [],
    staleTime: 30_000,
  });
