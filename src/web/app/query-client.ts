/**
 * React Query's client for a page: the app's one in the browser, and a fresh one for each page
 * the server renders (decision 080), with the same rules. What the server fetched for the page
 * it rendered comes with the page, and starts the browser's cache (pageQueries).
 */
import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { mfaSetupRequiredQuery } from '../auth/auth.api';
import { ApiError, mayPassOnRetry } from '../lib/graphql';
import { PAGE_QUERIES_ELEMENT_ID, type PageState } from '../../shared/page-state';

export function newQueryClient(state: PageState | null): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // A refused request will be refused again; only retry what may be passing trouble,
        // twice, quickly: a failed load shows its message and Retry within 3 s (product.md §12).
        retry: (failureCount, error) =>
          failureCount < 2 && error instanceof ApiError && mayPassOnRetry(error),
        retryDelay: (failureCount) => 250 * 2 ** failureCount,
        refetchOnWindowFocus: false,
      },
    },
  });
  // Whether this admin must first set up an authenticator app, as the page said (decision 058).
  if (state?.session) {
    client.setQueryData(mfaSetupRequiredQuery().queryKey, state.session.mfaSetupRequired);
  }
  return client;
}

/**
 * The answers the server fetched to render this page (decision 080), put into `client`: the
 * page takes over the rendered one with the same data. They are as old as the page, so each is
 * asked again as its page mounts (React Query's default), which catches a change made since.
 */
export function hydratePageQueries(client: QueryClient, doc: Document | undefined): void {
  const text = doc?.getElementById(PAGE_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    hydrate(client, JSON.parse(text) as DehydratedState);
  } catch {
    // Unreadable: the page asks for its data itself, as it does without.
  }
}
