/**
 * Contract of pglite-turns.ts with drizzle-orm (pglite driver) and @electric-sql/pglite, at the
 * versions pinned in package.json: why the patch is needed, and that wrapping the client's two
 * methods reaches every statement Drizzle runs. If PGlite ever gives the event loop a turn by
 * itself, the first test fails: the patch may then be removed (measure first, decision 031).
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barePglite } from './contract-support';

let client: PGlite;
beforeAll(async () => {
  client = await barePglite();
});
afterAll(async () => {
  await client.close();
});

describe('PGlite', () => {
  it('answers one statement after another without giving the event loop a turn', async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    for (let i = 0; i < 50; i += 1) await client.query('select 1');
    expect(turned).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(turned).toBe(true);
  });
});

describe('drizzle-orm’s PGlite driver', () => {
  it('runs statements through the client’s own query() and transactions through its transaction()', async () => {
    const calls: string[] = [];
    const query = client.query.bind(client);
    const transaction = client.transaction.bind(client);
    client.query = ((...args: Parameters<typeof query>) => {
      calls.push('query');
      return query(...args);
    }) as typeof query;
    client.transaction = ((...args: Parameters<typeof transaction>) => {
      calls.push('transaction');
      return transaction(...args);
    }) as typeof transaction;
    try {
      const db = drizzle({ client });
      await db.execute(sql`select 1`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 2`);
      });
    } finally {
      client.query = query;
      client.transaction = transaction;
    }
    expect(calls).toEqual(['query', 'transaction']);
  });
});
