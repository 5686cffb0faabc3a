/**
 * Random and hostile input for every mutation (issue: "never a 5xx, never a half-written
 * record"). Two parts:
 *
 * - arbitraries for hostile values of each kind of field (`hostile.*`, `fieldTable`,
 *   `hostileOverrides`): empty and blank text, NUL, very long and astral text, SQL- and
 *   HTML-looking text, numbers out of range, impossible dates, instants with bad offsets, wrong
 *   enum values, values of the wrong type, and ids of records that do not exist;
 * - one property runner (`checkHostileInput`, and `checkHostileDelete` on top of it): the
 *   mutation never answers with a server error; a refusal carries one of the codes expected for
 *   bad input and changes nothing in any snapshotted table (the record's, the sign-in account
 *   tables, the audit trail, the outbox); a success changes exactly the expected rows and stores
 *   no text with NUL or surrounding whitespace.
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

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

/** Ids known only once a test runs (a facility, the record under test), named in arbitraries. */
export class Ref {
  constructor(
    readonly name: string,
    /** How the id is sent: as it is, padded with spaces, or upper-cased. */
    readonly variant: 'exact' | 'padded' | 'upper' = 'exact',
  ) {}
}

export type Ids = Record<string, string>;

/** `value` with every Ref replaced by the id it names. */
export function resolveRefs(value: unknown, ids: Ids): unknown {
  if (value instanceof Ref) {
    const id = ids[value.name];
    if (id === undefined) throw new Error(`No id named '${value.name}' for this property`);
    if (value.variant === 'padded') return ` ${id} `;
    return value.variant === 'upper' ? id.toUpperCase() : id;
  }
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, ids));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveRefs(item, ids)]),
    );
  }
  return value;
}

/** Values GraphQL refuses for a String, Int, Float, Boolean or enum variable. */
const wrongType = fc.constantFrom<unknown>(12, 0.5, true, { value: 'x' }, ['x']);

const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((codePoint) => String.fromCodePoint(codePoint));

/** Hostile strings only (list items, and the raw material of the other kinds). */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string(), weight: 3 },
  // Any code point: control characters, astral characters, lone surrogates. (A unit of our own:
  // fast-check's 'binary' unit takes a second to set up.)
  { arbitrary: fc.string({ unit: anyCodePoint, maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ minLength: 400, maxLength: 6000 }), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '   ',
      '\t\n',
      '\u00a0',
      '\u0000',
      'a\u0000b',
      '\u0000 ',
      '  padded  ',
      '\u200b',
      "'; drop table facility; --",
      'Robert\'); DELETE FROM "user"; --',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '${7*7}{{7*7}}%s%n',
      '../../etc/passwd',
      '𝕏'.repeat(300),
      '👨‍👩‍👧'.repeat(50),
      '\ud800',
      'x'.repeat(500),
      'x'.repeat(501),
      'x'.repeat(5000),
      'x'.repeat(5001),
      '𝕏'.repeat(2501),
    ),
    weight: 3,
  },
);

const text: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 9 },
  { arbitrary: wrongType, weight: 1 },
);

const email: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.constantFrom(
    'no-at-sign',
    'a@b',
    '@example.org',
    'UPPER.Case@Example.ORG',
    '  padded@example.org  ',
    'nul\u0000@example.org',
    '"quoted name"@example.org',
    `x@${'y'.repeat(250)}.org`,
    'a@b@example.org',
  ),
  fc.emailAddress(),
);

function enumOf(valid: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...valid),
    fc.constantFrom('NOT_A_VALUE', '', ' ', 'null', valid[0]!.toLowerCase(), ` ${valid[0]!}`),
    wrongType,
  );
}

const integer: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -5, max: 200 }),
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 0.5, -0.5, -0, -1, 0, 1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('12', '1e3', ' 7 ', true),
);

const float: fc.Arbitrary<unknown> = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, 90.0000001, -180.0000001, 5e-324, -0, -1),
  fc.constantFrom('1.5', true),
);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const sensibleDate = fc.date({
  min: new Date('1900-01-01T00:00:00Z'),
  max: new Date('2100-12-31T00:00:00Z'),
  noInvalidDate: true,
});

const date: fc.Arbitrary<unknown> = fc.oneof(
  sensibleDate.map(isoDay),
  fc.constantFrom(
    '2024-02-30',
    '2023-02-29',
    '2024-02-29',
    'yesterday',
    'today',
    '',
    ' ',
    '9999-99-99',
    '0000-01-01',
    '0001-01-01',
    '9999-12-31',
    '10000-01-01',
    '-2024-01-01',
    '+002024-01-01',
    '2024-2-3',
    '2024-13-01',
    '2024-00-10',
    '01/02/2024',
    ' 2024-01-01 ',
    '2024-01-01T00:00:00Z',
    '2024-01-01\u0000',
  ),
  text,
);

const time: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  fc.constantFrom(
    '24:00',
    '23:60',
    '9:00',
    '09:00:00',
    '',
    ' 09:00 ',
    '99:99',
    '12:00 PM',
    'noon',
    '-01:00',
    '12:00\u0000',
  ),
  text,
);

/** An ISO 8601 text for `date` with the given offset in minutes (the same instant). */
function withOffset(date: Date, offsetMinutes: number): string {
  const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  return `${local}${sign}${hh}:${String(abs % 60).padStart(2, '0')}`;
}

