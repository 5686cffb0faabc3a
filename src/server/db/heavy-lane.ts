/**
 * The heavy lane (decision 087): the work of a request that costs much (a report, an import, an
 * export, a long page) runs marked, and on the embedded database each of its queries lets every
 * other request's waiting queries go first and the event loop take a turn (pglite-turns.ts), so
 * that one account's report, looped, does not hold everyone else's light requests behind it.
 * PostgreSQL needs no lane: each request has a connection of its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const lane = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it starts) in the heavy lane. */
export function inHeavyLane<T>(work: () => T): T {
  return lane.run(true, work);
}

/** Whether the code running now was started in the heavy lane. */
export function inTheHeavyLane(): boolean {
  return lane.getStore() === true;
}

/** Databases opened embedded (PGlite), where one query runs at a time for every request. */
const embedded = new WeakSet<object>();

export function markEmbedded(db: object): void {
  embedded.add(db);
}

/** Whether `db` is the embedded database, which has one connection for every request. */
export function isEmbedded(db: object): boolean {
  return embedded.has(db);
}
