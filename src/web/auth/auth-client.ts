import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { pageState } from './page-state';

/** better-auth's client for the sign-in routes at /api/auth (same origin as the app). */
export const authClient = createAuthClient({
  // No window where the server renders the signed-out page (decision 079); it sends nothing.
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [inferAdditionalFields({ user: { group: { type: 'string', required: false } } })],
});

// The page says who is signed in (decision 058): the first screen shows without waiting for
// get-session, which better-auth still asks in the background (it also renews the cookie).
const signedIn = pageState()?.session;
// It holds only what the pages read of a session (the person, not the token or the times).
if (signedIn) {
  authClient.hydrateSession(signedIn as unknown as Parameters<typeof authClient.hydrateSession>[0]);
}
