import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { graphql, request, type ResultOf } from '../../../lib/graphql';

const ListOutboxMessages = graphql(`
  query ListOutboxMessages($nextToken: String) {
    listOutboxMessages(nextToken: $nextToken) {
      items {
        id
        recipient
        subject
        text
        createdAt
      }
      nextToken
    }
  }
`);

/** Kept e-mail, newest first, a page at a time. */
const outboxMessagesQuery = () =>
  infiniteQueryOptions({
    queryKey: ['outbox'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (await request(ListOutboxMessages, { nextToken: pageParam })).listOutboxMessages,
    getNextPageParam: (page) => page.nextToken,
  });

export function useOutboxMessages() {
  return useInfiniteQuery(outboxMessagesQuery());
}

const MailRouteQuery = graphql(`
  query MailRoute {
    mailRoute {
      delivery
      server
      from
    }
  }
`);

export type MailRoute = ResultOf<typeof MailRouteQuery>['mailRoute'];

/** Where e-mail goes now: through the mail server, or kept in the outbox. */
const mailRouteQuery = () =>
  queryOptions({
    queryKey: ['outbox', 'mail-route'],
    queryFn: async () => (await request(MailRouteQuery)).mailRoute,
  });

export function useMailRoute() {
  return useQuery(mailRouteQuery());
}
