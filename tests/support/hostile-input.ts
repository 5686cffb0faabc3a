/**
 * The property every mutation must keep under hostile input (values from hostile-values.ts):
 * it never answers with a server error; a refusal carries one of the codes expected for bad
 * input and changes nothing in any snapshotted table (the record's, the sign-in account tables,
 * the audit trail, the outbox); a success changes exactly the expected rows and stores no text
 * with NUL or surrounding whitespace. `checkHostileInput` is the runner; the update, delete and
 * status-action checks are built on it.
 */
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { auditEntry } from '../../src/server/db/schema/audit';
import { account, user } from '../../src/server/db/schema/auth';
import { outboxMessage } from '../../src/server/db/schema/outbox';
import type { ErrorCode } from '../../src/shared/errors';
import type { Caller } from './graphql';
import { hostile, Ref, resolveRefs, type Ids } from './hostile-values';

// ---------------------------------------------------------------------------------------------
// Snapshots of what the database holds
// ---------------------------------------------------------------------------------------------

type Row = Record<string, unknown>;
type Snapshot = Record<string, Map<string, Row>>;
type Tables = Record<string, PgTable>;

/** Snapshotted for every mutation: a person's sign-in account, the audit trail, sent mail. */
const SHARED_TABLES: Tables = {
  user,
  account,
  audit: auditEntry,
  outbox: outboxMessage,
};

/** Tables whose rows hold no user text (generated, or free text such as e-mail bodies). */
const UNCHECKED_TEXT = new Set(['audit', 'outbox']);

async function snapshot(db: Database, tables: Tables): Promise<Snapshot> {
  const result: Snapshot = {};
  for (const [name, table] of Object.entries(tables)) {
    const rows = (await db.select().from(table)) as Row[];
    result[name] = new Map(rows.map((row) => [String(row.id), row]));
  }
  return result;
}

interface TableDiff {
  added: Row[];
  removed: Row[];
  changed: Row[];
}

function diff(before: Snapshot, after: Snapshot): Record<string, TableDiff> {
  const result: Record<string, TableDiff> = {};
  for (const name of Object.keys(before)) {
    const was = before[name]!;
    const now = after[name]!;
    result[name] = {
      added: [...now.entries()].filter(([key]) => !was.has(key)).map(([, row]) => row),
      removed: [...was.entries()].filter(([key]) => !now.has(key)).map(([, row]) => row),
      changed: [...now.entries()]
        .filter(([key, row]) => was.has(key) && !isDeepStrictEqual(was.get(key), row))
        .map(([, row]) => row),
    };
  }
  return result;
}

/** How many rows of one kind may change: exactly n, a range, or exactly these ids. */
type Count = number | { min: number; max: number } | readonly string[];

/** Per snapshotted table, the rows a successful call adds, changes and removes (else none). */
export type Expected = Record<string, { added?: Count; changed?: Count; removed?: Count }>;

function checkCount(table: string, kind: string, rows: Row[], count: Count = 0) {
  const label = `${kind} rows of ${table}`;
  if (typeof count === 'number') expect(rows.length, label).toBe(count);
  else if (Array.isArray(count))
    expect(rows.map((row) => String(row.id)).sort(), label).toEqual([...count].sort());
  else {
    const range = count as { min: number; max: number };
    expect(rows.length, label).toBeGreaterThanOrEqual(range.min);
    expect(rows.length, label).toBeLessThanOrEqual(range.max);
  }
}

