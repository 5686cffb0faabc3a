/**
 * Model filters as the API takes them (architecture.md §3): per field `eq ne in contains ge le
 * between`, all combined with AND, turned into SQL against the table's columns.
 */
import { and, between, eq, gte, inArray, lte, ne, sql, type Column, type SQL } from 'drizzle-orm';

export interface FieldFilter {
  eq?: unknown;
  ne?: unknown;
  in?: readonly unknown[] | null;
  contains?: unknown;
  ge?: unknown;
  le?: unknown;
  between?: readonly unknown[] | null;
}

export type ModelFilter = Record<string, FieldFilter | null | undefined>;

/** Text matched literally by LIKE / ILIKE: `%`, `_` and `\` lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function conditionsFor(column: Column, filter: FieldFilter): SQL[] {
  const conditions: SQL[] = [];
  const isArray = column.getSQLType().endsWith('[]');
  if (filter.eq != null) conditions.push(eq(column, filter.eq));
  if (filter.ne != null) conditions.push(ne(column, filter.ne));
  if (filter.in != null)
    conditions.push(filter.in.length === 0 ? sql`false` : inArray(column, [...filter.in]));
  if (filter.contains != null) {
    conditions.push(
      isArray
        ? sql`${column} @> array[${filter.contains}]::text[]`
        : sql`${column}::text ilike ${`%${escapeLike(String(filter.contains))}%`}`,
    );
  }
  if (filter.ge != null) conditions.push(gte(column, filter.ge));
  if (filter.le != null) conditions.push(lte(column, filter.le));
  if (filter.between != null && filter.between.length === 2) {
    conditions.push(between(column, filter.between[0], filter.between[1]));
  }
  return conditions;
}

/** The SQL condition for a filter; fields not in `columns` are ignored (the schema names them). */
export function filterToSql(
  columns: Record<string, Column>,
  filter: ModelFilter | null | undefined,
): SQL | undefined {
  if (!filter) return undefined;
  const conditions: SQL[] = [];
  for (const [field, fieldFilter] of Object.entries(filter)) {
    const column = columns[field];
    if (column && fieldFilter) conditions.push(...conditionsFor(column, fieldFilter));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}
