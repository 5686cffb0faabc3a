/** A record's history from the audit trail (decision 021): staff only, newest first. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../../lib/graphql';

export const AuditEntryFields = graphql(`
  fragment AuditEntryFields on AuditEntry {
    id
    occurredAt
    actorName
    actorEmail
    recordType
    recordId
    recordLabel
    action
    changes {
      field
      before
      after
      hidden
    }
    references {
      id
      name
    }
  }
`);

const RecordHistoryQuery = graphql(
  `
    query RecordHistory($recordType: String!, $recordId: ID!, $nextToken: String) {
      recordHistory(
        recordType: $recordType
        recordId: $recordId
        limit: 25
        nextToken: $nextToken
      ) {
        items {
          ...AuditEntryFields
        }
        nextToken
      }
    }
  `,
  [AuditEntryFields],
);

export type AuditEntry = ResultOf<typeof AuditEntryFields>;

const HISTORY_KEY = ['record-history'] as const;

/** One record's history, a page of 25 at a time. */
const recordHistoryQuery = (recordType: string, recordId: string) =>
  infiniteQueryOptions({
    queryKey: [...HISTORY_KEY, recordType, recordId],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await request(RecordHistoryQuery, { recordType, recordId, nextToken: pageParam }))
        .recordHistory,
    getNextPageParam: (page) => page.nextToken,
  });

export function useRecordHistory(recordType: string, recordId: string) {
  return useInfiniteQuery(recordHistoryQuery(recordType, recordId));
}
