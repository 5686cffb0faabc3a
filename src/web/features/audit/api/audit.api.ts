/**
 * The audit page's list (decision 021): the whole trail, filtered, newest first unless the page
 * asks for oldest first (staff only).
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AUDIT_ACTION_LABELS, AuditRecordType } from '../../../../shared/domain/audit/audit';
import { AuditEntryFields } from '../../../components/records/history/history.api';
import {
  CHOICES_SHOWN,
  type ReferenceChoices,
} from '../../../components/pickers/reference-choices';
import { graphql, request } from '../../../lib/graphql';
import type { SortDirection } from '../../../lib/paged-list';

const ListAuditEntries = graphql(
  `
    query ListAuditEntries(
      $filter: AuditLogFilterInput
      $nextToken: String
      $sortDirection: SortDirection
    ) {
      listAuditEntries(
        filter: $filter
        limit: 25
        nextToken: $nextToken
        sortDirection: $sortDirection
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

/** The page's filters; null means "any". */
export interface AuditFilter {
  /** The account id of the person chosen under "User". */
  actorId: string | null;
  recordType: AuditRecordType | null;
  action: keyof typeof AUDIT_ACTION_LABELS | null;
  from: string | null;
  to: string | null;
  clientViewsByOthers: boolean;
  sortDirection: SortDirection;
}

export const EMPTY_AUDIT_FILTER: AuditFilter = {
  actorId: null,
  recordType: null,
  action: null,
  from: null,
  to: null,
  clientViewsByOthers: false,
  sortDirection: 'DESC',
};

/** The trail with these filters, a page of 25 at a time. */
const auditEntriesQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['audit-log', filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const { sortDirection, ...narrowing } = filter;
      return (
        await request(ListAuditEntries, { filter: narrowing, sortDirection, nextToken: pageParam })
      ).listAuditEntries;
    },
    getNextPageParam: (page) => page.nextToken,
  });

export function useAuditEntries(filter: AuditFilter, enabled: boolean) {
  return useInfiniteQuery({ ...auditEntriesQuery(filter), enabled });
}

const SearchAuditActors = graphql(`
  query SearchAuditActors($search: String, $limit: Int) {
    searchAuditActors(search: $search, limit: $limit) {
      id
      name
      email
    }
  }
`);

const AuditActorName = graphql(`
  query AuditActorName($id: ID!) {
    getAuditActor(id: $id) {
      id
      name
      email
    }
  }
`);

/** Name and e-mail: two people may share a name, never an e-mail. */
const actorLabel = (actor: { name: string; email: string }) =>
  actor.name ? `${actor.name} (${actor.email})` : actor.email;

/** The people the "User" filter offers, searched on the server by name or e-mail. */
export const auditActorChoices: ReferenceChoices = {
  queryKey: ['audit-log', 'actors'],
  search: async (text) =>
    (
      await request(SearchAuditActors, { search: text || null, limit: CHOICES_SHOWN })
    ).searchAuditActors.map((actor) => ({ value: actor.id, label: actorLabel(actor) })),
  nameOf: async (id) => {
    const actor = (await request(AuditActorName, { id })).getAuditActor;
    return actor ? actorLabel(actor) : null;
  },
};
