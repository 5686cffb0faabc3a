/**
 * Sign-in, password reset and "resend the code" answer the same whether or not the e-mail has
 * an account, so nobody can find out who is in the programme by trying addresses. Checked
 * against a real server process. That they also take the same time is measured by
 * `npm run bench` (bench/support/sign-in-timing.ts), not here: a timing is no test (decision 084).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app';

const ACCOUNTS = ['a1', 'a2', 'a3'].map((name) => `${name}@example.org`);
let app: RunningApp;

beforeAll(async () => {
  app = await startApp(ACCOUNTS.map((email) => ({ email, group: 'Admins' as const })));
});
afterAll(() => app?.stop());

const ROUTES = {
  'sign-in': ['/sign-in/email', { password: 'Wrong-Password-1' }, 401],
  'password reset': ['/forget-password/email-otp', {}, 200],
  'resending a code': ['/email-otp/send-verification-otp', { type: 'email-verification' }, 200],
} as const;
type Route = keyof typeof ROUTES;

async function attempt(email: string, route: Route) {
  const [path, extra] = ROUTES[route];
  const response = await fetch(`${app.server.baseUrl}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.server.baseUrl },
    body: JSON.stringify({ email, ...extra }),
  });
  return { status: response.status, body: JSON.parse(await response.text()) as unknown };
}

describe.each(Object.keys(ROUTES) as Route[])('%s for known and unknown e-mails', (route) => {
  it('gives the same status and message', async () => {
    const expectedStatus = ROUTES[route][2];
    // Each account once (a wrong password stays under the lockout), each beside an unknown one.
    for (const [index, email] of ACCOUNTS.entries()) {
      const known = await attempt(email, route);
      const unknown = await attempt(`nobody${index}@example.org`, route);
      expect(known.status).toBe(expectedStatus);
      expect(unknown).toEqual(known);
    }
  });
});
