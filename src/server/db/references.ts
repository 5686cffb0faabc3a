/**
 * References a write names (a facility, a volunteer, an account) that must exist. A malformed
 * id simply does not exist: it is never sent to the database, which would fail its uuid cast.
 */
import { eq, sql } from 'drizzle-orm';
import { fieldError } from '../errors';
import type { DbExecutor } from './client';
import { executeFixed } from './library-internals/fixed-statements';
import { isWellFormedId, type RecordTable } from './records';
import { user } from './schema/auth';
import { facility } from './schema/facility';
import { volunteer } from './schema/volunteer';

/** A reference a write names: `id` of a record in `table` (blank: no reference). */
export interface Reference {
  table: RecordTable;
  id: string | null | undefined;
  /** Where the refusal is shown, and what it says. */
  field: string;
  message: string;
}

/** Which of these ids exist in their tables, asked in one query (malformed ones do not). */
async function existing(
  db: DbExecutor,
  wanted: readonly { table: RecordTable; id: string }[],
): Promise<boolean[]> {
  const asked = wanted.map((reference) => isWellFormedId(reference.table.id, reference.id));
  const checks = wanted.filter((_, index) => asked[index]);
  if (checks.length === 0) return asked;
  // Its text is fixed by the tables named, in an order each caller fixes.
  const [row = {}] = await executeFixed(
    db,
    sql`select ${sql.join(
      checks.map(
        ({ table, id }, index) =>
          sql`(select 1 from ${table} where ${eq(table.id, id)}) as ${sql.identifier(`found${index}`)}`,
      ),
      sql`, `,
    )}`,
  );
  let next = 0;
  return asked.map((wellFormed) => wellFormed && row[`found${next++}`] != null);
}

/** Whether a record with this id exists (whoever may read it). */
export async function recordExists(
  db: DbExecutor,
  table: RecordTable,
  id: string,
): Promise<boolean> {
  const [exists] = await existing(db, [{ table, id }]);
  return exists!;
}

/**
 * Refuses the first of `references` (in order) to a record that does not exist, under its field;
 * all are checked in one query.
 */
export async function requireRecords(
  db: DbExecutor,
  references: readonly Reference[],
): Promise<void> {
  const named = references
    .filter((reference) => reference.id != null && reference.id.trim() !== '')
    .map((reference) => ({ ...reference, id: reference.id!.trim() }));
  if (named.length === 0) return;
  const found = await existing(db, named);
  const missing = named.find((_, index) => !found[index]);
  if (missing) throw fieldError(missing.field, missing.message);
}

/** Refuses a reference to a record that does not exist, under `field` (blank: no reference). */
export function requireRecord(
  db: DbExecutor,
  table: RecordTable,
  id: string | null | undefined,
  field: string,
  message: string,
): Promise<void> {
  return requireRecords(db, [{ table, id, field, message }]);
}

/**
 * The facility and the volunteer a program or a schedule names (`facilityId`, `volunteerId`, when
 * sent as text), refused in that order with the record type's own messages.
 */
export function requireFacilityAndVolunteer(
  db: DbExecutor,
  values: Record<string, unknown>,
  messages: { facilityNotFound: string; volunteerNotFound: string },
): Promise<void> {
  const id = (value: unknown) => (typeof value === 'string' ? value : null);
  return requireRecords(db, [
    {
      table: facility,
      id: id(values.facilityId),
      field: 'facilityId',
      message: messages.facilityNotFound,
    },
    {
      table: volunteer,
      id: id(values.volunteerId),
      field: 'volunteerId',
      message: messages.volunteerNotFound,
    },
  ]);
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
