/**
 * Lists update live when another user changes a record (spec §7.2): one server-sent-events
 * stream per page (`onRecordChanged`) names what changed, and the page's queries are
 * refetched. The stream is reopened after a drop, and the page refetched then too, since
 * changes made while it was closed were not heard.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
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

async function readEvents(response: Response, onEvent: () => void): Promise<void> {
  if (!response.ok || !response.body) throw new Error(`Live updates refused (${response.status})`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      if (block.split('\n').some((line) => line.startsWith('data:'))) onEvent();
      boundary = buffer.indexOf('\n\n');
    }
  }
}

export function useLiveUpdates(recordTypes: LiveRecordType[], queryKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  const typesKey = recordTypes.join(',');
  const keysKey = JSON.stringify(queryKeys);

  useEffect(() => {
    const keys = JSON.parse(keysKey) as QueryKey[];
    const controller = new AbortController();
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => {
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      }, REFRESH_DELAY_MS);
    };

    const listen = async (reconnecting: boolean) => {
      while (!controller.signal.aborted) {
        try {
          const response = await fetch('/graphql', {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
            body: JSON.stringify({
              query: print(RecordChanged),
              variables: { recordTypes: typesKey.split(',') },
            }),
            signal: controller.signal,
          });
          if (reconnecting) refresh();
          await readEvents(response, refresh);
        } catch {
          // Dropped or refused: wait and try again (the lists still work without it).
        }
        reconnecting = true;
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_DELAY_MS));
      }
    };
    void listen(false);
    return () => {
      controller.abort();
      clearTimeout(refreshTimer);
    };
  }, [queryClient, typesKey, keysKey]);
}
