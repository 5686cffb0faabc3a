/**
 * References a write names (a facility, a volunteer, an account) that must exist. A malformed
 * id simply does not exist: findRecord never sends it to PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { fieldError } from '../errors';
import type { DbExecutor } from './client';
import { findRecord, isWellFormedId, type RecordTable } from './records';
import { user } from './schema/auth';

/** Whether a record with this id exists (whoever may read it). */
export async function recordExists<Table extends RecordTable>(
  db: DbExecutor,
  table: Table,
  id: string,
): Promise<boolean> {
  return (await findRecord(db, { name: 'reference', table, sortColumn: table.id }, id)) !== null;
}

/** Refuses a reference to a record that does not exist, under `field` (blank: no reference). */
export async function requireRecord<Table extends RecordTable>(
  db: DbExecutor,
  table: Table,
  id: string | null | undefined,
  field: string,
  message: string,
): Promise<void> {
  if (id == null || id.trim() === '') return;
  if (!(await recordExists(db, table, id.trim()))) throw fieldError(field, message);
}

/** Refuses a reference to an account that does not exist, under `field`. */
export async function requireAccount(
  db: DbExecutor,
  id: string | null | undefined,
  field: string,
  message: string,
): Promise<void> {
  if (id == null) return;
  const rows = isWellFormedId(user.id, id)
    ? await db.select({ id: user.id }).from(user).where(eq(user.id, id)).limit(1)
    : [];
  if (rows.length === 0) throw fieldError(field, message);
}
