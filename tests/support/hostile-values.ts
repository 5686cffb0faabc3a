/**
 * Hostile values for every kind of field (issue: "never a 5xx, never a half-written record"):
 * empty and blank text, NUL, very long and astral text, SQL- and HTML-looking text, numbers out
 * of range, impossible dates, instants with bad offsets, wrong enum values, values of the wrong
 * type, and ids of records that do not exist. `fieldTable` gives one arbitrary per field of an
 * input type; `hostileOverrides` swaps a few fields of a valid input for hostile values. The
 * property that sends them is in hostile-input.ts.
 */
import fc from 'fast-check';

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
