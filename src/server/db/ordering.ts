/**
 * The order of a list, as a list of keys ending with the id: the optional keys of the list's
 * orderings (e.g. open incident reports first), then the keys of the field sorted by (the list's
 * `sortBy`, else the record type's sort column), then the id, each ascending or descending. Keyset paging (paging.ts) resumes after the last item's values
 * of every key, so a page never skips or repeats a row, also when rows are added between pages.
 *
 * Every key must be NOT NULL: a keyset comparison with a null value is never true, so rows with a
 * null key would be skipped. Sort columns are checked (`byColumn` throws on a nullable one; a
 * column that may be empty is sorted with `byOptionalColumn`); an ordering's expression must
 * never yield null (give every CASE an ELSE, every subquery a coalesce).
 */
import { and, asc, desc, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** One key rows are ordered by. */
export interface OrderKey {
  /** Names the key in paging tokens: a token made for other keys is refused. */
  name: string;
  /** A NOT NULL column, or an expression that is never null. */
  expression: PgColumn | SQL;
  direction: SortDirection;
}

/** An optional way to order a list, chosen by a Boolean argument of the list (true: applied). */
export interface ListOrdering {
  /** The argument's description in the schema. */
  description: string;
  /**
   * Keys placed before the sort column, each ascending unless it says otherwise (they keep their
   * direction whatever the list's sortDirection, e.g. open reports first in both directions).
   */
  keys: readonly (Omit<OrderKey, 'direction'> & { direction?: SortDirection })[];
}

/** A key that follows the list's sortDirection unless it names its own direction. */
type SortKey = Omit<OrderKey, 'direction'> & { direction?: SortDirection };

/**
 * What a list can be sorted by with its `sortBy` argument (a table's column header): one or more
 * keys, before the id.
 */
export interface SortField {
  keys: readonly SortKey[];
}

function notNull(column: PgColumn): PgColumn {
  if (!column.notNull) {
    throw new Error(`Lists cannot be sorted by ${column.name}: it may be null (see ordering.ts)`);
  }
  return column;
}

/** Sorted by a NOT NULL column. */
export function byColumn(column: PgColumn): SortField {
  return { keys: [{ name: notNull(column).name, expression: column }] };
}

/**
 * Sorted by a value that may be missing: rows with a value first, in the list's direction, then
 * the others (by id), in both directions, so "release date" shows the dates known first.
 * `empty` stands in for the missing value (of the value's type) so that no key is null.
 */
export function byOptionalValue(name: string, value: PgColumn | SQL, empty: SQL): SortField {
  return {
    keys: [
      { name: `${name} empty`, expression: sql`(${value} is null)`, direction: 'ASC' },
      { name, expression: sql`coalesce(${value}, ${empty})` },
    ],
  };
}

/** Sorted by a column that may be empty (byOptionalValue). */
export function byOptionalColumn(column: PgColumn, empty: SQL): SortField {
  return byOptionalValue(column.name, column, empty);
}

/**
 * Sorted by the name of the record a column points at (a client's facility, read by a subquery
 * on the other table's primary key); rows pointing nowhere last.
 */
export function byReferencedName(
  reference: PgColumn,
  target: { table: PgTable; id: PgColumn; name: SQL | PgColumn },
): SortField {
  return byOptionalValue(
    `${reference.name} name`,
    sql`(select ${target.name} from ${target.table} where ${target.id} = ${reference})`,
    sql`''`,
  );
}

/** Sorted by an enumeration's text (alphabetical), not by its order of declaration. */
export function byEnumText(column: PgColumn): SortField {
  return {
    keys: [{ name: `${notNull(column).name} text`, expression: sql`cast(${column} as text)` }],
  };
}

export interface OrderSpec {
  /** Orderings chosen, in the record type's order of declaration. */
  orderings: readonly ListOrdering[];
  sortKeys: readonly SortKey[];
  idColumn: PgColumn;
  direction: SortDirection;
}

export function orderKeys({ orderings, sortKeys, idColumn, direction }: OrderSpec): OrderKey[] {
  return [
    ...orderings.flatMap((ordering) =>
      ordering.keys.map((key) => ({ ...key, direction: key.direction ?? 'ASC' })),
    ),
    ...sortKeys.map((key) => ({ ...key, direction: key.direction ?? direction })),
    { name: notNull(idColumn).name, expression: idColumn, direction },
  ];
}

/** Names the keys and their directions; a paging token is only valid for the same signature. */
export function orderSignature(recordName: string, keys: readonly OrderKey[]): string {
  return [recordName, ...keys.map((key) => `${key.name} ${key.direction}`)].join(',');
}

export function orderBy(keys: readonly OrderKey[]): SQL[] {
  return keys.map((key) => (key.direction === 'ASC' ? asc(key.expression) : desc(key.expression)));
}

/**
 * Each key's value as text, named key0, key1, …, selected with every row to make the next
 * token from: text keeps a timestamp's microseconds (a JavaScript Date would drop them and
 * repeat the row).
 */
export function keySelectList(keys: readonly OrderKey[]): SQL {
  return sql.join(
    keys.map(
      (key, index) => sql`cast(${key.expression} as text) as ${sql.identifier(`key${index}`)}`,
    ),
    sql`, `,
  );
}

export function valuesOf(row: Record<string, unknown>, count: number): string[] {
  return Array.from({ length: count }, (_, index) => row[`key${index}`] as string);
}

/**
 * Rows that come after `values` (one per key) in the order of `keys`. Consecutive keys with the
 * same direction are compared as one row value, which an index on those columns can serve:
 * (a, id) > (x, y); a change of direction continues as "or equal so far and after on the rest".
 */
export function afterValues(keys: readonly OrderKey[], values: readonly string[]): SQL {
  const end = keys.findIndex((key) => key.direction !== keys[0]!.direction);
  const runLength = end === -1 ? keys.length : end;
  // Columns and expressions are written into the SQL, the token's values passed as parameters.
  const row = (parts: readonly (PgColumn | SQL | string)[]) =>
    sql`(${sql.join(
      parts.map((part) => sql`${part}`),
      sql`, `,
    )})`;
  const own = row(keys.slice(0, runLength).map((key) => key.expression));
  const given = row(values.slice(0, runLength));
  const after = keys[0]!.direction === 'ASC' ? sql`${own} > ${given}` : sql`${own} < ${given}`;
  if (runLength === keys.length) return after;
  const rest = afterValues(keys.slice(runLength), values.slice(runLength));
  return or(after, and(sql`${own} = ${given}`, rest))!;
}
