/** Hostile GraphQL clients: forged cross-site calls, oversized or probing queries. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntry } from '../db/schema/audit';
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
  // Each level doubles what the one below asks for: 2^14 times the overview's five figures.
  const fragmentBomb = [
    `query { ...F14 }`,
    `fragment F0 on Query { dashboardStats { ${fields(5)} } }`,
    ...Array.from(
      { length: 14 },
      (_, level) => `fragment F${level + 1} on Query { ...F${level} ...F${level} }`,
    ),
  ].join('\n');
  it('refuses a query over the tokens limit without saying what it is', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const result = await admin.run(
      `{ listFacilities(filter: { name: { in: [${'"a" '.repeat(3100)}] } }) { items { id } } }`,
    );
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.data).toBeNull();
    expect(result.errors[0]!.message).not.toMatch(/\d/);
  });

  it('refuses a fragment bomb by its cost, before anything runs', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const result = await admin.run(fragmentBomb);
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.data).toBeNull();
    expect(result.errors[0]!.message).toContain('the limit is 50,000');
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

describe('cost that follows the records asked for (decision 060)', () => {
  const refusal =
    /^This request asks for too much at once: it costs [\d,]+ and the limit is 50,000\. Ask for fewer records \(a smaller limit\) or fewer fields\.$/;
  const aliased = (count: number, field: string) =>
    `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;
  const auditPage = 'listAuditEntries(limit: 1000) { items { id changes { field before after } } }';

  it('allows one page of 1,000 audit entries with their changes, refuses fifteen of them', async () => {
    const admin = await callerAs(app.server, app.database.db, 'SuperAdmins');
    const one = await admin.run(aliased(1, auditPage));
    expect(errorCode(one)).toBeNull();
    const fifteen = await admin.run(aliased(15, auditPage));
    expect(errorCode(fifteen)).toBe('VALIDATION_FAILED');
    expect(fifteen.data).toBeNull();
    expect(fifteen.errors[0]!.message).toMatch(refusal);
  });

  it('counts a page size passed as a variable like one written in the query', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const query = `query($limit: Int) ${aliased(15, 'listFacilities(limit: $limit) { items { id name address region } }')}`;
    expect(errorCode(await admin.run(query, { limit: 100 }))).toBeNull();
    const large = await admin.run(query, { limit: 1000 });
    expect(large.errors[0]!.message).toMatch(refusal);
    // Left out, the limit is the default page of 100.
    expect(
      errorCode(
        await admin.run(aliased(15, 'listFacilities { items { id name address region } }')),
      ),
    ).toBeNull();
  });

  it('counts an export as reading its whole list: one per request (decision 087)', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const one = await admin.run<{ a0: { rowCount: number } }>(
      aliased(1, 'exportClients { rowCount }'),
    );
    expect(errorCode(one)).toBeNull();
    expect(one.data!.a0.rowCount).toBe(0);
    const many = await admin.run(aliased(15, 'exportClients { rowCount }'));
    expect(many.errors[0]!.message).toMatch(/^A request may ask for exportClients only once/);
    expect(many.data).toBeNull();
  });

  it('refuses before anything runs: no export of the refused request is in the audit trail', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    await admin.run(aliased(15, 'exportVolunteers { rowCount }'));
    const exports = await app.database.db
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.action, 'EXPORT'), eq(auditEntry.recordType, 'Volunteer')));
    expect(exports).toEqual([]);
    await admin.run(aliased(1, 'exportVolunteers { rowCount }'));
    expect(
      await app.database.db
        .select()
        .from(auditEntry)
        .where(and(eq(auditEntry.action, 'EXPORT'), eq(auditEntry.recordType, 'Volunteer'))),
    ).toHaveLength(1);
  });
});

describe('large requests per account (decision 060)', () => {
  const exportQuery = '{ exportClients { rowCount } }';

  it('refuses the seventh large request of an account in a minute, saying when to try again', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    for (let turn = 1; turn <= 6; turn += 1)
      expect(errorCode(await admin.run(exportQuery))).toBeNull();
    const seventh = await admin.run(exportQuery);
    expect(errorCode(seventh)).toBe('RATE_LIMITED');
    expect(seventh.data).toBeNull();
    expect(seventh.errors[0]!.message).toMatch(
      /^You have made 6 large requests \(exports or very long lists\) in the last minute, the most one account may\. Try again in \d+ seconds?, or ask for fewer records\.$/,
    );
    const extensions = seventh.errors[0]!.extensions as { retryAfterSeconds?: number };
    const seconds = Number(extensions.retryAfterSeconds);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(seventh.errors[0]!.message).toContain(`Try again in ${seconds} second`);

    // The same account's ordinary pages still load, and another account's exports still run.
    expect(errorCode(await admin.run('{ listClients(limit: 50) { items { id } } }'))).toBeNull();
    const colleague = await callerAs(app.server, app.database.db, 'Admins');
    expect(errorCode(await colleague.run(exportQuery))).toBeNull();
  });

  it('does not count the requests the web app makes for its pages', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const page = '{ listClients(limit: 100) { items { id firstName lastName status } } }';
    for (let turn = 1; turn <= 10; turn += 1) expect(errorCode(await admin.run(page))).toBeNull();
    expect(errorCode(await admin.run(exportQuery))).toBeNull();
  });
});
