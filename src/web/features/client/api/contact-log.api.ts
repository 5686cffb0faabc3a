/** A client's contact log: visits, calls, letters and messages (product.md §12). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { fetchAllPages } from '../../../lib/paging';
import { useInvalidatingMutation } from '../../../lib/record-mutation';
import { CLIENTS_KEY } from './client.api';
import { ContactLogFields } from './contact-log-fields.generated';

const ListContactLogs = graphql(
  `
    query ListContactLogs($clientId: ID!, $nextToken: String) {
      listContactLogs(filter: { clientId: { eq: $clientId } }, limit: 500, nextToken: $nextToken) {
        items {
          ...ContactLogFields
        }
        nextToken
      }
    }
  `,
  [ContactLogFields],
);

const CreateContactLog = graphql(
  `
    mutation CreateContactLog($input: CreateContactLogInput!) {
      createContactLog(input: $input) {
        ...ContactLogFields
      }
    }
  `,
  [ContactLogFields],
);

export type ContactLog = ResultOf<typeof ListContactLogs>['listContactLogs']['items'][number];
export type CreateContactLogInput = VariablesOf<typeof CreateContactLog>['input'];

export const CONTACT_LOGS_KEY = ['contactLogs'] as const;

/** A client's whole log, newest first: the last contact is what staff look for. */
export const contactLogsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...CONTACT_LOGS_KEY, clientId],
    queryFn: async () =>
      (
        await fetchAllPages(
          async (nextToken) =>
            (await request(ListContactLogs, { clientId, nextToken })).listContactLogs,
        )
      ).reverse(),
  });

export function useContactLogs(clientId: string) {
  return useQuery(contactLogsQuery(clientId));
}

/** Also refreshes the clients: logging a contact moves the client's last contact date. */
export const useCreateContactLog = () =>
  useInvalidatingMutation([CONTACT_LOGS_KEY, CLIENTS_KEY], (input: CreateContactLogInput) =>
    request(CreateContactLog, { input }),
  );