/** Every text (and text list item) is free of NUL and of surrounding whitespace. */
function checkStoredText(table: string, row: Row) {
  for (const [column, value] of Object.entries(row)) {
    const texts = Array.isArray(value) ? value : [value];
    for (const item of texts) {
      if (typeof item !== 'string') continue;
      expect(item, `${table}.${column}`).not.toContain('\u0000');
      expect(item, `${table}.${column} is trimmed`).toBe(item.trim());
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The property
// ---------------------------------------------------------------------------------------------

export interface HostileInputCheck<Input> {
  db: Database;
  caller: Caller;
  /** The mutation document; one top-level field. */
  document: string;
  /** What varies between attempts (overrides, or whole arguments). */
  input: fc.Arbitrary<Input>;
  /** The variables to send; Refs anywhere in them are replaced by the ids. */
  variables: (input: Input, ids: Ids) => Record<string, unknown>;
  /** The ids Refs name: fixed, or made before each attempt (a fresh record to act on). */
  ids?: Ids | (() => Promise<Ids>);
  /** The model's tables (SHARED_TABLES are always added). */
  tables: Tables;
  /** The codes a refusal of bad input may carry. */
  codes?: readonly ErrorCode[];
  /** On success: the rows expected to change (tables not named must not change). */
  expected: (data: Record<string, unknown>, ids: Ids) => Expected;
  numRuns?: number;
}

/**
 * Sends hostile input to a mutation, `numRuns` times: never a server error; a refusal has one
 * of `codes` and changes nothing; a success changes exactly what `expected` says and stores
 * clean text.
 */
export async function checkHostileInput<Input>(check: HostileInputCheck<Input>): Promise<void> {
  const tables = { ...check.tables, ...SHARED_TABLES };
  const codes = check.codes ?? ['VALIDATION_FAILED'];
  await fc.assert(
    fc.asyncProperty(check.input, async (input) => {
      const ids = typeof check.ids === 'function' ? await check.ids() : (check.ids ?? {});
      const variables = resolveRefs(check.variables(input, ids), ids) as Record<string, unknown>;
      const before = await snapshot(check.db, tables);
      const result = await check.caller.run(check.document, variables);
      const changes = diff(before, await snapshot(check.db, tables));

      expect(result.status).toBeLessThan(500);
      if (result.errors.length > 0) {
        for (const error of result.errors) {
          expect(codes, error.message).toContain(error.extensions?.code);
        }
        for (const [table, { added, removed, changed }] of Object.entries(changes)) {
          expect({ added, removed, changed }, `nothing written to ${table}`).toEqual({
            added: [],
            removed: [],
            changed: [],
          });
        }
        return;
      }
      const data = Object.values(result.data ?? {})[0] as Record<string, unknown>;
      expect(data).toBeTruthy();
      const expected = check.expected(data, ids);
      for (const [table, rows] of Object.entries(changes)) {
        checkCount(table, 'added', rows.added, expected[table]?.added);
        checkCount(table, 'changed', rows.changed, expected[table]?.changed);
        checkCount(table, 'removed', rows.removed, expected[table]?.removed);
        if (UNCHECKED_TEXT.has(table)) continue;
        for (const row of [...rows.added, ...rows.changed]) checkStoredText(table, row);
      }
    }),
    { numRuns: check.numRuns ?? 30, ...replayFailure() },
  );
}

/** FC_SEED=… FC_PATH=… (from a failure's report) replays that failure first. */
function replayFailure(): { seed?: number; path?: string } {
  const seed = process.env.FC_SEED;
  return seed ? { seed: Number(seed), path: process.env.FC_PATH } : {};
}

export interface HostileUpdateCheck {
  db: Database;
  caller: Caller;
  /** 'Facility' → updateFacility(input: UpdateFacilityInput!). */
  typeName: string;
  /** The model's tables; `tableKey` names the one the record lives in. */
  tables: Tables;
  tableKey: string;
  /** The record to update (sent with the version it is at). */
  id: string;
  /** Hostile overrides: the fields sent besides id and expectedVersion. */
  input: fc.Arbitrary<Record<string, unknown>>;
  /** Other records Refs in the input name. */
  ids?: Ids;
  /** Other rows a successful update changes, besides the record and its audit entry. */
  alsoExpected?: Expected;
  codes?: readonly ErrorCode[];
  numRuns?: number;
}

/** updateX with hostile fields, at the record's current version: refused, or one new version. */
export async function checkHostileUpdate(check: HostileUpdateCheck): Promise<void> {
  const table = check.tables[check.tableKey]!;
  const columns = table as unknown as { id: PgColumn; version: PgColumn };
  let version = 0;
  await checkHostileInput({
    db: check.db,
    caller: check.caller,
    document: `mutation($input: Update${check.typeName}Input!) { update${check.typeName}(input: $input) { id version } }`,
    input: check.input,
    ids: async () => {
      const [row] = await check.db
        .select({ version: columns.version })
        .from(table)
        .where(eq(columns.id, check.id));
      version = row!.version as number;
      return { ...check.ids, target: check.id };
    },
    variables: (fields) => ({ input: { ...fields, id: check.id, expectedVersion: version } }),
    tables: check.tables,
    codes: check.codes,
    expected: (data) => {
      expect(data.version).toBe(version + 1);
      return {
        [check.tableKey]: { changed: [check.id] },
        audit: { added: 1 },
        ...check.alsoExpected,
      };
    },
    numRuns: check.numRuns,
  });
}

export interface HostileDeleteCheck {
  db: Database;
  caller: Caller;
  /** 'Facility' → deleteFacility(input: DeleteFacilityInput!). */
  typeName: string;
  /** The model's tables; `tableKey` names the one the record lives in. */
  tables: Tables;
  tableKey: string;
  /** Makes a record to delete (another one once it is deleted). */
  create: () => Promise<string>;
  /** Other rows a successful delete changes, besides the record and its audit entry. */
  alsoExpected?: (id: string) => Expected;
  codes?: readonly ErrorCode[];
  numRuns?: number;
}

/** deleteX with hostile ids (and sometimes the real one): NOT_FOUND, or the record goes. */
export async function checkHostileDelete(check: HostileDeleteCheck): Promise<void> {
  const table = check.tables[check.tableKey]!;
  const idColumn = (table as unknown as { id: PgColumn }).id;
  let target: string | null = null;
  await checkHostileInput({
    db: check.db,
    caller: check.caller,
    document: `mutation($input: Delete${check.typeName}Input!) { delete${check.typeName}(input: $input) { id } }`,
    input: fc.record({ id: hostile.id('target') }),
    ids: async () => {
      const exists =
        target !== null &&
        (await check.db.select().from(table).where(eq(idColumn, target))).length > 0;
      if (!exists) target = await check.create();
      return { target: target! };
    },
    variables: (input) => ({ input }),
    tables: check.tables,
    codes: check.codes ?? ['NOT_FOUND', 'VALIDATION_FAILED'],
    expected: (_data, ids) => ({
      [check.tableKey]: { removed: [ids.target!] },
      audit: { added: 1 },
      ...check.alsoExpected?.(ids.target!),
    }),
    numRuns: check.numRuns ?? 25,
  });
}

export interface HostileActionCheck {
  db: Database;
  caller: Caller;
  /** The mutation field, e.g. 'approveSchedule'; it takes id, expectedVersion and `textArg`. */
  mutation: string;
  /** The free-text argument, if any (adminResponse, notes). */
  textArg?: string;
  /** The model's tables; `tableKey` names the one the record lives in. */
  tables: Tables;
  tableKey: string;
  /** Makes a record the action applies to, at version 1 (one per attempt). */
  create: () => Promise<string>;
  /** Other rows a successful action changes, besides the record and its audit entry. */
  alsoExpected?: (id: string) => Expected;
  numRuns?: number;
}

/**
 * A status action (approve, reject, cancel, deny, fulfil) with hostile arguments on a fresh
 * record: refused (bad input, no such record, or a stale version) with nothing changed, or
 * applied as one new version.
 */
export async function checkHostileAction(check: HostileActionCheck): Promise<void> {
  const textArg = check.textArg;
  const args = textArg
    ? `$id: ID!, $expectedVersion: Int, $${textArg}: String`
    : '$id: ID!, $expectedVersion: Int';
  const pass = textArg
    ? `id: $id, expectedVersion: $expectedVersion, ${textArg}: $${textArg}`
    : 'id: $id, expectedVersion: $expectedVersion';
  const sometimes = (arbitrary: fc.Arbitrary<unknown>) =>
    fc.oneof(fc.constant(undefined), fc.constant(null), arbitrary);
  await checkHostileInput({
    db: check.db,
    caller: check.caller,
    document: `mutation(${args}) { ${check.mutation}(${pass}) { id version } }`,
    input: fc.record({
      id: fc.oneof({ arbitrary: fc.constant(new Ref('target')), weight: 3 }, hostile.id()),
      expectedVersion: sometimes(fc.oneof(fc.constant(1), hostile.integer)),
      ...(textArg ? { [textArg]: sometimes(hostile.text) } : {}),
    }),
    ids: async () => ({ target: await check.create() }),
    variables: (input) => input,
    tables: check.tables,
    codes: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'],
    expected: (data, ids) => {
      expect(data.version).toBe(2);
      return {
        [check.tableKey]: { changed: [ids.target!] },
        audit: { added: 1 },
        ...check.alsoExpected?.(ids.target!),
      };
    },
    numRuns: check.numRuns ?? 25,
  });
}
