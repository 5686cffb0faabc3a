/**
 * Pages as HTML, rendered by the server: the page paints with its stylesheet before the scripts
 * have arrived and run, and the scripts then take it over in place (hydrateRoot in main.tsx)
 * instead of drawing it again.
 *
 * - The signed-out page (decision 079), rendered once when the server starts: it is the same
 *   for every signed-out visitor, but for the style nonce, rendered as the placeholder each
 *   response fills.
 * - A signed-in page (decision 080), rendered for each visit with the person's session: its
 *   first screen, with the data it asks for fetched through the server's own API as that
 *   person, and those answers handed to the browser's cache with the page.
 *
 * Built by Vite as a separate server module (`vite build --mode server-render`, dist/web-render),
 * so that it is the same code, with the same styles and ids, as the page the browser runs.
 */
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { preloadSignedInPage } from '../app/AppRoutes';
import { programmeTimeZoneQuery } from '../app/layouts/ProgrammeTimeZoneGate';
import { newQueryClient } from '../app/query-client';
import { setPageStateForServerRender } from '../auth/page-state';
import { setProgrammeTimeZone } from '../lib/time-zone';
import type { PageState, SignInOptions } from '../../shared/page-state';

export function renderSignedOutPage(signInOptions: SignInOptions): string {
  setPageStateForServerRender({ session: null, signInOptions });
  return renderToString(<App serverLocation="/" />);
}

export interface RenderedSignedInPage {
  html: string;
  /** What the page's queries answered, for the browser's cache. */
  queries: DehydratedState;
}

/** How React marks a Suspense boundary it could not render on the server. */
const CLIENT_RENDERED_PART = '<!--$!-->';

/** Pages whose data leads to more data (a list, then what it names) settle within this many renders. */
const MOST_RENDERS = 4;

function waitingToFetch(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * Renders the signed-in page at `location` for the person in `state`, times in `timeZone`.
 * Each render finds the queries the page asks for; they are fetched (the server's own API, as
 * that person: the caller provides `fetch`) and the page rendered again, until it asks for no
 * more. Null when an answer failed or the page did not settle: the browser then draws the page
 * itself, as without server rendering, and shows what failed as it always does.
 *
 * Renders must not overlap: the session, the page state and the time zone are the module's.
 */
export async function renderSignedInPage(
  state: PageState,
  location: string,
  timeZone: string,
): Promise<RenderedSignedInPage | null> {
  if (!state.session) return null;
  setPageStateForServerRender(state);
  setProgrammeTimeZone(timeZone);
  const queryClient = newQueryClient(state);
  queryClient.setQueryData(programmeTimeZoneQuery(timeZone).queryKey, timeZone);
  await preloadSignedInPage(location.split('?')[0] ?? '/');
  for (let render = 0; render < MOST_RENDERS; render += 1) {
    const html = renderToString(<App serverLocation={location} queryClient={queryClient} />);
    const waiting = queryClient.getQueryCache().getAll().filter(waitingToFetch);
    // A part that failed while rendering is left for the browser to draw (`<!--$!-->`), which
    // it reports as an error (React #419) as it takes over: the browser draws the whole page.
    if (waiting.length === 0 && html.includes(CLIENT_RENDERED_PART)) return null;
    if (waiting.length === 0) return { html, queries: dehydrate(queryClient) };
    await Promise.all(
      waiting.map((query) =>
        queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey }),
      ),
    );
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    ) {
      return null;
    }
  }
  return null;
}
