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
 * So a query or transaction started outside a transaction waits for its turn: one starts per turn
 * of the event loop, in the order they asked, and between two Node accepts connections and reads
 * requests. Queries inside a transaction do not wait: the transaction holds the database, and
 * waiting there would only hold it longer. Decision 025.
 */
const waiting: (() => void)[] = [];
let turnScheduled = false;

/** Lets the first waiting query start, and the next one only in the next turn. */
function startNextQuery() {
  const start = waiting.shift();
  turnScheduled = waiting.length > 0;
  if (turnScheduled) setImmediate(startNextQuery);
  start?.();
}

function nextTurnOfTheEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!turnScheduled) {
      turnScheduled = true;
      setImmediate(startNextQuery);
    }
  });
}

type Runner = (...args: never[]) => Promise<unknown>;

/** Makes the PGlite client's top-level query() and transaction() wait their turn. */
export function takingTurns(client: { query: Runner; transaction: Runner }): void {
  for (const method of ['query', 'transaction'] as const) {
    const run = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    client[method] = async (...args: unknown[]) => {
      await nextTurnOfTheEventLoop();
      return run(...args);
    };
  }
}
