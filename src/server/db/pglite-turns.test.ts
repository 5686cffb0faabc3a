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

/**
 * Runs `operation` `times` times, one after another, and returns how many had finished when a
 * callback scheduled before the first (standing for a request that has just arrived) ran.
 */
async function finishedWhenOtherWorkRan(times: number, operation: () => Promise<unknown>) {
  let finished = 0;
  let finishedWhenItRan: number | null = null;
  setImmediate(() => (finishedWhenItRan = finished));
  for (let run = 0; run < times; run += 1) {
    await operation();
    finished += 1;
  }
  return finishedWhenItRan;
}

it('lets other work run between the queries of a long run of queries', async () => {
  const finished = await finishedWhenOtherWorkRan(200, () => handle.db.execute(sql`select 1`));
  expect(finished).not.toBeNull();
  expect(finished!).toBeLessThan(3);
});

it('lets other work run between transactions', async () => {
  const finished = await finishedWhenOtherWorkRan(50, () =>
    handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    }),
  );
  expect(finished).not.toBeNull();
  expect(finished!).toBeLessThan(3);
});
