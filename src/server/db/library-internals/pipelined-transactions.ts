/**
 * PostgreSQL transactions that wait for two answers fewer (decision 039).
 *
 * Drizzle waits for `begin` to be answered before it sends a transaction's first statement, and
 * for the last statement (a write's audit entry) before it sends `commit`. With node-postgres'
 * pipeline mode (client.ts) a statement goes on the wire at once, however many sent before it
 * are unanswered, and PostgreSQL answers them in order. So here `begin` is sent together with
 * the work's first statement, and `commit` together with the statements the work marked as
 * last (lastInTransaction). Each round trip cost the server ~0.3–0.5 ms of CPU on the two-core
 * benchmark machine (waking up, the loopback's system calls), more than most statements.
 *
 * What waiting bought, and how it is kept without it:
 * - A statement sent after one that failed runs in an aborted transaction and fails too
 *   ("current transaction is aborted"); the error reported is the earliest one, the cause.
 * - `commit` in an aborted transaction rolls back without an error: the failure of a statement
 *   sent before it is looked for first, and reported, so a write never seems saved when it was
 *   not.
 * - `begin` cannot fail on a connection of ours that works (none is left inside a transaction:
 *   every one ends in commit or rollback before the connection goes back to the pool).
 *
 * Nested transactions (savepoints) and the embedded database keep Drizzle's own behaviour.
 */
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgTransactionConfig } from 'drizzle-orm/pg-core';

/** The statements each pipelined transaction was told to send last, awaited with its commit. */
const sentLast = new WeakMap<object, Promise<unknown>[]>();

/**
 * Runs `statement` as the last of the transaction `executor` belongs to: in a pipelined
 * transaction it is sent now and its answer awaited together with the commit that follows it;
 * anywhere else (a savepoint, the embedded database, no transaction) it is awaited here.
 * Statements sent after it still run after it, in the same transaction.
 */
export async function lastInTransaction(
  executor: object,
  statement: () => Promise<unknown>,
): Promise<void> {
  const pending = sentLast.get(executor);
  const sent = statement();
  if (!pending) {
    await sent;
    return;
  }
  // Awaited by the commit; until then its failure is not unhandled.
  sent.catch(() => undefined);
  pending.push(sent);
}

/** The reason of the first of `sent` (in the order they were sent) that failed. */
async function firstFailure(sent: Promise<unknown>[]): Promise<{ reason: unknown } | null> {
  for (const result of await Promise.allSettled(sent)) {
    if (result.status === 'rejected') return { reason: result.reason };
  }
  return null;
}

/** What is used of a pooled node-postgres connection (the driver is client.ts's to load). */
interface Connection {
  query(text: string): Promise<unknown>;
  release(): void;
}

/** What is used of drizzle-orm/node-postgres: its session and transaction classes. */
interface Driver {
  NodePgSession: new (client: never, dialect: PgDialect, schema: never, options: never) => object;
  NodePgTransaction: new (dialect: PgDialect, session: never, schema: never) => object;
}

interface DrizzleSession {
  dialect: PgDialect;
  schema: unknown;
  options: unknown;
  transaction: (
    work: (tx: object) => Promise<unknown>,
    config?: PgTransactionConfig,
  ) => Promise<unknown>;
}

/**
 * Makes every top-level transaction of the Drizzle database `db` pipelined. `pool` must be
 * the pool `db` was made with, in pipeline mode; `driver` is drizzle-orm/node-postgres.
 */
export function pipelineTransactions(
  db: object,
  pool: { connect(): Promise<Connection> },
  driver: Driver,
): void {
  const { NodePgSession, NodePgTransaction } = driver;
  const session = (db as { session: DrizzleSession }).session;
  const { dialect, schema, options } = session;
  session.transaction = async (work, config) => {
    const client = await pool.connect();
    const tx = new NodePgTransaction(
      dialect,
      new NodePgSession(client as never, dialect, schema as never, options as never) as never,
      schema as never,
    );
    const last: Promise<unknown>[] = [];
    sentLast.set(tx, last);
    // Sent on the client itself: Drizzle's tx.execute() is lazy, and runs its statement again
    // each time it is awaited. The configuration (isolation level, read only) in Drizzle's words.
    const configured = (tx as unknown as { getTransactionConfigSQL(c: PgTransactionConfig): SQL })
      .getTransactionConfigSQL;
    const begun = client.query(
      config ? `begin ${dialect.sqlToQuery(configured.call(tx, config)).sql}` : 'begin',
    );
    begun.catch(() => undefined);
    try {
      let result: unknown;
      try {
        result = await work(tx);
      } catch (error) {
        throw ((await firstFailure([begun, ...last])) ?? { reason: error }).reason;
      }
      const committed = client.query('commit');
      committed.catch(() => undefined);
      const failed = await firstFailure([begun, ...last, committed]);
      if (failed) throw failed.reason;
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}
