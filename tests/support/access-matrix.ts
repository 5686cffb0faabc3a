/**
 * The per-model access tables (each model's *-access.test.ts): one runner for every table, so a
 * table file holds only its rows, its operations and its set-up; and the pieces the runner and the
 * tables' other tests share (one cell's outcome, a record's version, what a list holds).
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import type { Group } from '../../src/shared/permissions';
import { callerAs, errorCode, type Caller, type GraphQLResult } from './graphql';
import type { TestApp } from './test-app';

/** The operation succeeded with data. */
export const ALLOWED = 'allowed';
/** The operation succeeded with null: a get of a record the caller may not read. */
export const NULL = 'null';

/** Checks one cell: ALLOWED, NULL, or the error code the operation is refused with. */
function expectOutcome(result: GraphQLResult<unknown>, expected: string): void {
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

/** The status a record is at (it must exist). */
export async function recordStatus(db: Database, table: PgTable, id: string): Promise<string> {
  const columns = table as unknown as { id: PgColumn; status: PgColumn };
  const [row] = await db.select({ status: columns.status }).from(table).where(eq(columns.id, id));
  return row!.status as string;
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

/** A caller's row in an access table, as an operation may need it to build its request. */
export interface MatrixRow {
  label: string;
  caller: Caller;
}

/** One operation's GraphQL document and variables, built when its test runs (after set-up). */
export type MatrixOperation = (
  id: string,
  row: MatrixRow,
) => [query: string, variables: Record<string, unknown>];

/** One cell as it ran, for a table's own further checks. */
interface MatrixCell<Operation extends string> extends MatrixRow {
  operation: Operation;
  expected: string;
  result: GraphQLResult<Record<string, unknown>>;
}

export interface AccessMatrix<Operation extends string> {
  /** The columns, in the order their tests are registered. */
  operations: Record<Operation, MatrixOperation>;
  /** The rows: a caller's label (see rowCaller) and the outcome of each operation for them. */
  expected: Record<string, Record<Operation, string>>;
  callerFor: (label: string) => Promise<Caller>;
  /** Set-up the row's caller needs before the operation, e.g. being cleared at a facility. */
  prepare?: (row: MatrixRow) => Promise<void>;
  /** The record the operations act on ('' for tables without one), read when the test runs. */
  subjectId?: () => string;
  /**
   * Where the subject's version is read: it must still be 1 after every cell but an allowed
   * write, so a refusal is seen to change nothing (and a read to write nothing).
   */
  versionOf?: (id: string) => Promise<number | null>;
  /** The operations that may change the subject when allowed. */
  writes?: readonly Operation[];
  /** What else one cell must have left alone or returned, beyond its outcome. */
  alsoCheck?: (cell: MatrixCell<Operation>) => Promise<void> | void;
}

/**
 * Registers the table's tests, one per cell, named `<row label> > <operation>`: the names stay
 * stable, so a cell can be run or reported on its own.
 */
export function describeAccessMatrix<Operation extends string>(
  matrix: AccessMatrix<Operation>,
): void {
  const { operations, expected, writes = ['update', 'delete'] as Operation[] } = matrix;
  describe.each(Object.keys(expected))('%s', (label) => {
    it.each(Object.keys(operations) as Operation[])('%s', async (operation) => {
      const caller = await matrix.callerFor(label);
      const row = { label, caller };
      await matrix.prepare?.(row);
      const id = matrix.subjectId?.() ?? '';
      const [query, variables] = operations[operation](id, row);
      const result = await caller.run<Record<string, unknown>>(query, variables);
      const outcome = expected[label]![operation];
      expectOutcome(result, outcome);
      const wrote = outcome === ALLOWED && writes.includes(operation);
      if (matrix.versionOf && !wrote) expect(await matrix.versionOf(id)).toBe(1);
      await matrix.alsoCheck?.({ ...row, operation, expected: outcome, result });
    });
  });
}

/** A row with one outcome in every column (e.g. signed out: UNAUTHENTICATED throughout). */
export function everyOperation<Operation extends string>(
  code: string,
  operations: Record<Operation, unknown>,
): Record<Operation, string> {
  const row = Object.fromEntries(Object.keys(operations).map((operation) => [operation, code]));
  return row as Record<Operation, string>;
}

/** Facility → Facilities, Program → Programs: how the schema names a type's list. */
export const plural = (type: string) =>
  /[^aeiou]y$/.test(type) ? `${type.slice(0, -1)}ies` : `${type}s`;

/**
 * list, get, create, update and delete of one record type, from the schema's naming
 * (listPrograms, getProgram, createProgram(input: CreateProgramInput!), …). Every update is
 * made at version 1, the version the table's subject is set up at.
 */
export function crudOperations(
  type: string,
  input: { create: (row: MatrixRow) => Record<string, unknown>; update: Record<string, unknown> },
): Record<'list' | 'get' | 'create' | 'update' | 'delete', MatrixOperation> {
  const mutation = (verb: string) =>
    `mutation($input: ${verb}${type}Input!) { ${verb.toLowerCase()}${type}(input: $input) { id } }`;
  return {
    list: () => [`query { list${plural(type)} { items { id } } }`, {}],
    get: (id) => [`query($id: ID!) { get${type}(id: $id) { id } }`, { id }],
    create: (_id, row) => [mutation('Create'), { input: input.create(row) }],
    update: (id) => [mutation('Update'), { input: { id, expectedVersion: 1, ...input.update } }],
    delete: (id) => [mutation('Delete'), { input: { id } }],
  };
}

/**
 * A record type's rows with the ones every such table has around them (product.md §13): signed
 * out UNAUTHENTICATED throughout, an account in no group and Clients FORBIDDEN throughout, then
 * the type's own `rows`, then Admins and SuperAdmins allowed throughout. The rows keep this order,
 * so the tests keep their names and their order.
 */
export function withOutsidersAndAdmins<Operation extends string>(
  operations: Record<Operation, unknown>,
  rows: Record<string, Record<Operation, string>>,
): Record<string, Record<Operation, string>> {
  const all = (code: string) => everyOperation(code, operations);
  return {
    signedOut: all('UNAUTHENTICATED'),
    noGroup: all('FORBIDDEN'),
    Clients: all('FORBIDDEN'),
    ...rows,
    Admins: all(ALLOWED),
    SuperAdmins: all(ALLOWED),
  };
}

/**
 * What `listField` (e.g. 'listClients') holds for whom: an admin and a super admin, each new to
 * the test, see exactly the records `everyone`; each caller in `seen` exactly the ids paired with
 * them (a volunteer new to the test, paired with [], sees none).
 */
export async function expectListsHold(
  app: TestApp,
  listField: string,
  everyone: readonly string[],
  seen: [Caller, readonly string[]][],
): Promise<void> {
  for (const group of ['Admins', 'SuperAdmins'] as const) {
    const admin = await callerAs(app.server, app.database.db, group);
    expect(await listedIds(admin, listField)).toEqual([...everyone].sort());
  }
  for (const [caller, ids] of seen) {
    expect(await listedIds(caller, listField)).toEqual([...ids].sort());
  }
}

/**
 * Record `id` of `type` (e.g. 'Schedule') is read-only to the caller: an update of `changes` at
 * version 1 is FORBIDDEN and leaves it at version 1 (read from `versionOf`), and get still gives
 * it to them.
 */
export async function expectReadOnlyTo(
  caller: Caller,
  type: string,
  id: string,
  changes: Record<string, unknown>,
  versionOf: (id: string) => Promise<number | null>,
): Promise<void> {
  const update = await caller.run(
    `mutation($input: Update${type}Input!) { update${type}(input: $input) { id } }`,
    { input: { id, expectedVersion: 1, ...changes } },
  );
  expect(errorCode(update)).toBe('FORBIDDEN');
  expect(await versionOf(id)).toBe(1);
  const read = await caller.run<Record<string, { id: string } | null>>(
    `query($id: ID!) { get${type}(id: $id) { id } }`,
    { id },
  );
  expect(read.data).toEqual({ [`get${type}`]: { id } });
}