const instant: fc.Arbitrary<unknown> = fc.oneof(
  sensibleDate.map((value) => value.toISOString()),
  fc
    .tuple(sensibleDate, fc.integer({ min: -14 * 60, max: 14 * 60 }))
    .map(([value, offset]) => withOffset(value, offset)),
  // Every instant JavaScript can hold, years -271821 to +275760 included.
  fc.date({ noInvalidDate: true }).map((value) => value.toISOString()),
  fc.constantFrom(
    '2030-03-01T09:00:00+25:00',
    '2030-03-01T09:00:00+05:60',
    '2030-03-01T09:00:00+0530',
    '2030-03-01T09:00:00',
    '2030-03-01 09:00:00Z',
    '2030-02-30T09:00:00Z',
    '2030-03-01T24:00:00Z',
    '2030-03-01T09:00:00.1234567891Z',
    '0001-01-01T00:00:00+14:00',
    '0001-01-01T00:00:00Z',
    '9999-12-31T23:59:59-14:00',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    '1700000000000',
    'yesterday',
    '',
  ),
  text,
);

const list: fc.Arbitrary<unknown> = fc.oneof(
  fc.array(hostileString, { maxLength: 6 }),
  fc.constantFrom<unknown>(
    [],
    [''],
    ['  ', ' x '],
    ['a\u0000'],
    Array.from({ length: 201 }, (_, index) => `item ${index}`),
    ['x'.repeat(501)],
    // A single value where a list is expected: GraphQL makes it a list of one.
    'a, b',
    // Items GraphQL refuses.
    [null],
    [1],
  ),
);

const flag = fc.constantFrom<unknown>(true, false, 'yes', 'true', 0, 1);

/**
 * An id: one of the named records (as it is, padded or upper-cased), a well-formed id of no
 * record, or hostile text.
 */
function id(...refs: string[]): fc.Arbitrary<unknown> {
  const known =
    refs.length === 0
      ? []
      : [
          {
            arbitrary: fc
              .tuple(fc.constantFrom(...refs), fc.constantFrom('exact', 'exact', 'padded', 'upper'))
              .map(([name, variant]) => new Ref(name, variant as Ref['variant'])),
            weight: 3,
          },
        ];
  return fc.oneof(
    ...known,
    { arbitrary: fc.uuid(), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'not-a-uuid',
        "' or 1=1 --",
        '',
        ' ',
        'a\u0000b',
        'ffffffff-ffff-ffff-ffff-ffffffffffff\u0000',
        'x'.repeat(3000),
      ),
      weight: 2,
    },
    { arbitrary: fc.oneof(hostileString, fc.integer()), weight: 1 },
  );
}

/** Hostile values by kind of field. */
export const hostile = {
  text,
  email,
  enumOf,
  integer,
  float,
  date,
  time,
  instant,
  list,
  flag,
  id,
} as const;

/** The fields of one GraphQL input type, grouped by kind, as the model's test lists them. */
export interface FieldKinds {
  text?: readonly string[];
  email?: readonly string[];
  enums?: Record<string, readonly string[]>;
  integers?: readonly string[];
  floats?: readonly string[];
  dates?: readonly string[];
  times?: readonly string[];
  instants?: readonly string[];
  lists?: readonly string[];
  flags?: readonly string[];
  /** Field → the names of the records (Refs) it may point at. */
  ids?: Record<string, readonly string[]>;
}

export type FieldTable = Record<string, fc.Arbitrary<unknown>>;

/** One hostile arbitrary per field; null (an explicit "empty") is always among the values. */
export function fieldTable(kinds: FieldKinds): FieldTable {
  const table: FieldTable = {};
  const add = (fields: readonly string[] | undefined, arbitrary: fc.Arbitrary<unknown>) => {
    for (const field of fields ?? []) table[field] = arbitrary;
  };
  add(kinds.text, hostile.text);
  add(kinds.email, hostile.email);
  add(kinds.integers, hostile.integer);
  add(kinds.floats, hostile.float);
  add(kinds.dates, hostile.date);
  add(kinds.times, hostile.time);
  add(kinds.instants, hostile.instant);
  add(kinds.lists, hostile.list);
  add(kinds.flags, hostile.flag);
  for (const [field, values] of Object.entries(kinds.enums ?? {})) table[field] = enumOf(values);
  for (const [field, refs] of Object.entries(kinds.ids ?? {})) table[field] = id(...refs);
  return Object.fromEntries(
    Object.entries(table).map(([field, arbitrary]) => [
      field,
      fc.oneof({ arbitrary, weight: 5 }, { arbitrary: fc.constant(null), weight: 1 }),
    ]),
  );
}

/**
 * Overrides for a valid input: about `perInput` fields (any of them, sometimes none) replaced
 * by hostile values. Shrinks towards fewer overridden fields.
 */
export function hostileOverrides(
  table: FieldTable,
  { omit = [], perInput = 2 }: { omit?: readonly string[]; perInput?: number } = {},
): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.keys(table).filter((field) => !omit.includes(field));
  const left = Math.max(1, fields.length - perInput);
  const record = Object.fromEntries(
    fields.map((field) => [
      field,
      fc.oneof(
        { arbitrary: fc.constant(undefined), weight: left },
        { arbitrary: table[field]!, weight: perInput },
      ),
    ]),
  );
  return fc
    .record(record)
    .map((values) =>
      Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
    );
}

// ---------------------------------------------------------------------------------------------
// Snapshots of what the database holds
// ---------------------------------------------------------------------------------------------

type Row = Record<string, unknown>;
type Snapshot = Record<string, Map<string, Row>>;
type Tables = Record<string, PgTable>;

/** Snapshotted for every mutation: a person's sign-in account, the audit trail, sent mail. */
export const SHARED_TABLES: Tables = {
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
export type Count = number | { min: number; max: number } | readonly string[];

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
