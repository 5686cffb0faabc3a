/**
 * The rows of a statement run with `db.execute`. Both drivers answer an object with `rows` (one
 * object per row, keyed by column name): node-postgres' QueryResult and PGlite's Results. Drizzle's
 * shared database type leaves the answer's type to the driver, so our code, written once for
 * both, would have to cast each time; it casts here, once, and the contract test
 * (execute-rows.contract.test.ts) checks the shape on both databases.
 */
import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from '../client';

export async function rowsOf<Row = Record<string, unknown>>(
  db: DbExecutor,
  query: SQL,
): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
