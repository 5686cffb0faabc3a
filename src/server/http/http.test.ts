/** The HTTP surface: health, security headers, the web app and its client-route fallback. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openTestDatabase } from '../../../tests/support/database';
import { createPerson, signIn } from '../../../tests/support/people';
import { TEST_BASE_URL, testConfig } from '../../../tests/support/test-app';
import {
  FIXTURE_ROOT,
  FIXTURE_SCRIPT,
  removeWebBuildFixture,
  writeWebBuildFixture,
} from '../../../tests/support/web-build-fixture';

const webBuild = writeWebBuildFixture();
const SCRIPT = FIXTURE_SCRIPT;

async function startApp() {
  const database = await openTestDatabase();
  const { server } = await buildApp({
    config: testConfig(),
    database,
    authSecret: 'x'.repeat(40),
    webBuildFolder: webBuild,
  });
  return { server, database };
}

const running = startApp();
afterAll(async () => {
  const { server, database } = await running;
  await server.close();
  await database.close();
  removeWebBuildFixture(webBuild);
});

describe('GET /healthz', () => {
  it('answers 200 while the database is reachable and 503 once it is not', async () => {
    const { server, database } = await startApp();
    const healthy = await server.inject('/healthz');
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toMatchObject({ status: 'ok' });
    await database.close();
    const unhealthy = await server.inject('/healthz');
    expect(unhealthy.statusCode).toBe(503);
    expect(unhealthy.json()).toMatchObject({ status: 'unavailable' });
    await server.close();
  });
});

describe('the web app', () => {
  it.each(['/', '/admin/facilities', '/volunteer/Facilities', '/some/unknown/path'])(
    'serves index.html for the client route %s with a fresh CSP nonce',
    async (url) => {
      const { server } = await running;
      const first = await server.inject(url);
      const second = await server.inject(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/text\/html/);
      const nonce = /csp-nonce" content="([0-9a-f]+)"/.exec(first.body)?.[1];
      expect(nonce).toMatch(/^[0-9a-f]{16,}$/);
      expect(first.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      expect(second.body).not.toContain(nonce!);
    },
  );

  it('sends the page compressed as the browser accepts, never cached', async () => {
    const { server } = await running;
    const get = (acceptEncoding?: string) =>
      server.inject({
        url: '/admin/clients',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const withoutNonce = (html: string) => html.replace(/[0-9a-f]{32}/g, 'NONCE');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`<body>${FIXTURE_ROOT}</body>`);

    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('no-store');
    expect(withoutNonce(brotliDecompressSync(brotli.rawPayload).toString())).toBe(
      withoutNonce(plain.body),
    );

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(withoutNonce(gunzipSync(gzip.rawPayload).toString())).toBe(withoutNonce(plain.body));
  });

  it('sends an asset compressed as the build wrote it, as the browser accepts, cached for a year', async () => {
    const { server } = await running;
    const get = (acceptEncoding?: string) =>
      server.inject({
        url: '/assets/app-1234.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("tells the page the programme's time zone, so its first times are in it", async () => {
    const { server } = await running;
    const page = (await server.inject('/admin/schedules')).body;
    expect(page).toContain(
      `<meta name="programme-time-zone" content="${testConfig().orgTimeZone}">`,
    );
    expect(page).not.toContain('__PROGRAMME_TIME_ZONE__');
  });

  it('sends a strict content security policy and the other security headers', async () => {
    const { server } = await running;
    const response = await server.inject('/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'nonce-[0-9a-f]+')?;/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('lets images come from the map tile server, and tells the page its address', async () => {
    const { server } = await running;
    const csp = String((await server.inject('/')).headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org;/);
    const settings = await server.inject('/api/map-settings');
    expect(settings.json()).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('serves built assets with a long cache and answers unknown API paths with JSON 404', async () => {
    const { server } = await running;
    const asset = await server.inject('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await server.inject('/assets/missing.js');
    expect(missingAsset.statusCode).toBe(404);
    const api = await server.inject('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('refuses JSON bodies over 1 MiB', async () => {
    const { server } = await running;
    const response = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
      payload: JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('the per-address request limit (API_RATE_LIMIT)', () => {
  async function healthLimits(apiRateLimit: string) {
    const database = await openTestDatabase();
    const { server } = await buildApp({
      config: testConfig({ API_RATE_LIMIT: apiRateLimit }),
      database,
      authSecret: 'x'.repeat(40),
      webBuildFolder: webBuild,
    });
    try {
      const statuses: number[] = [];
      let limitHeader: string | undefined;
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await server.inject('/healthz');
        statuses.push(response.statusCode);
        limitHeader ??= response.headers['x-ratelimit-limit'] as string | undefined;
      }
      return { statuses, limitHeader };
    } finally {
      await server.close();
      await database.close();
    }
  }

  it('refuses requests over the configured number per minute', async () => {
    const { statuses, limitHeader } = await healthLimits('3');
    expect(limitHeader).toBe('3');
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("never blocks signing in, nor the web app's files, once the API limit is spent", async () => {
    const database = await openTestDatabase();
    const { server } = await buildApp({
      config: testConfig({ API_RATE_LIMIT: '2' }),
      database,
      authSecret: 'x'.repeat(40),
      webBuildFolder: webBuild,
    });
    try {
      const person = await createPerson(database.db, 'Volunteers');
      const health = [];
      for (let attempt = 0; attempt < 3; attempt += 1)
        health.push((await server.inject('/healthz')).statusCode);
      expect(health).toEqual([200, 200, 429]);
      // Sign-in has limits of its own (per route and address), not this one.
      const cookie = await signIn(server, person.email);
      expect(cookie).toContain('session_token');
      expect((await server.inject('/assets/app-1234.js')).statusCode).toBe(200);
      // The API itself stays refused until the minute is over.
      const graphql = await server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { cookie, origin: TEST_BASE_URL, 'content-type': 'application/json' },
        payload: { query: '{ __typename }' },
      });
      expect(graphql.statusCode).toBe(429);
    } finally {
      await server.close();
      await database.close();
    }
  });

  it('is off at 0', async () => {
    const { statuses, limitHeader } = await healthLimits('0');
    expect(limitHeader).toBeUndefined();
    expect(statuses).toEqual([200, 200, 200, 200]);
  });
});
