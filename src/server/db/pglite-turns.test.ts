/**
 * Requests take turns with the database (pglite-turns.ts): a request that runs many queries one
 * after another does not keep the server from reading and answering others until it is done.
 * On PostgreSQL this holds by itself; on PGlite only because queries wait their turn, and the
 * event loop gets one at least every slice.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/database';
import type { DatabaseHandle } from './client';
import { SLICE_MS } from './pglite-turns';

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

/** The longest time between two turns of the event loop while `work` runs, in milliseconds. */
async function longestWaitForATurn(work: () => Promise<void>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const turn = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  await work();
  running = false;
  return Math.max(longest, performance.now() - last);
}

it('gives the event loop a turn at least every slice while queries follow one another', async () => {
  const runFor = 20 * SLICE_MS;
  const longest = await longestWaitForATurn(async () => {
    const started = performance.now();
    while (performance.now() - started < runFor) await handle.db.execute(sql`select 1`);
  });
  // Without turns the loop would wait for the whole run; with them, a slice and one query (the
  // margin allows for a slow, busy test machine).
  expect(longest).toBeLessThan(runFor / 2);
});
