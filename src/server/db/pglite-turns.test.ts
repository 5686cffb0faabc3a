/**
 * Requests take turns with the database (pglite-turns.ts): a request that runs many queries one
 * after another does not keep the server from reading and answering others until it is done.
 * On PostgreSQL this holds by itself; on PGlite only because each query waits its turn.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/database';
import type { DatabaseHandle } from './client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

it('lets other work run between the queries of a long run of queries', async () => {
  const QUERIES = 200;
  let answered = 0;
  // Stands for a request that has just arrived: it is served in a later turn of the event loop.
  let answeredWhenTheOtherWorkRan: number | null = null;
  setImmediate(() => (answeredWhenTheOtherWorkRan = answered));
  for (let query = 0; query < QUERIES; query += 1) {
    await handle.db.execute(sql`select 1`);
    answered += 1;
  }
  expect(answeredWhenTheOtherWorkRan).not.toBeNull();
  expect(answeredWhenTheOtherWorkRan!).toBeLessThan(3);
});

it('lets other work run between transactions', async () => {
  let committed = 0;
  let committedWhenTheOtherWorkRan: number | null = null;
  setImmediate(() => (committedWhenTheOtherWorkRan = committed));
  for (let transaction = 0; transaction < 50; transaction += 1) {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    committed += 1;
  }
  expect(committedWhenTheOtherWorkRan!).toBeLessThan(3);
});
