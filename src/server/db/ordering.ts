/**
 * The order of a list, as a list of keys ending with the id: the optional keys of the list's
 * orderings (e.g. open incident reports first), then the record type's sort column, then the id,
 * each ascending or descending. Keyset paging (paging.ts) resumes after the last item's values
 * of every key, so a page never skips or repeats a row, also when rows are added between pages.
 *
 * Every key must be NOT NULL: a keyset comparison with a null value is never true, so rows with a
 * null key would be skipped. Sort columns are checked (`orderKeys` throws on a nullable one);
 * an ordering's expression must never yield null (give every CASE an ELSE).
 */
import { and, asc, desc, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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

export interface OrderSpec {
  /** Orderings chosen, in the record type's order of declaration. */
  orderings: readonly ListOrdering[];
  sortColumn: PgColumn;
  idColumn: PgColumn;
  direction: SortDirection;
}

export function orderKeys({ orderings, sortColumn, idColumn, direction }: OrderSpec): OrderKey[] {
  for (const column of [sortColumn, idColumn]) {
    if (!column.notNull) {
      throw new Error(`Lists cannot be sorted by ${column.name}: it may be null (see ordering.ts)`);
    }
  }
  return [
    ...orderings.flatMap((ordering) =>
      ordering.keys.map((key) => ({ ...key, direction: key.direction ?? 'ASC' })),
    ),
    { name: sortColumn.name, expression: sortColumn, direction },
    { name: idColumn.name, expression: idColumn, direction },
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
