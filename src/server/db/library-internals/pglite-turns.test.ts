/**
 * Requests take turns with the database (pglite-turns.ts): a request that runs many queries one
 * after another does not keep the server from reading and answering others until it is done.
 * On PostgreSQL this holds by itself; on PGlite only because queries wait their turn, and the
 * event loop gets one at least every slice. Counted, not timed: how long a wait for a turn lasts
 * on a busy machine is no test (decision 084).
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

/**
 * Runs `operation` one after another until the event loop has had TURNS turns meanwhile, or
 * MAX_RUNS times; the number of turns it had. Without turns the loop would have none until the
 * whole run was over, however long that took; with them it has one every slice, so it reaches
 * TURNS within a few slices (a slow machine only makes the run longer, not the turns fewer).
 */
async function loopTurnsDuringARunOf(operation: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const turn = () => {
    turns += 1;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  for (let run = 0; run < MAX_RUNS && turns < TURNS; run += 1) await operation();
  running = false;
  return turns;
}

const TURNS = 5;
/** Far more than fit in TURNS slices of SLICE_MS on any machine: a select takes ~0.1 ms. */
const MAX_RUNS = 200 * SLICE_MS * TURNS;

it('gives the event loop turns while queries follow one another', async () => {
  expect(await loopTurnsDuringARunOf(() => handle.db.execute(sql`select 1`))).toBe(TURNS);
});

it('gives the event loop turns while transactions follow one another', async () => {
  const turns = await loopTurnsDuringARunOf(() =>
    handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    }),
  );
  expect(turns).toBe(TURNS);
});
