/**
 * Contract of pglite-parsers.ts with drizzle-orm (pglite driver) and @electric-sql/pglite, at
 * the versions pinned in package.json. If an upgrade breaks one of these, the patch no longer
 * does what README.md says: change or remove it, then this test.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barePglite } from './contract-support';
import { TEXT_PARSERS } from './pglite-parsers';

let client: PGlite;
beforeAll(async () => {
  client = await barePglite();
});
afterAll(async () => {
  await client.close();
});

type Options = { parsers?: Record<number, (value: string) => unknown> } | undefined;

/** Runs `work` with client.query (and its transactions' tx.query) recording the options given. */
async function optionsDrizzleGives(work: (db: ReturnType<typeof drizzle>) => Promise<unknown>) {
  const given: Options[] = [];
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const recording = (run: typeof query) =>
    ((text: string, params?: unknown[], options?: Options) => {
      given.push(options);
      return run(text, params, options);
    }) as typeof query;
  client.query = recording(query);
  client.transaction = ((inside: (tx: { query: typeof query }) => Promise<unknown>) =>
    transaction((tx) => {
      tx.query = recording(tx.query.bind(tx));
      return inside(tx);
    })) as typeof client.transaction;
  try {
    await work(drizzle({ client }));
  } finally {
    client.query = query;
    client.transaction = transaction;
  }
  return given;
}

describe('drizzle-orm’s PGlite driver', () => {
  it('passes, with every statement in and out of transactions, exactly the parsers the patch takes as its own, each keeping text', async () => {
    const given = await optionsDrizzleGives(async (db) => {
      await db.execute(sql`select 1 as one`);
      await db.transaction((tx) => tx.execute(sql`select 2 as two`));
    });
    expect(given.length).toBeGreaterThanOrEqual(2);
    for (const options of given.filter((each) => each?.parsers)) {
      const types = Object.keys(options!.parsers!).map(Number);
      expect(types.sort()).toEqual(Object.keys(TEXT_PARSERS).map(Number).sort());
      for (const type of types) expect(options!.parsers![type]!('2026-11-27')).toBe('2026-11-27');
    }
    expect(given.filter((each) => each?.parsers)).toHaveLength(given.length);
  });
});

describe('PGlite', () => {
  it('has a table of parsers by type that its queries use when a query gives none', async () => {
    expect(typeof client.parsers).toBe('object');
    const before = await client.query<{ day: unknown }>(`select '2026-11-27'::date as day`);
    expect(before.rows[0]!.day).toBeInstanceOf(Date);
    Object.assign(client.parsers, { 1082: TEXT_PARSERS[1082] });
    const after = await client.query<{ day: unknown }>(`select '2026-11-27'::date as day`);
    expect(after.rows[0]!.day).toBe('2026-11-27');
  });

  it('still applies the parsers a query gives (kept when they are not only ours)', async () => {
    const answer = await client.query<{ n: unknown }>(`select 41 as n`, [], {
      parsers: { 23: (value: string) => Number(value) + 1 },
    });
    expect(answer.rows[0]!.n).toBe(42);
  });
});
