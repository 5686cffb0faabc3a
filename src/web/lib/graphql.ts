/**
 * Typed GraphQL for the web app. Documents are checked against schema.graphql at compile time
 * (gql.tada); requests time out after 15 s (product.md §12) and errors keep the server's code,
 * message and per-field messages so forms can show them.
 */
import { initGraphQLTada, type ResultOf, type TadaDocumentNode, type VariablesOf } from 'gql.tada';
// gql.tada's own small GraphQL printer: graphql-js would add ~40 KiB to every page.
import { print } from '@0no-co/graphql.web';
import {
  DEFAULT_ERROR_MESSAGES,
  isErrorCode,
  type ErrorCode,
  type FieldErrors,
} from '../../shared/errors';
import type { introspection } from './graphql-env';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; ID: string };
  disableMasking: true;
}>();

export type { ResultOf, VariablesOf };

const REQUEST_TIMEOUT_MS = 15_000;
const TIMEOUT_MESSAGE = 'The server did not answer in time. Check your connection and try again.';
const NETWORK_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode | 'NETWORK' | 'TIMEOUT',
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

/**
 * Whether trying again may help: the connection or the server failed. A refusal (permission,
 * a stale edit, a record still in use, bad input) will be refused again; its message says what
 * to do instead.
 */
export function mayPassOnRetry(error: unknown): boolean {
  return !(error instanceof ApiError) || ['NETWORK', 'TIMEOUT', 'INTERNAL'].includes(error.code);
}

/**
 * A failure's heading as the error allows: "Failed to delete client. Please try again." keeps
 * its advice only when trying again may help; before a refusal's own message ("… Move or remove
 * them first.") it reads "Failed to delete client."
 */
export function failureTitle(title: string, error: unknown): string {
  // Bad input: corrected, it is worth sending again.
  const correctable = error instanceof ApiError && error.code === 'VALIDATION_FAILED';
  return mayPassOnRetry(error) || correctable
    ? title
    : title.replace(/\s*Please try again\.?$/, '');
}

interface GraphQLResponse<Data> {
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: unknown; fieldErrors?: FieldErrors } }[];
}

/** Listeners told when the server says the session is gone (so the app can show sign-in). */
const signedOutListeners = new Set<() => void>();
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function request<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
  ...[variables]: Variables extends Record<string, never> ? [] : [Variables]
): Promise<Result> {
  return requestWithin(REQUEST_TIMEOUT_MS, document, variables as Variables);
}

/**
 * A request allowed longer than REQUEST_TIMEOUT_MS: only for work the person knows is long and
 * waits for with a progress indicator (a spreadsheet import, decision 023).
 */
export async function requestWithin<Result, Variables>(
  timeoutMs: number,
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify({ query: print(document), variables }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(
      timedOut ? TIMEOUT_MESSAGE : NETWORK_MESSAGE,
      timedOut ? 'TIMEOUT' : 'NETWORK',
    );
  }
  let body: GraphQLResponse<Result>;
  try {
    body = (await response.json()) as GraphQLResponse<Result>;
  } catch {
    throw new ApiError(DEFAULT_ERROR_MESSAGES.INTERNAL, 'INTERNAL');
  }
  const [first] = body.errors ?? [];
  if (first) {
    const code = isErrorCode(first.extensions?.code) ? first.extensions.code : 'INTERNAL';
    if (code === 'UNAUTHENTICATED') signedOutListeners.forEach((listener) => listener());
    throw new ApiError(first.message, code, first.extensions?.fieldErrors ?? {});
  }
  if (!body.data) throw new ApiError(DEFAULT_ERROR_MESSAGES.INTERNAL, 'INTERNAL');
  return body.data;
}
