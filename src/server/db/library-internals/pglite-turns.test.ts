/**
 * Requests take turns with the database (pglite-turns.ts): a request that runs many queries one
 * after another does not keep the server from reading and answering others until it is done.
 * On PostgreSQL this holds by itself; on PGlite only because queries wait their turn, and the
 * event loop gets one at least every slice.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/database';
import type { DatabaseHandle } from '../client';
import { SLICE_MS } from './pglite-turns';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
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

/** Runs `operation` one after another for 20 slices; the longest wait for a loop turn meanwhile. */
function longestWaitDuringARunOf(operation: () => Promise<unknown>): Promise<number> {
  return longestWaitForATurn(async () => {
    const started = performance.now();
    while (performance.now() - started < RUN_MS) await operation();
  });
}

const RUN_MS = 20 * SLICE_MS;

// Without turns the loop would wait for the whole run; with them, about a slice and one query
// or transaction (the margin allows for a slow, busy test machine).
it('gives the event loop a turn at least every slice while queries follow one another', async () => {
  const longest = await longestWaitDuringARunOf(() => handle.db.execute(sql`select 1`));
  expect(longest).toBeLessThan(RUN_MS / 2);
});

it('gives the event loop a turn at least every slice while transactions follow one another', async () => {
  const longest = await longestWaitDuringARunOf(() =>
    handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    }),
  );
  expect(longest).toBeLessThan(RUN_MS / 2);
});
