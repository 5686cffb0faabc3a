/**
 * Live updates (live-updates.ts): a change announced on the page's stream refetches its lists;
 * a stream that ends is reopened after a pause, and the page refetched then, since changes made
 * while it was closed were not heard.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useLiveUpdates } from './live-updates';

const CHANGE = `event: next\ndata: {"data":{"onRecordChanged":{"recordType":"Client","action":"UPDATE","id":"c1"}}}\n\n`;

/** A GraphQL-over-SSE answer: the events given, then (when `end`) the stream closes. */
function streamOf(events: string[], end: boolean): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(new TextEncoder().encode(event));
      if (end) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

let queryClient: QueryClient;
let refetched: unknown[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  queryClient = new QueryClient();
  refetched = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    refetched.push(filters?.queryKey);
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function listen() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLiveUpdates(['Client'], [['clients'], ['client-count']]), { wrapper });
}

it('refetches the page’s lists once for a burst of changes', async () => {
  const fetchMock = vi.fn(async () => streamOf([CHANGE, CHANGE], false));
  vi.stubGlobal('fetch', fetchMock);
  const { unmount } = listen();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/graphql');
  expect(JSON.parse(String(init.body))).toMatchObject({ variables: { recordTypes: ['Client'] } });
  expect(refetched).toEqual([['clients'], ['client-count']]);
  unmount();
});

it('reopens a stream that ended, and refetches when it is open again', async () => {
  const fetchMock = vi
    .fn()
    .mockResolvedValueOnce(streamOf([], true))
    .mockImplementation(async () => streamOf([], false));
  vi.stubGlobal('fetch', fetchMock);
  const { unmount } = listen();
  await vi.advanceTimersByTimeAsync(1_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(refetched).toEqual([]);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(refetched).toEqual([['clients'], ['client-count']]);
  unmount();
  await vi.advanceTimersByTimeAsync(10_000);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('keeps trying while the server refuses the stream', async () => {
  const fetchMock = vi.fn(async () => new Response('Bad gateway', { status: 502 }));
  vi.stubGlobal('fetch', fetchMock);
  const { unmount } = listen();
  await vi.advanceTimersByTimeAsync(16_000);
  expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3);
  unmount();
});
