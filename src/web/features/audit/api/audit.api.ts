/** The audit page's list (decision 021): the whole trail, filtered, newest first (staff only). */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditRecordType } from '../../../../shared/domain/audit/audit';
import { AuditEntryFields } from '../../../components/records/history/history.api';
import { graphql, request } from '../../../lib/graphql';

const ListAuditEntries = graphql(
  `
    query ListAuditEntries($filter: AuditLogFilterInput, $nextToken: String) {
      listAuditEntries(filter: $filter, limit: 25, nextToken: $nextToken) {
        items {
          ...AuditEntryFields
        }
        nextToken
      }
    }
  `,
  [AuditEntryFields],
);

/** The page's filters; null means "any". */
export interface AuditFilter {
  user: string | null;
  recordType: AuditRecordType | null;
  action: 'CREATE' | 'UPDATE' | 'DELETE' | 'VIEW' | 'EXPORT' | null;
  from: string | null;
  to: string | null;
  clientViewsByOthers: boolean;
}

export const EMPTY_AUDIT_FILTER: AuditFilter = {
  user: null,
  recordType: null,
  action: null,
  from: null,
  to: null,
  clientViewsByOthers: false,
};

/** The trail with these filters, a page of 25 at a time. */
export const auditEntriesQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['audit-log', filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await request(ListAuditEntries, { filter, nextToken: pageParam })).listAuditEntries,
    getNextPageParam: (page) => page.nextToken,
  });

export function useAuditEntries(filter: AuditFilter, enabled: boolean) {
  return useInfiniteQuery({ ...auditEntriesQuery(filter), enabled });
}
