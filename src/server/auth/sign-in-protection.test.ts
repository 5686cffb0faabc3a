/** Lockout per e-mail address and rate limits per client address, both kept in the database. */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createPerson, TEST_PASSWORD } from '../../../tests/support/people';
import { TEST_BASE_URL, testConfig, useTestApp } from '../../../tests/support/test-app';
import { lockSecondsAfter, lockedMessage } from './sign-in-protection';

const app = useTestApp({ AUTH_RATE_LIMIT: 'true' });

function signInAttempt(
  server = app.server,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return server.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_BASE_URL, 'content-type': 'application/json', ...headers },
    payload: { email, password },
  });
}

describe('lock length', () => {
  it('is nothing for 5 failures, then 1 s doubling up to 15 minutes', () => {
    expect([0, 1, 4].map(lockSecondsAfter)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 10].map(lockSecondsAfter)).toEqual([1, 2, 4, 32]);
    expect(lockSecondsAfter(14)).toBe(512);
    expect(lockSecondsAfter(15)).toBe(900);
    expect(lockSecondsAfter(40)).toBe(900);
    expect(lockedMessage(1)).toBe('Too many failed sign-in attempts. Try again in 1 second.');
    expect(lockedMessage(900)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(lockedMessage(128)).toBe(
      'Too many failed sign-in attempts. Try again in 2 minutes and 8 seconds.',
    );
    expect(lockedMessage(61)).toBe(
      'Too many failed sign-in attempts. Try again in 1 minute and 1 second.',
    );
  });
});

describe('per-account lockout', () => {
  it('refuses even the right password for a while after 5 wrong ones, then lets it in', async () => {
    const person = await createPerson(app.database.db, 'Admins');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await signInAttempt(app.server, person.email, 'Wrong-Password-1', {
        'x-outreach-client-ip': `10.0.0.${attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await signInAttempt(app.server, person.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-in attempts. Try again in 1 second.');

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signInAttempt(app.server, person.email, TEST_PASSWORD)).statusCode).toBe(200);
    // A success clears the count: one more mistake does not lock again.
    expect((await signInAttempt(app.server, person.email, 'Wrong-Password-1')).statusCode).toBe(
      401,
    );
    expect((await signInAttempt(app.server, person.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('treats an unknown e-mail exactly like a known one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await signInAttempt(app.server, 'nobody@example.org', 'Wrong-Password-1')).statusCode,
      ).toBe(401);
    }
    const locked = await signInAttempt(app.server, 'Nobody@Example.org', 'Wrong-Password-1');
    expect(locked.statusCode).toBe(429);
  });
});

describe('per-address rate limit', () => {
  it('allows 10 sign-in requests a minute from one address, whatever the client claims its address is', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // Each attempt uses another e-mail, so the account lockout plays no part.
      const response = await signInAttempt(
        app.server,
        `someone${attempt}@example.org`,
        'Wrong-Password-1',
        {
          'x-outreach-client-ip': `192.0.2.${attempt}`,
          'x-forwarded-for': `198.51.100.${attempt}`,
        },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('is kept in the database: a restarted server still enforces it', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await signInAttempt(app.server, `person${attempt}@example.org`, 'Wrong-Password-1');
    }
    const restarted = await buildApp({
      config: testConfig({ AUTH_RATE_LIMIT: 'true' }),
      database: app.database,
      authSecret: 'another-secret-that-is-long-enough-0123456789',
    });
    try {
      expect(
        (await signInAttempt(restarted.server, 'late@example.org', 'Wrong-Password-1')).statusCode,
      ).toBe(429);
    } finally {
      await restarted.server.close();
    }
  });
});
