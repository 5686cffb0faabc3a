/**
 * What a page knows before its scripts ask (decision 058, src/shared/page-state.ts): who is signed in (or that nobody
 * is), whether they must set up an authenticator app first, and what the sign-in page offers.
 * Written into index.html as a JSON data block, so that the first screen renders as soon as
 * the scripts have run, instead of after two more round trips (get-session, then the
 * authenticator check) that on a phone's network cost most of a second.
 *
 * It names the person to themselves only: the page is `no-store`, carries no session token
 * (the browser's cookie does), and is never compressed (nothing in it a third party chose).
 */
import {
  PAGE_QUERIES_ELEMENT_ID,
  PAGE_STATE_ELEMENT_ID,
  type PageSession,
  type PageState,
} from '../../shared/page-state';
import type { Viewer } from '../auth/viewer';

export function pageSessionOf(viewer: Viewer): PageSession {
  return {
    user: {
      id: viewer.userId,
      email: viewer.email,
      emailVerified: viewer.emailVerified,
      name: viewer.name,
      group: viewer.group,
    },
    session: { userId: viewer.userId },
    mfaSetupRequired: viewer.mfaSetupRequired ?? false,
  };
}

/**
 * The data block. JSON in HTML ends at the first `</script`, whatever the JSON says: a name
 * holding markup must not end it, so `<` (and the line separators some parsers mishandle) are
 * written as escapes, which JSON.parse reads back as the same characters.
 */
function jsonElement(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(
    /[<\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export function pageStateElement(state: PageState): string {
  return jsonElement(PAGE_STATE_ELEMENT_ID, state);
}

/** The answers a rendered signed-in page was drawn with (decision 080), for the browser's cache. */
export function pageQueriesElement(queries: unknown): string {
  return jsonElement(PAGE_QUERIES_ELEMENT_ID, queries);
}
