/**
 * Statements whose text our code fixes, never what a caller sends: each runs as a named prepared
 * statement (decision 036, after 029). On PostgreSQL every pooled connection then parses and
 * plans it once, and keeps a generic plan after five runs; on PGlite the name is not used.
 *
 * The name is a hash of the text, so one text always has one name (node-postgres refuses a name
 * reused for another text) and a changed text, such as a select list with a new column, a new
 * name. A statement that varies with what a caller sends (a list's filters and sort, an update's
 * changed fields, an insert's given fields) must not come here: a connection keeps every
 * statement it prepared until it closes, so a caller could grow it without bound.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../client';

/** Renders Drizzle's SQL to text and parameters (stateless: one serves every module). */
export const dialect = new PgDialect();

// Our code fixes the texts, so there are few of them: each is hashed once.
const names = new Map<string, string>();

/** The name a statement's text is prepared under: the same for the same text, and only for it. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `fixed_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

/** Runs `statement` (its text fixed by our code) as a named prepared statement; its rows. */
export async function executeFixed(
  db: DbExecutor,
  statement: SQL,
): Promise<Record<string, unknown>[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery(query, undefined, statementName(query.sql), false);
  // Both drivers answer { rows } when no fields are given; the shared session type does not say so.
  const result = (await prepared.execute()) as { rows: Record<string, unknown>[] };
  return result.rows;
}
