/**
 * Pieces of the per-model access tables (each model's *-access.test.ts): what one cell's
 * outcome looks like to the caller, the version a record is left at, and what a list holds.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client';
import type { Group } from '../../src/shared/permissions';
import { callerAs, errorCode, type Caller, type GraphQLResult } from './graphql';
import type { TestApp } from './test-app';

/** The operation succeeded with data. */
export const ALLOWED = 'allowed';
/** The operation succeeded with null: a get of a record the caller may not read. */
export const NULL = 'null';

/** Checks one cell: ALLOWED, NULL, or the error code the operation is refused with. */
export function expectOutcome(result: GraphQLResult<unknown>, expected: string): void {
  const data = (result.data ?? {}) as Record<string, unknown>;
  if (expected === ALLOWED || expected === NULL) {
    expect(result.errors).toEqual([]);
    if (expected === ALLOWED) expect(Object.values(data)[0]).not.toBeNull();
    else expect(Object.values(data)[0]).toBeNull();
    return;
  }
  expect(errorCode(result)).toBe(expected);
  // Nothing is returned: no data at all, or the refused field is null.
  expect(Object.values(data).filter((value) => value !== null)).toEqual([]);
}

/** The version a record is at (null: it is gone). */
export async function recordVersion(
  db: Database,
  table: PgTable,
  id: string,
): Promise<number | null> {
  const columns = table as unknown as { id: PgColumn; version: PgColumn };
  const [row] = await db.select({ version: columns.version }).from(table).where(eq(columns.id, id));
  return (row?.version as number | undefined) ?? null;
}

/** The ids `listField` (e.g. 'listClients') gives the caller, sorted. */
export async function listedIds(caller: Caller, listField: string): Promise<string[]> {
  const result = await caller.run<Record<string, { items: { id: string }[] }>>(
    `query { ${listField} { items { id } } }`,
  );
  expect(result.errors).toEqual([]);
  return result.data![listField]!.items.map((item) => item.id).sort();
}

/**
 * The caller of one row of an access table: the test's own people by their row's name (`named`,
 * read when the row runs), else someone new: 'volunteerOther' or 'adminOther' another person of
 * that group, 'noGroup' an account in no group, or the row's group ('signedOut' for nobody).
 */
export function rowCaller(
  app: TestApp,
  label: string,
  named: Record<string, Caller> = {},
): Promise<Caller> {
  const person = named[label];
  if (person) return Promise.resolve(person);
  const db = app.database.db;
  if (label === 'volunteerOther') return callerAs(app.server, db, 'Volunteers');
  if (label === 'adminOther') return callerAs(app.server, db, 'Admins');
  if (label === 'noGroup') return callerAs(app.server, db, null);
  return callerAs(app.server, db, label as Group | 'signedOut');
}
