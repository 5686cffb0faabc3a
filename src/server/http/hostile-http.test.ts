/**
 * Hostile HTTP clients on every route (decision 038):
 * forged cross-site requests, the security headers of every answer, and errors that tell
 * nothing about the server's insides.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openTestDatabase } from '../../../tests/support/database';
import { createPerson, TEST_PASSWORD } from '../../../tests/support/people';
import { TEST_BASE_URL, testConfig, useTestApp } from '../../../tests/support/test-app';

const app = useTestApp();

const FOREIGN = { origin: 'https://evil.example' };
const OWN = { origin: TEST_BASE_URL };
const JSON_TYPE = { 'content-type': 'application/json' };

/** What a stack trace, SQL or a file path looks like in an answer. */
const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\/work\/|\/src\/|\.ts:\d|\.js:\d|\bselect\b|\binsert\b|\bfrom "|relation|pglite|postgres|stack/i;

/** Every route that changes something, with a body it would accept from the app's own page. */
const STATE_CHANGING: { url: string; body: Record<string, string> }[] = [
  { url: '/graphql', body: { query: 'mutation { __typename }' } },
  { url: '/api/auth/sign-in/email', body: { email: 'a@example.org', password: 'x' } },
  { url: '/api/auth/sign-up/email', body: { email: 'b@example.org', password: 'x', name: 'B' } },
  { url: '/api/auth/sign-out', body: { reason: 'forged' } },
  { url: '/api/auth/email-otp/send-verification-otp', body: { email: 'a@example.org' } },
  { url: '/api/setup', body: { token: 'x' } },
];

describe('cross-site request forgery', () => {
  it.each(STATE_CHANGING)(
    'POST $url is refused with a foreign, null or missing Origin',
    async ({ url, body }) => {
      for (const origin of [FOREIGN, { origin: 'null' }, {}]) {
        const response = await app.server.inject({
          method: 'POST',
          url,
          headers: { ...JSON_TYPE, ...origin },
          payload: body,
        });
        expect(response.statusCode, JSON.stringify(origin)).toBe(403);
        expect(response.body).toContain('Cross-site request refused.');
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    },
  );

  it.each(STATE_CHANGING)(
    'POST $url is refused as text/plain or a form, even from the app’s own origin',
    async ({ url, body }) => {
      const bodies = {
        'text/plain': JSON.stringify(body),
        'application/x-www-form-urlencoded': new URLSearchParams(body).toString(),
        'multipart/form-data; boundary=x':
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      };
      for (const [type, payload] of Object.entries(bodies)) {
        const response = await app.server.inject({
          method: 'POST',
          url,
          headers: { 'content-type': type, ...OWN },
          payload,
        });
        expect(response.statusCode, type).toBe(415);
        expect(response.body).toContain('Send requests as application/json.');
      }
    },
  );

  it('a forged sign-in with right credentials opens no session', async () => {
    const person = await createPerson(app.database.db, 'Admins');
    const forged = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/plain', ...OWN },
      payload: JSON.stringify({ email: person.email, password: TEST_PASSWORD }),
    });
    expect(forged.statusCode).toBe(415);
    expect(forged.headers['set-cookie']).toBeUndefined();
    const real = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { ...JSON_TYPE, ...OWN },
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    expect(real.statusCode).toBe(200);
    expect(real.headers['cache-control']).toBe('no-store');
  });

  it('lets a sign-in provider return the browser with a form post (its state is checked)', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/auth/callback/acme',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...FOREIGN },
      payload: 'code=abc&state=forged',
    });
    // Reaches better-auth, which refuses the unknown provider and state; not our guard's 403/415.
    expect([403, 415]).not.toContain(response.statusCode);
    expect(response.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
  });
});

