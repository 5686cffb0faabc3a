/**
 * geocodeAddress (product.md §7.3, decision 011) against a loopback HTTP server that answers like
 * Nominatim: results, no result, failures, the cache and the one-request-per-interval pacing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadConfig } from '../env';
import { appVersion } from '../paths';
import { callerAs, type Caller } from '../../../tests/support/graphql';
import { openTestDatabase, resetDatabase } from '../../../tests/support/database';
import { TEST_BASE_URL } from '../../../tests/support/test-app';
import { createGeocoder, geocoderUserAgent, normalizeAddress } from './geocoder';

const TIMEOUT_MS = 400;
const INTERVAL_MS = 200;

const GEOCODE = `query ($address: String!) {
  geocodeAddress(address: $address) { latitude longitude formattedAddress }
}`;

interface Received {
  url: URL;
  userAgent: string | undefined;
  at: number;
}

type Answer = (request: Received, response: http.ServerResponse) => void;

function json(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const RIVER_ROAD = {
  place_id: 1,
  lat: '41.8781136',
  lon: '-87.6297982',
  display_name: '100 River Road, Springfield, Illinois, 62701, United States',
};

/** The fake provider: records every request and answers with `answer`. */
const provider = {
  server: http.createServer((request, response) => {
    const received: Received = {
      url: new URL(request.url ?? '/', 'http://provider'),
      userAgent: request.headers['user-agent'],
      at: performance.now(),
    };
    provider.received.push(received);
    provider.answer(received, response);
  }),
  received: [] as Received[],
  answer: ((_request, response) => json(response, 200, [RIVER_ROAD])) as Answer,
  url: '',
};

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let admin: Caller;

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}/`;
  database = await openTestDatabase();
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: 'false',
      BASE_URL: TEST_BASE_URL,
      DATA_DIR: path.join(os.tmpdir(), 'outreach-test-unused'),
      MAIL_FROM: 'Outreach Team <outreach@example.org>',
      GEOCODER_URL: provider.url,
    }),
    database,
    authSecret: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    geocoder: { timeoutMs: TIMEOUT_MS, minIntervalMs: INTERVAL_MS },
  });
  await app.server.ready();
});

beforeEach(async () => {
  await resetDatabase(database.db);
  provider.received = [];
  provider.answer = (_request, response) => json(response, 200, [RIVER_ROAD]);
  admin = await callerAs(app.server, database.db, 'Admins');
});

afterAll(async () => {
  provider.server.closeAllConnections();
  await new Promise((resolve) => provider.server.close(resolve));
  await app?.server.close();
  await database?.close();
});

const lookup = (caller: Caller, address: string) =>
  caller.run<{ geocodeAddress: unknown }>(GEOCODE, { address });

describe('geocodeAddress', () => {
  it("returns the first result's coordinates and formatted address", async () => {
    const result = await lookup(admin, '100 River Road, Springfield');

    expect(result.errors).toEqual([]);
    expect(result.data?.geocodeAddress).toEqual({
      latitude: 41.8781136,
      longitude: -87.6297982,
      formattedAddress: '100 River Road, Springfield, Illinois, 62701, United States',
    });
    expect(provider.received).toHaveLength(1);
    const [request] = provider.received;
    expect(request!.url.pathname).toBe('/search');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      q: '100 River Road, Springfield',
      format: 'jsonv2',
      limit: '1',
    });
    expect(request!.userAgent).toBe(
      `OutreachDashboard/${appVersion()} (self-hosted; contact: outreach@example.org)`,
    );
  });

  it('is open to super admins too', async () => {
    const superAdmin = await callerAs(app.server, database.db, 'SuperAdmins');
    const result = await lookup(superAdmin, '100 River Road');
    expect(result.errors).toEqual([]);
    expect(result.data?.geocodeAddress).toMatchObject({ latitude: 41.8781136 });
  });

  it('returns null when the provider finds nothing, and remembers that', async () => {
    provider.answer = (_request, response) => json(response, 200, []);

    const first = await lookup(admin, 'Nowhere at all');
    const again = await lookup(admin, '  NOWHERE   at all ');

    expect(first.errors).toEqual([]);
    expect(first.data).toEqual({ geocodeAddress: null });
    expect(again.data).toEqual({ geocodeAddress: null });
    expect(provider.received).toHaveLength(1);
  });

  it('asks the provider once per address, however it is spaced or cased', async () => {
    const first = await lookup(admin, '100 River Road, Springfield');
    const second = await lookup(admin, '  100   river ROAD,\tSpringfield ');

    expect(second.errors).toEqual([]);
    expect(second.data?.geocodeAddress).toEqual(first.data?.geocodeAddress);
    expect(provider.received).toHaveLength(1);
  });

  it('asks once when the same address is looked up twice at the same time', async () => {
    const [first, second] = await Promise.all([
      lookup(admin, '12 Elm Street'),
      lookup(admin, '12 elm street'),
    ]);

    expect(first.data?.geocodeAddress).toMatchObject({ latitude: 41.8781136 });
    expect(second.data?.geocodeAddress).toEqual(first.data?.geocodeAddress);
    expect(provider.received).toHaveLength(1);
  });

  it('fails with the specification message on an HTTP error, without provider details', async () => {
    provider.answer = (_request, response) =>
      json(response, 500, { error: 'Internal provider trouble at 10.0.0.7' });

    const result = await lookup(admin, '100 River Road');

    expect(result.data).toEqual({ geocodeAddress: null });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.message).toBe('Failed to lookup address coordinates');
    expect(result.errors[0]!.extensions).toEqual({ code: 'INTERNAL' });
    const text = JSON.stringify(result);
    for (const detail of ['127.0.0.1', '500', 'provider trouble', '10.0.0.7']) {
      expect(text).not.toContain(detail);
    }
  });

  it('does not remember a failure: the next lookup asks again', async () => {
    provider.answer = (_request, response) => json(response, 503, {});
    const failed = await lookup(admin, '100 River Road');
    expect(failed.errors[0]?.message).toBe('Failed to lookup address coordinates');

    provider.answer = (_request, response) => json(response, 200, [RIVER_ROAD]);
    const retried = await lookup(admin, '100 River Road');

    expect(retried.errors).toEqual([]);
    expect(retried.data?.geocodeAddress).toMatchObject({ longitude: -87.6297982 });
    expect(provider.received).toHaveLength(2);
  });

  it('fails with the specification message when the answer is too slow', async () => {
    const timers: NodeJS.Timeout[] = [];
    provider.answer = (_request, response) => {
      timers.push(setTimeout(() => json(response, 200, [RIVER_ROAD]), TIMEOUT_MS * 5));
    };

    const result = await lookup(admin, '100 River Road');
    timers.forEach(clearTimeout);

    // The provider would have answered with the address: the lookup gave up waiting for it.
    expect(result.errors[0]?.message).toBe('Failed to lookup address coordinates');
    expect(result.errors[0]?.extensions).toEqual({ code: 'INTERNAL' });
  });

  it('fails with the specification message on an answer that is not a result list', async () => {
    provider.answer = (_request, response) => json(response, 200, { error: 'Unable to geocode' });
    const result = await lookup(admin, '100 River Road');
    expect(result.errors[0]?.message).toBe('Failed to lookup address coordinates');
  });

  it('fails with the specification message when the provider cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const geocoder = createGeocoder({
      db: database.db,
      baseUrl: `http://127.0.0.1:${port}`,
      userAgent: 'test',
      minIntervalMs: 0,
    });

    await expect(geocoder.lookup('100 River Road')).rejects.toMatchObject({
      message: 'Failed to lookup address coordinates',
      code: 'INTERNAL',
    });
  });

  it('sends concurrent lookups of different addresses one interval apart', async () => {
    // Let the previous test's turn pass, so the first request goes out at once.
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));

    const results = await Promise.all(
      ['1 First Street', '2 Second Street', '3 Third Street'].map((address) =>
        lookup(admin, address),
      ),
    );

    expect(results.map((result) => result.errors)).toEqual([[], [], []]);
    const arrivals = provider.received.map((request) => request.at);
    expect(arrivals).toHaveLength(3);
    const gaps = arrivals.slice(1).map((at, index) => at - arrivals[index]!);
    // The pacer spaces the sends; arrival at the server adds socket and scheduling jitter, which
    // on a loaded CI machine reached 70 ms (a 129 ms gap for a 200 ms interval). Timers only
    // fire late, never early, so sends are at least an interval apart; unpaced, the arrivals
    // would be about 0 ms apart. These bounds tell the two apart without timing the machine.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(INTERVAL_MS / 4);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(INTERVAL_MS);
  });

  it('waits one second between requests by default (on the injected clock)', async () => {
    let now = 0;
    const sleeps: number[] = [];
    const geocoder = createGeocoder({
      db: database.db,
      baseUrl: provider.url,
      userAgent: 'test',
      clock: {
        now: () => now,
        sleep: (milliseconds) => {
          sleeps.push(milliseconds);
          now += milliseconds;
          return Promise.resolve();
        },
      },
    });

    await Promise.all(['A Road', 'B Road', 'C Road'].map((address) => geocoder.lookup(address)));

    expect(sleeps).toEqual([1000, 1000]);
    expect(provider.received).toHaveLength(3);
  });

  it('refuses volunteers and people signed out', async () => {
    const volunteer = await callerAs(app.server, database.db, 'Volunteers');
    const signedOut = await callerAs(app.server, database.db, 'signedOut');

    const refused = await lookup(volunteer, '100 River Road');
    const anonymous = await lookup(signedOut, '100 River Road');

    expect(refused.errors[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.data).toEqual({ geocodeAddress: null });
    expect(anonymous.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(provider.received).toHaveLength(0);
  });

  it('refuses a blank or overlong address with a message under the address field', async () => {
    const blank = await lookup(admin, '   ');
    const long = await lookup(admin, 'x'.repeat(501));

    expect(blank.errors[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: { address: 'Address is required' },
    });
    expect(long.errors[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: { address: 'Must be at most 500 characters' },
    });
    expect(provider.received).toHaveLength(0);
  });
});

describe('geocoder helpers', () => {
  it('normalises an address for the cache', () => {
    expect(normalizeAddress('  100  River\tROAD\n Springfield ')).toBe(
      '100 river road springfield',
    );
  });

  it('names the app and a contact in the User-Agent', () => {
    expect(
      geocoderUserAgent('1.2.3', 'Outreach <ops@example.org>', 'https://dash.example.org'),
    ).toBe('OutreachDashboard/1.2.3 (self-hosted; contact: ops@example.org)');
    expect(
      geocoderUserAgent(
        '1.2.3',
        'Outreach Dashboard <no-reply@localhost>',
        'https://dash.example.org',
      ),
    ).toBe('OutreachDashboard/1.2.3 (self-hosted; contact: https://dash.example.org)');
  });
});
