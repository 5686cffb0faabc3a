/**
 * Requests take turns with the embedded database. PGlite runs each query synchronously on the
 * server's one thread and settles its promises as microtasks, which Node runs to the end before
 * it accepts a connection or reads a request. Under many simultaneous requests the chain "query
 * answered → request continues → its next query → the next waiting query" never gave the event
 * loop back: a turn of the loop lasted as long as every request in progress took, Node accepted
 * one new connection per turn, and under 50 busy users the last to connect waited 10-30 s for
 * their first answer (the soak's failed requests). PostgreSQL's answers arrive as I/O, which
 * already takes turns.
 *
 * So a query or transaction started outside a transaction waits for its turn, in the order they
 * asked, and the event loop gets a turn at least every SLICE_MS: within a slice the waiting
 * queries start one after another as each finishes; once the slice is over the next one waits
 * for the next turn of the loop, and in between Node accepts connections and reads requests.
 * Queries of heavy requests wait behind all others (decision 087).
 * Queries inside a transaction do not wait: the transaction holds the database, and waiting
 * there would only hold it longer. Decisions 025 and 031.
 */

import { inTheHeavyLane } from '../heavy-lane';

/**
 * How long queries may follow one another before the event loop gets a turn. One query per turn
 * (decision 025) cost over a quarter of the embedded database's throughput under 50 users; a new
 * connection now waits this long at most, plus one query, before it is accepted.
 */
export const SLICE_MS = 25;

type Runner = (...args: never[]) => Promise<unknown>;

/**
 * Makes the PGlite client's top-level query() and transaction() wait their turn. Each client
 * has its own queue: a transaction on one database that waits for a query on another (a test
 * copying between two) must not wait for itself.
 *
 * A query of a request in the heavy lane (heavy-lane.ts: a report, an import, an export, a long
 * page; decision 087) waits in a second queue: it starts only at a turn of the event loop, and
 * only when no other query is waiting. Between two of its queries Node reads the requests that
 * have arrived and their queries go first, so a light request waits for at most one of the heavy
 * request's queries, not for all of them.
 */
export function takingTurns(client: { query: Runner; transaction: Runner }): void {
  const waiting: (() => void)[] = [];
  const heavy: (() => void)[] = [];
  /** A query or transaction started here has not finished yet. */
  let running = false;
  let sliceEndsAt = 0;
  let turnScheduled = false;

  /** At the next turn of the event loop: a new slice, and the first waiting query starts. */
  const scheduleTurn = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    setImmediate(() => {
      turnScheduled = false;
      sliceEndsAt = performance.now() + SLICE_MS;
      if (!running) (waiting.shift() ?? heavy.shift())?.();
    });
  };

  const startNextQuery = () => {
    if (waiting.length > 0 && performance.now() < sliceEndsAt) waiting.shift()!();
    else if (waiting.length > 0 || heavy.length > 0) scheduleTurn();
  };

  const inTurn = async <T>(run: () => Promise<T>): Promise<T> => {
    if (inTheHeavyLane()) {
      await new Promise<void>((resolve) => {
        heavy.push(resolve);
        scheduleTurn();
      });
    } else if (running || waiting.length > 0 || performance.now() >= sliceEndsAt) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        scheduleTurn();
      });
    }
    running = true;
    try {
      return await run();
    } finally {
      running = false;
      startNextQuery();
    }
  };

  for (const method of ['query', 'transaction'] as const) {
    const run = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    client[method] = (...args: unknown[]) => inTurn(() => run(...args));
  }
}
