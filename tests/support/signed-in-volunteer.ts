/**
 * Component-test support for the volunteer portal: a signed-in volunteer's session (what
 * useCurrentUser reads from better-auth's GET /api/auth/get-session) beside the GraphQL stub of
 * tests/support/fetch-stub.ts, which answers every other request. The session request reaches
 * the stub through tests/support/forwarding-fetch.ts (loaded by the web set-up).
 */
import { vi } from 'vitest';
import { stubGraphqlServer } from './fetch-stub';

/** The signed-in volunteer's account id, which is also their volunteer record's id. */
export const MY_ID = 'volunteer-me';

function sessionResponse(group: string): Response {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 86_400_000).toISOString();
  return new Response(
    JSON.stringify({
      session: { id: 'session-1', userId: MY_ID, token: 'token', expiresAt },
      user: {
        id: MY_ID,
        email: 'yusuf@example.org',
        emailVerified: true,
        name: 'Yusuf Ali',
        group,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

/** stubGraphqlServer, with the session of MY_ID answered first, in the Volunteers group. */
export function stubSignedInVolunteer(handlers: Parameters<typeof stubGraphqlServer>[0]) {
  return stubSignedInAs('Volunteers', handlers);
}

/** stubGraphqlServer, with the session of MY_ID, in `group`, answered first. */
export function stubSignedInAs(group: string, handlers: Parameters<typeof stubGraphqlServer>[0]) {
  const server = stubGraphqlServer(handlers);
  const answerGraphql = server.fetchMock;
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname === '/api/auth/get-session') return Promise.resolve(sessionResponse(group));
    return answerGraphql(url.href, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { ...server, fetchMock };
}
