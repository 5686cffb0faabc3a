/**
 * Compressed answers (decision 051): a large GraphQL answer travels as brotli or gzip, as the
 * browser accepts, and reads back the same; a small one, or one to a caller that accepts
 * neither, goes as it is; a live-update stream is never compressed (its events must not wait
 * in a compressor's buffer).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { insertFacility } from '../../../tests/support/resource-factory';
import { createPerson, signIn, TEST_PASSWORD } from '../../../tests/support/people';
import { subscribe, type Subscription } from '../../../tests/support/sse';
import { TEST_BASE_URL, useTestApp } from '../../../tests/support/test-app';
import { facilityInput } from '../../../tests/support/factories';

const app = useTestApp();
let cookie = '';

const LIST = '{ listFacilities { items { id name address region contactPerson email } } }';

async function ask(query: string, acceptEncoding?: string) {
  return app.server.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      origin: TEST_BASE_URL,
      cookie,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    payload: { query },
  });
}

beforeEach(async () => {
  const admin = await createPerson(app.database.db, 'Admins');
  cookie = await signIn(app.server, admin.email);
  for (let index = 0; index < 30; index += 1) await insertFacility(app.database.db);
});

describe('GraphQL answers', () => {
  it('sends a large list as brotli to a browser that accepts it, and it reads back the same', async () => {
    const plain = await ask(LIST);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);

    const brotli = await ask(LIST, 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await ask(LIST, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is: compressing it gains nothing', async () => {
    const small = await ask('{ countFacilities }', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { countFacilities: 30 } });
  });
});

describe('what keeps compressed answers safe from BREACH (decision 051)', () => {
  it('a cross-site page cannot send a GraphQL request, nor send the session cookie with one', async () => {
    const crossSite = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        origin: 'https://attacker.example',
        cookie,
        'accept-encoding': 'br',
      },
      payload: { query: LIST },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.body).not.toContain('items');

    const person = await createPerson(app.database.db, 'Admins');
    const signedIn = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    const cookies = [signedIn.headers['set-cookie']].flat().map(String);
    const session = cookies.find((line) => line.includes('session_token='));
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/HttpOnly/i);
  });
});

describe('live updates', () => {
  let baseUrl = '';
  const open: Subscription[] = [];
  afterAll(() => open.forEach((subscription) => subscription.close()));

  it('are never compressed, and each event arrives as it happens', async () => {
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address() as { port: number };
    baseUrl = `http://127.0.0.1:${address.port}`;
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'accept-encoding': 'gzip, br',
        origin: TEST_BASE_URL,
        cookie,
      },
      body: JSON.stringify({
        query: 'subscription { onRecordChanged(recordTypes: [Facility]) { recordType action } }',
      }),
    });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    // GraphQL Yoga marks the stream 'none', which also keeps proxies from compressing it.
    expect(response.headers.get('content-encoding') ?? 'none').toBe('none');
    await response.body?.cancel();

    // And the stream still delivers: one change, one event, without waiting for more.
    const changes = await subscribe(
      baseUrl,
      'subscription { onRecordChanged(recordTypes: [Facility]) { recordType action } }',
      cookie,
    );
    open.push(changes);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const created = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, cookie },
      payload: {
        query: 'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
        variables: { input: facilityInput() },
      },
    });
    expect(created.json().errors).toBeUndefined();
    expect((await changes.next(3000)).data).toEqual({
      onRecordChanged: { recordType: 'Facility', action: 'CREATE' },
    });
  });
});