/** One request of each kind the server answers, errors included. */
const ANSWERS = [
  { name: 'a page', request: { url: '/admin/facilities' }, api: false },
  { name: 'the sign-in page', request: { url: '/' }, api: false },
  { name: 'health', request: { url: '/healthz' }, api: true },
  { name: 'sign-in options', request: { url: '/api/sign-in-options' }, api: true },
  { name: 'the session', request: { url: '/api/auth/get-session' }, api: true },
  { name: 'a setup link check', request: { url: '/api/setup/status?token=x' }, api: true },
  {
    name: 'GraphQL',
    request: {
      method: 'POST' as const,
      url: '/graphql',
      headers: { ...JSON_TYPE, ...OWN },
      payload: { query: '{ __typename }' },
    },
    api: true,
  },
  {
    name: 'a sign-in',
    request: {
      method: 'POST' as const,
      url: '/api/auth/sign-in/email',
      headers: { ...JSON_TYPE, ...OWN },
      payload: { email: 'nobody@example.org', password: 'wrong password' },
    },
    api: true,
  },
  { name: 'an unknown API path', request: { url: '/api/nothing' }, api: true },
  { name: 'a calendar feed', request: { url: '/calendar/forged.ics' }, api: false },
  {
    name: 'bad JSON',
    request: {
      method: 'POST' as const,
      url: '/graphql',
      headers: { ...JSON_TYPE, ...OWN },
      payload: '{"query":',
    },
    api: true,
  },
  {
    name: 'a body too large',
    request: {
      method: 'POST' as const,
      url: '/api/setup',
      headers: { ...JSON_TYPE, ...OWN },
      payload: JSON.stringify({ token: 'x'.repeat(1024 * 1024 + 10) }),
    },
    api: true,
  },
  {
    name: 'a foreign origin',
    request: {
      method: 'POST' as const,
      url: '/api/setup',
      headers: { ...JSON_TYPE, ...FOREIGN },
      payload: {},
    },
    api: true,
  },
];

describe('security headers on every answer', () => {
  it.each(ANSWERS)('$name', async ({ request, api }) => {
    const response = await app.server.inject(request);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'( 'nonce-[0-9a-f]+')?;/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Served over plain HTTP here: HSTS would be meaningless (and ignored by browsers).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    if (api) expect(response.headers['cache-control']).toBe('no-store');
    if (response.statusCode >= 400) expect(response.body).not.toMatch(LEAK);
  });

  it('adds HSTS when the app is served over HTTPS', async () => {
    const database = await openTestDatabase();
    const { server } = await buildApp({
      config: testConfig({ BASE_URL: 'https://outreach.example.org' }),
      database,
      authSecret: 'x'.repeat(40),
    });
    try {
      for (const url of ['/', '/healthz', '/api/nothing']) {
        const response = await server.inject(url);
        expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      }
    } finally {
      await server.close();
      await database.close();
    }
  });
});

describe('errors tell nothing of the server', () => {
  it('answers malformed, oversized and unreadable requests with a fixed message', async () => {
    const cases = [
      {
        payload: '{"query":',
        status: 400,
        message: 'The request could not be read. Send valid JSON.',
      },
      {
        payload: `"${'x'.repeat(1024 * 1024 + 10)}"`,
        status: 413,
        message: 'The request is too large.',
      },
    ];
    for (const { payload, status, message } of cases) {
      for (const url of ['/graphql', '/api/setup', '/api/auth/sign-in/email']) {
        const response = await app.server.inject({
          method: 'POST',
          url,
          headers: { ...JSON_TYPE, ...OWN },
          payload,
        });
        expect(response.statusCode, url).toBe(status);
        expect(response.body, url).toContain(message);
        expect(response.body).not.toMatch(LEAK);
      }
    }
  });

  it('answers a failure inside the server with a reference, and no stack or SQL', async () => {
    const database = await openTestDatabase();
    const { server } = await buildApp({
      config: testConfig(),
      database,
      authSecret: 'x'.repeat(40),
    });
    try {
      await database.close();
      const response = await server.inject('/api/setup/status?token=abc');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({
        code: 'INTERNAL',
        message: expect.stringMatching(
          /^Something went wrong on the server\. Please try again\. \(reference [0-9a-f-]{36}\)$/,
        ),
      });
      expect(response.body).not.toMatch(LEAK);
    } finally {
      await server.close();
    }
  });
});
