/** A client's timeline (product.md §3.3.3): read, never written; refreshed with the clients. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request } from '../../../lib/graphql';
import { CLIENTS_KEY } from './client.api';

const ClientTimeline = graphql(`
  query ClientTimeline($clientId: ID!) {
    clientTimeline(clientId: $clientId) {
      day
      kind
      title
      detail
    }
  }
`);

// Under the clients' key: every change that adds to a timeline (a contact, a step, a check-in,
// the client) refreshes the clients, and the timeline with them.
const clientTimelineQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...CLIENTS_KEY, 'timeline', clientId],
    queryFn: async () => (await request(ClientTimeline, { clientId })).clientTimeline,
  });

export function useClientTimeline(clientId: string) {
  return useQuery(clientTimelineQuery(clientId));
}
