/**
 * What a page knows before its scripts ask (decision 058): the server writes it into
 * index.html as a JSON data block (src/server/http/page-state.ts), the web app reads it once
 * at start (src/web/auth/page-state.ts).
 */

/** What the signed-out pages may offer; public, it holds nothing secret. */
export interface SignInOptions {
  allowSignUp: boolean;
  /** OpenID Connect providers: a "Sign in with {label}" button each. */
  providers: { id: string; label: string }[];
}

/** The person the page is for, in the shape better-auth's client keeps a session in. */
export interface PageSession {
  user: {
    id: string;
    email: string;
    emailVerified: boolean;
    name: string;
    group: string | null;
  };
  /** No token, no expiry: the client asks better-auth for those in the background. */
  session: { userId: string };
  /** An admin who must set up an authenticator app before anything else. */
  mfaSetupRequired: boolean;
}

export interface PageState {
  /** Null: nobody is signed in. Absent: the server could not tell, and the page asks. */
  session?: PageSession | null;
  signInOptions: SignInOptions;
  /**
   * Where the server rendered a signed-in page (decision 080): whether it drew it for a narrow
   * screen, as it guessed from the browser's own words (a phone's browser says "Mobile").
   */
  narrowScreen?: boolean;
  /**
   * Where the server rendered a signed-in page: the instant it drew it (ms since 1970). Pages
   * that depend on the time ("Upcoming", today's sessions) use it until the browser has taken
   * the page over, so both draw the same page and ask for the same data (decision 080).
   */
  renderedAt?: number;
}

/**
 * The id of the `<script type="application/json">` element that carries the answers the server
 * fetched to render a signed-in page (React Query's dehydrated state, decision 080).
 */
export const PAGE_QUERIES_ELEMENT_ID = 'page-queries';

/** The id of the `<script type="application/json">` element that carries it. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * Where index.html, and the signed-out page the server renders into it (decision 079), put the
 * style nonce: each response writes its own there (src/server/http/spa.ts).
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Where the rendered sign-in page's one inline script carries the script nonce (decision 079). */
export const SCRIPT_NONCE_PLACEHOLDER = '__CSP_SCRIPT_NONCE__';

/**
 * What an address that lands on a sign-in step may carry (a provider's refusal, the
 * authenticator step, a password reset link): the server renders only the plain sign-in page,
 * for an address with none of them (decision 079).
 */
export const LANDING_PARAMETERS = ['signInError', 'signInStep', 'resetPasswordFor'];

/** Set on the page's root element when it holds the page the server rendered (decision 079). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * The root element in index.html between the markers that say where the page goes: the boot
 * shell, or the page the server rendered (decisions 079, 080), which keeps the markers so that
 * the service worker can keep the page without it (no record data on the device).
 */
export const APP_ROOT_REGION = /<!-- app-root:[^>]*-->[\s\S]*?<!-- \/app-root -->/;
