/** A client's consent decisions: listing and recording (product.md §3.3.4, decision 072). */
import { CONSENT_KINDS } from '../../../../shared/domain/client/client.enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { useInvalidatingMutation } from '../../../lib/record-mutation';
import { CLIENTS_KEY } from './client.api';
import { ClientConsentFields } from './client-consent-fields.generated';

const ListClientConsents = graphql(
  `
    query ListClientConsents($clientId: ID!) {
      listClientConsents(filter: { clientId: { eq: $clientId } }, limit: 100, sortDirection: DESC) {
        items {
          ...ClientConsentFields
          recordedByName
          createdBy
          createdAt
        }
      }
    }
  `,
  [ClientConsentFields],
);

const CreateClientConsent = graphql(`
  mutation CreateClientConsent($input: CreateClientConsentInput!) {
    createClientConsent(input: $input) {
      id
    }
  }
`);

export type ClientConsent = ResultOf<
  typeof ListClientConsents
>['listClientConsents']['items'][number];
export type CreateClientConsentInput = VariablesOf<typeof CreateClientConsent>['input'];

export const CLIENT_CONSENTS_KEY = ['clientConsents'] as const;

const clientConsentsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...CLIENT_CONSENTS_KEY, clientId],
    // The latest decision first; of one day, the one recorded last; of one moment (a new
    // client's two, recorded together), in the order they were recorded, always the same.
    queryFn: async () =>
      (await request(ListClientConsents, { clientId })).listClientConsents.items.toSorted(
        (a, b) =>
          b.decidedOn.localeCompare(a.decidedOn) ||
          String(b.createdAt).localeCompare(String(a.createdAt)) ||
          CONSENT_KINDS.indexOf(b.kind) - CONSENT_KINDS.indexOf(a.kind),
      ),
  });

export function useClientConsents(clientId: string) {
  return useQuery(clientConsentsQuery(clientId));
}

/** Also refreshes the clients: their consent ticks follow the decision. */
export const useRecordClientConsent = () =>
  useInvalidatingMutation([CLIENT_CONSENTS_KEY, CLIENTS_KEY], (input: CreateClientConsentInput) =>
    request(CreateClientConsent, { input }),
  );
