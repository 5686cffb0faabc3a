/** Sign-in answers the same, in the same time, whether or not the e-mail has an account. */
import { describe, expect, it } from 'vitest';
import { createPerson } from '../../../tests/support/people';
import { TEST_BASE_URL, useTestApp } from '../../../tests/support/test-app';

const app = useTestApp();

async function timedAttempt(email: string) {
  const started = performance.now();
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
    payload: { email, password: 'Wrong-Password-1' },
  });
  return { ms: performance.now() - started, status: response.statusCode, body: response.body };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('sign-in for known and unknown e-mails', () => {
  it('gives the same status and message, and takes the same time (median within 10 ms)', async () => {
    const accounts = await Promise.all(
      [1, 2, 3, 4].map(() => createPerson(app.database.db, 'Admins')),
    );
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    await timedAttempt('warm-up@example.org');
    // Four accounts × four attempts (under the lockout's five), alternated with unknown
    // addresses so both see the same machine load.
    for (let round = 0; round < 16; round += 1) {
      const a = await timedAttempt(accounts[round % 4]!.email);
      const b = await timedAttempt(`nobody${round}@example.org`);
      expect(a.status).toBe(401);
      expect(b.status).toBe(a.status);
      expect(JSON.parse(b.body)).toEqual(JSON.parse(a.body));
      knownTimes.push(a.ms);
      unknownTimes.push(b.ms);
    }
    // Compared pair by pair (each known attempt with the unknown one right after it), so that
    // other work on the machine slows both sides of a pair alike.
    const differences = knownTimes.map((ms, index) => ms - unknownTimes[index]!);
    expect(Math.abs(median(differences))).toBeLessThan(10);
  });
});
