/** One transaction per write, however many layers take part in it. */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';

/**
 * Runs `work` in the caller's transaction when it already has one, else in a new one. Drizzle
 * would nest a savepoint (two more round trips per write), which only helps code that catches
 * an error and carries on inside the same transaction; no write here does: every error
 * propagates and rolls the whole transaction back.
 */
export function inOneTransaction<T>(
  db: Database | Transaction,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db instanceof PgTransaction ? work(db as Transaction) : db.transaction(work);
}
