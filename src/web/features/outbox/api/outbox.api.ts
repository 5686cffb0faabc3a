import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
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

export type OutboxMessage = ResultOf<
  typeof ListOutboxMessages
>['listOutboxMessages']['items'][number];

/** Kept e-mail, newest first, a page at a time. */
export const outboxMessagesQuery = () =>
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
