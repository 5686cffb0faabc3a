/** A person's own file (product.md §3.3.5): everything held about one client, for admins. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, request } from '../../../lib/graphql';

const ClientFileQuery = graphql(`
  query ClientFile($id: ID!) {
    clientFile(id: $id) {
      fileName
      json
    }
  }
`);

type Row = Record<string, unknown>;

/** The file as the server writes it (src/server/modules/client-file/client-file.ts). */
export interface ClientFileContent {
  generatedAt: string;
  generatedBy: string;
  client: Row;
  consents: Row[];
  contactLog: Row[];
  reentryPlan: Row[];
  checkIns: Row[];
  programsAttended: string[];
  history: {
    occurredAt: string;
    by: string;
    action: string;
    recordType: string;
    changes: { field: string; before: unknown; after: unknown }[];
  }[];
  accessLog: { occurredAt: string; by: string; action: string }[];
}

export const clientFileQuery = (id: string) =>
  queryOptions({
    queryKey: ['clientFile', id],
    queryFn: async () => {
      const { fileName, json } = (await request(ClientFileQuery, { id })).clientFile;
      return { fileName, json, content: JSON.parse(json) as ClientFileContent };
    },
    // Each taking is recorded in the access log: taken once per visit, not on every focus.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useClientFile(id: string) {
  return useQuery(clientFileQuery(id));
}
