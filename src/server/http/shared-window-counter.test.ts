// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * Request counts shared by several server processes through the database, one statement a
 * second rather than one a request (decision 040). Each counter here stands for one process;
 * they share a real database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/database';
import type { DatabaseHandle } from '../db/client';
import { addRateLimitCounts } from '../db/rate-limit-counter';
import { SharedWindowCounter, type AddCounts } from './shared-window-counter';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The database's statements, counted, and made to fail while `failing` is set. */
function databaseCounts(windowSeconds = 60) {
  const traffic = { statements: 0, failing: false };
  const addCounts: AddCounts = async (additions) => {
    traffic.statements += 1;
    if (traffic.failing) throw new Error('connection refused');
    return addRateLimitCounts(database.db, additions, windowSeconds);
  };
  return { addCounts, traffic };
}

const countsOf = async (counter: SharedWindowCounter, key: string, requests: number) => {
  const counts: number[] = [];
  for (let request = 0; request < requests; request += 1)
    counts.push((await counter.count(key)).count);
  return counts;
};

/** What the database holds for a key (adding nothing to it). */
async function savedCount(key: string): Promise<number> {
  const totals = await addRateLimitCounts(database.db, new Map([[key, 0]]), 60);
  return totals.get(key)!.count;
}

describe('a request counter shared through the database', () => {
  it('counts exactly on one process, asking the database once for a busy address', async () => {
    const key = `api|${randomUUID()}`;
    const { addCounts, traffic } = databaseCounts();
    // A minute between sendings: however slow the machine, nothing is sent on its own here.
    const counter = new SharedWindowCounter(addCounts, 60_000);
    const firstAsked = Date.now();
    expect(await countsOf(counter, key, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(traffic.statements).toBe(1);
    const window = await counter.count(key);
    // The minute that began with the first request: whatever has passed since, no more.
    expect(window.remainingMs).toBeGreaterThanOrEqual(60_000 - (Date.now() - firstAsked));
    expect(window.remainingMs).toBeLessThanOrEqual(60_000);
    await counter.stop();
    expect(await savedCount(key)).toBe(6);
  });

  it('answers concurrent first requests from one question to the database', async () => {
    const key = `api|${randomUUID()}`;
    const { addCounts, traffic } = databaseCounts();
    const counter = new SharedWindowCounter(addCounts);
    const counts = await Promise.all([1, 2, 3, 4].map(() => counter.count(key)));
    expect(counts.map(({ count }) => count).sort()).toEqual([1, 2, 3, 4]);
    expect(traffic.statements).toBe(1);
    await counter.stop();
  });

  it('adds its counts to the database by itself within its interval', async () => {
    const key = `api|${randomUUID()}`;
    const counter = new SharedWindowCounter(databaseCounts().addCounts, 200);
    expect(await countsOf(counter, key, 3)).toEqual([1, 2, 3]);
    await expect.poll(() => savedCount(key), { timeout: 2000 }).toBe(3);
    await counter.stop();
  });

  it("learns the other processes' counts when it adds its own", async () => {
    const key = `api|${randomUUID()}`;
    const first = new SharedWindowCounter(databaseCounts().addCounts, 60_000);
    const second = new SharedWindowCounter(databaseCounts().addCounts, 60_000);
    expect(await countsOf(first, key, 3)).toEqual([1, 2, 3]);
    await first.flush();
    // The second process's first request asks the database: it counts the first's three.
    expect(await countsOf(second, key, 2)).toEqual([4, 5]);
    // The first has not heard of them yet; it does when its own counts are added.
    expect(await countsOf(first, key, 1)).toEqual([4]);
    await second.flush();
    await first.flush();
    expect(await countsOf(first, key, 1)).toEqual([7]);
    await Promise.all([first.stop(), second.stop()]);
    expect(await savedCount(key)).toBe(7);
  });

  it('asks the database again when what it knows is over two intervals old', async () => {
    const key = `api|${randomUUID()}`;
    const { addCounts, traffic } = databaseCounts();
    const counter = new SharedWindowCounter(addCounts, 100);
    const other = new SharedWindowCounter(databaseCounts().addCounts, 100);
    await countsOf(counter, key, 1);
    await countsOf(other, key, 10);
    await other.stop();
    await new Promise((resolve) => setTimeout(resolve, 250));
    // Without asking it would answer 2: the other process's ten would be unknown to it.
    expect(await countsOf(counter, key, 1)).toEqual([12]);
    expect(traffic.statements).toBe(2);
    await counter.stop();
  });

  it('starts a new window when the last has ended', async () => {
    const key = `api|${randomUUID()}`;
    const counter = new SharedWindowCounter(databaseCounts(1).addCounts, 5000);
    expect(await countsOf(counter, key, 3)).toEqual([1, 2, 3]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await countsOf(counter, key, 2)).toEqual([1, 2]);
    await counter.stop();
  });

  it('keeps its counts while the database does not answer, and adds them when it does', async () => {
    const key = `api|${randomUUID()}`;
    const { addCounts, traffic } = databaseCounts();
    const counter = new SharedWindowCounter(addCounts, 60_000);
    expect(await countsOf(counter, key, 3)).toEqual([1, 2, 3]);
    traffic.failing = true;
    await counter.flush();
    traffic.failing = false;
    await counter.flush();
    expect(await savedCount(key)).toBe(3);
    await counter.stop();
  });

  it('reports a failed first question, so the request is let through uncounted', async () => {
    const key = `api|${randomUUID()}`;
    const { addCounts, traffic } = databaseCounts();
    const counter = new SharedWindowCounter(addCounts);
    traffic.failing = true;
    await expect(counter.count(key)).rejects.toThrow('connection refused');
    traffic.failing = false;
    expect(await countsOf(counter, key, 2)).toEqual([1, 2]);
    await counter.stop();
  });
});
