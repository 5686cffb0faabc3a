/** A person's own file (product.md §3.3.5): everything held about one client, for admins. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientFile } from '../../../../shared/domain/client/client-file';
import { graphql, request } from '../../../lib/graphql';

const ClientFileQuery = graphql(`
  query ClientFile($id: ID!) {
    clientFile(id: $id) {
      fileName
      json
    }
  }
`);

const clientFileQuery = (id: string) =>
  queryOptions({
    queryKey: ['clientFile', id],
    queryFn: async () => {
      const { fileName, json } = (await request(ClientFileQuery, { id })).clientFile;
      return { fileName, json, content: JSON.parse(json) as ClientFile };
    },
    // Each taking is recorded in the access log: taken once per visit, not on every focus.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useClientFile(id: string) {
  return useQuery(clientFileQuery(id));
}
