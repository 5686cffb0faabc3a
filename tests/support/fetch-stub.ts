/**
 * The network boundary of component tests (the `web` project): fetch replaced with
 * vi.stubGlobal (the project's `unstubGlobals` undoes it after each test), GraphQL answers,
 * and readers of what the app sent.
 */
import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** What the app POSTs to /graphql. */
export interface GraphqlRequestBody<Variables = Record<string, unknown>> {
  query: string;
  variables: Variables;
}

/** A mutation's body: its variables hold one `input`. */
export type MutationBody = GraphqlRequestBody<{ input: Record<string, unknown> }>;

/** A GraphQL response with this body (data and/or errors), as the server sends it. */
export function graphqlResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/graphql-response+json' },
  });
}

/** The GraphQL request a fetch call carries. */
export function graphqlRequestBody<Variables = Record<string, unknown>>(
  init: RequestInit | undefined,
): GraphqlRequestBody<Variables> {
  return JSON.parse(String(init?.body)) as GraphqlRequestBody<Variables>;
}

/** The operation's name, `CreateAdmin` in `mutation CreateAdmin(...)`; '' when it has none. */
export function operationName(query: string): string {
  return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1] ?? '';
}

/**
 * fetch, replaced at the network boundary: each call waits until the test answers it.
 * - `fetchMock`: the calls (URL and init);
 * - `sentBody(call)`: the GraphQL body of a call, the first by default;
 * - `answer(body)`: waits for a call still unanswered, then answers the oldest with `body`.
 */
export function stubFetchAnsweredByTest() {
  const answers: ((response: Response) => void)[] = [];
  const fetchMock = vi.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        answers.push(resolve);
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const sentBody = (call = 0): MutationBody =>
    graphqlRequestBody<MutationBody['variables']>(fetchMock.mock.calls[call]?.[1]);
  const answer = async (body: unknown) => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    await act(async () => answers.shift()?.(graphqlResponse(body)));
  };
  return { fetchMock, sentBody, answer };
}

/**
 * fetch, replaced by a GraphQL server that answers each operation by name at once: for pages
 * and forms that ask several things (a list, counts, a clash check). `calls(name)` gives the
 * variables of every request of that operation, oldest first. An operation without a handler
 * gets an error, so a test sees what it forgot to answer; the live-update stream stays open.
 */
export function stubGraphqlServer(
  handlers: Record<string, (variables: Record<string, unknown>) => unknown>,
) {
  const received: { name: string; variables: Record<string, unknown> }[] = [];
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    const body = graphqlRequestBody(init);
    const name = operationName(body.query);
    received.push({ name, variables: body.variables ?? {} });
    const handler = handlers[name];
    if (!handler && name === 'RecordChanged') return Promise.resolve(eventStream(init?.signal));
    return Promise.resolve(
      graphqlResponse(
        handler
          ? handler(body.variables ?? {})
          : { errors: [{ message: `No answer for ${name}`, extensions: { code: 'INTERNAL' } }] },
      ),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls: (name: string) =>
      received.filter((call) => call.name === name).map((call) => call.variables),
  };
}

/** The live-update stream: open, silent, until the page aborts it as a browser's fetch would. */
export function eventStream(signal: AbortSignal | null | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal?.addEventListener('abort', () => controller.error(signal.reason));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}
