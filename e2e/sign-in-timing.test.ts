/**
 * Sign-in answers the same, in the same time, whether or not the e-mail has an account, so
 * nobody can find out who is in the programme by trying addresses. Measured against a real
 * server process, in the sequential e2e suite so that no other test loads the machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './support/app';

const ACCOUNTS = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => `${name}@example.org`);
let app: RunningApp;

beforeAll(async () => {
  app = await startApp(ACCOUNTS.map((email) => ({ email, group: 'Admins' as const })));
});
afterAll(() => app?.stop());

async function timedAttempt(email: string) {
  const started = performance.now();
  const response = await fetch(`${app.server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.server.baseUrl },
    body: JSON.stringify({ email, password: 'Wrong-Password-1' }),
  });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('sign-in for known and unknown e-mails', () => {
  it('gives the same status and message, and takes the same time (median within 10 ms)', async () => {
    await timedAttempt('warm-up@example.org');
    const differences: number[] = [];
    // Five accounts × four attempts each (under the lockout's five); each known attempt is
    // paired with an unknown one right after it, so other work on the machine cancels out.
    for (let round = 0; round < 20; round += 1) {
      const known = await timedAttempt(ACCOUNTS[round % ACCOUNTS.length]!);
      const unknown = await timedAttempt(`nobody${round}@example.org`);
      expect(known.status).toBe(401);
      expect(unknown.status).toBe(known.status);
      expect(JSON.parse(unknown.body)).toEqual(JSON.parse(known.body));
      differences.push(known.ms - unknown.ms);
    }
    expect(Math.abs(median(differences))).toBeLessThan(10);
  });
});
