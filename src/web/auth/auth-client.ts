import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** better-auth's client for the sign-in routes at /api/auth (same origin as the app). */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  plugins: [inferAdditionalFields({ user: { group: { type: 'string', required: false } } })],
});
