/** Hostile GraphQL clients: forged cross-site calls, oversized or probing queries. */
import { describe, expect, it } from 'vitest';
import { callerAs, errorCode } from '../../../tests/support/graphql';
import { createPerson, signIn } from '../../../tests/support/people';
import { TEST_BASE_URL, useTestApp } from '../../../tests/support/test-app';

const app = useTestApp();

async function cookie() {
  const person = await createPerson(app.database.db, 'Admins');
  return signIn(app.server, person.email);
}

function post(headers: Record<string, string>, payload: string) {
  return app.server.inject({ method: 'POST', url: '/graphql', headers, payload });
}

describe('cross-site requests', () => {
  it('refuses a foreign or missing Origin, even with a valid session cookie', async () => {
    const session = await cookie();
    const body = JSON.stringify({ query: '{ dashboardStats { totalFacilities } }' });
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        cookie: session,
      };
      if (origin) headers.origin = origin;
      const response = await post(headers, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const same = await post(
      { 'content-type': 'application/json', cookie: session, origin: TEST_BASE_URL },
      body,
    );
    expect(same.statusCode).toBe(200);
    expect(same.headers['cache-control']).toBe('no-store');
  });

  it('refuses form-encoded and text/plain bodies, and GET altogether', async () => {
    const session = await cookie();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await post(
        { 'content-type': type, cookie: session, origin: TEST_BASE_URL },
        type === 'text/plain' ? '{"query":"{ __typename }"}' : 'query=%7B__typename%7D',
      );
      expect(response.statusCode).toBe(415);
    }
    const viaGet = await app.server.inject({
      url: '/graphql?query=%7B__typename%7D',
      headers: { cookie: session },
    });
    expect(viaGet.statusCode).toBe(404);
  });
});

describe('query limits', () => {
  it('refuses very deep, alias-heavy or introspection queries without revealing the limits', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const deep = `{ ${'__typename '.repeat(1)}${'a: __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }'} }`;
    const aliases = `{ ${Array.from({ length: 40 }, (_, index) => `a${index}: dashboardStats { totalFacilities }`).join(' ')} }`;
    for (const query of [deep, aliases, '{ __schema { types { name } } }']) {
      const result = await admin.run(query);
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(result.data).toBeNull();
      expect(result.errors[0]!.message).not.toMatch(/\d/);
    }
  });

  it('does not suggest field names to someone guessing', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const result = await admin.run('{ listFacilitie { items { id } } }');
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.message).not.toContain('Did you mean');
  });
});

describe('more limits', () => {
  /** Each query stays under every limit but the one it names. */
  const fields = (count: number) => 'totalFacilities '.repeat(count);
  const fragmentBomb = [
    `query { ...F8 }`,
    `fragment F0 on Query { dashboardStats { ${fields(5)} } }`,
    ...Array.from(
      { length: 8 },
      (_, level) => `fragment F${level + 1} on Query { ...F${level} ...F${level} }`,
    ),
  ].join('\n');
  it.each([
    [
      'tokens',
      `{ listFacilities(filter: { name: { in: [${'"a" '.repeat(3100)}] } }) { items { id } } }`,
    ],
    ['cost', fragmentBomb],
  ])('refuses a query over the %s limit without saying what it is', async (_limit, query) => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const result = await admin.run(query);
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.data).toBeNull();
    expect(result.errors[0]!.message).not.toMatch(/\d/);
  });

  it('runs one operation per request: a batch is refused', async () => {
    const session = await cookie();
    const single = { query: '{ dashboardStats { totalFacilities } }' };
    const response = await post(
      { 'content-type': 'application/json', cookie: session, origin: TEST_BASE_URL },
      JSON.stringify([single, single]),
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(Array.isArray(response.json())).toBe(false);
    expect(response.json().data).toBeUndefined();
  });

  it('caps a list at 1000 records a page, naming the field', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const list = 'query($limit: Int) { listFacilities(limit: $limit) { items { id } } }';
    expect(errorCode(await admin.run(list, { limit: 1000 }))).toBeNull();
    for (const limit of [1001, 1_000_000, 0, -1]) {
      const result = await admin.run(list, { limit });
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(result.errors[0]!.extensions?.fieldErrors).toEqual({
        limit: 'Limit must be between 1 and 1000',
      });
    }
  });
});
