/**
 * Lists update live when another user changes a record (product.md §7.2): one server-sent-events
 * stream per page (`onRecordChanged`, GraphQL over SSE in distinct connections mode, which
 * the server's Yoga speaks and graphql-sse's client reads) names what changed, and the page's
 * queries are refetched. The stream is reopened after a drop, and the page refetched then too,
 * since changes made while it was closed were not heard.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createClient } from 'graphql-sse';
import { useEffect } from 'react';
import { print } from '@0no-co/graphql.web';
import { graphql, type VariablesOf } from './graphql';

const RecordChanged = graphql(`
  subscription RecordChanged($recordTypes: [RecordTypeName!]!) {
    onRecordChanged(recordTypes: $recordTypes) {
      recordType
      action
      id
    }
  }
`);

export type LiveRecordType = VariablesOf<typeof RecordChanged>['recordTypes'][number];

const RECONNECT_DELAY_MS = 5_000;
/** Several changes in a burst (an import, a busy colleague) cause one refetch. */
const REFRESH_DELAY_MS = 250;

/**
 * One client for the page's lifetime. Its own retries are off: a dropped, refused or finished
 * stream is reopened by useLiveUpdates after RECONNECT_DELAY_MS, whatever ended it, so that the
 * lists always come back to live (graphql-sse gives up on a stream the server completes).
 */
const streams = createClient({
  url: '/graphql',
  credentials: 'same-origin',
  retryAttempts: 0,
  // The page's fetch when a stream opens (not when this module loads): component tests replace it.
  fetchFn: (...args: Parameters<typeof fetch>) => fetch(...args),
});

export function useLiveUpdates(recordTypes: LiveRecordType[], queryKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  const typesKey = recordTypes.join(',');
  const keysKey = JSON.stringify(queryKeys);

  useEffect(() => {
    const keys = JSON.parse(keysKey) as QueryKey[];
    let stopped = false;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};
    const refresh = () => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => {
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      }, REFRESH_DELAY_MS);
    };

    const listen = (reconnecting: boolean) => {
      const reopenLater = () => {
        // Dropped, refused or ended: wait and try again (the lists still work without it).
        if (stopped) return;
        reconnectTimer = setTimeout(() => listen(true), RECONNECT_DELAY_MS);
      };
      unsubscribe = streams.subscribe(
        { query: print(RecordChanged), variables: { recordTypes: typesKey.split(',') } },
        { next: refresh, error: reopenLater, complete: reopenLater },
        { connected: () => reconnecting && refresh() },
      );
    };
    listen(false);
    return () => {
      stopped = true;
      unsubscribe();
      clearTimeout(refreshTimer);
      clearTimeout(reconnectTimer);
    };
  }, [queryClient, typesKey, keysKey]);
}
