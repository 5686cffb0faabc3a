/**
 * Sign-in, password reset and "resend the code" answer the same, in the same time, whether or
 * not the e-mail has an account, so nobody can find out who is in the programme by trying
 * addresses. Measured against a real server process, in the sequential e2e suite so that no
 * other test loads the machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app';

const ACCOUNTS = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => `${name}@example.org`);
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

async function timedAttempt(email: string, route: Route = 'sign-in') {
  const [path, extra] = ROUTES[route];
  const started = performance.now();
  const response = await fetch(`${app.server.baseUrl}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.server.baseUrl },
    body: JSON.stringify({ email, ...extra }),
  });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe.each(Object.keys(ROUTES) as Route[])('%s for known and unknown e-mails', (route) => {
  it('gives the same status and message, and takes the same time (median within 10 ms or 10 %)', async () => {
    const expectedStatus = ROUTES[route][2];
    // Warm both paths up (JIT, connection, prepared queries) before anything is measured.
    // (One known attempt more leaves that account at the lockout's fifth free failure.)
    await timedAttempt(ACCOUNTS[0]!, route);
    for (let round = 0; round < 3; round += 1) {
      await timedAttempt(`warm-up${round}@example.org`, route);
    }
    const differences: number[] = [];
    const durations: number[] = [];
    // Five accounts × four attempts each (under the lockout's five); each known attempt is
    // paired with an unknown one right after it, so other work on the machine cancels out.
    for (let round = 0; round < 20; round += 1) {
      const known = await timedAttempt(ACCOUNTS[round % ACCOUNTS.length]!, route);
      const unknown = await timedAttempt(`nobody${round}@example.org`, route);
      expect(known.status).toBe(expectedStatus);
      expect(unknown.status).toBe(known.status);
      expect(JSON.parse(unknown.body)).toEqual(JSON.parse(known.body));
      differences.push(known.ms - unknown.ms);
      durations.push(known.ms);
    }
    // A missing password hash on one path shows as tens of milliseconds every time; on a
    // loaded machine, where every request is slower, the allowance grows with it.
    const allowance = Math.max(10, median(durations) / 10);
    expect(Math.abs(median(differences))).toBeLessThan(allowance);
  });
});
