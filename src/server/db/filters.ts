/**
 * Model filters as the API takes them (architecture.md §3): per field `eq ne in contains ge le
 * between`, all combined with AND, turned into SQL against the table's columns. A malformed filter
 * is refused with a message naming its field: a list or an export with a filter that cannot mean
 * anything must not quietly hold every record.
 */
import { and, between, eq, gte, inArray, lte, ne, sql, type Column, type SQL } from 'drizzle-orm';
import { fieldError } from '../errors';
import { isCalendarDate } from '../../shared/domain/common/dates';
import { isUuid } from './ids';

interface FieldFilter {
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

/** The day a date-and-time starts with, when it starts with one ('2026-02-30T…'). */
const LEADING_DAY = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

/**
 * Date.parse rolls 2026-02-30 over to March; the database refuses it, which would surface as an
 * internal error. The day is checked by hand (shared/domain/common/dates.ts).
 */
function isInstantText(value: unknown): boolean {
  const text = String(value);
  const day = LEADING_DAY.exec(text)?.[1];
  return !Number.isNaN(Date.parse(text)) && (day === undefined || isCalendarDate(day));
}

/** What a value compared with `column` must look like, or null when the API's types suffice. */
function valueRule(column: Column): { test: (value: unknown) => boolean; says: string } | null {
  const type = column.getSQLType();
  if (type === 'uuid') return { test: (value) => isUuid(value), says: 'an id' };
  if (type === 'date') {
    return {
      test: (value) => isCalendarDate(String(value)),
      says: 'a date (YYYY-MM-DD)',
    };
  }
  if (type.startsWith('timestamp')) {
    return { test: isInstantText, says: 'a date and time' };
  }
  return null;
}

/** Refuses a filter on `field` that cannot be turned into a condition, naming the field. */
function checkFilter(field: string, column: Column, filter: FieldFilter) {
  const refuse = (problem: string) => {
    throw fieldError(`filter.${field}`, `Filter on ${field}: ${problem}`);
  };
  if (filter.between != null) {
    if (filter.between.length !== 2 || filter.between.some((bound) => bound == null)) {
      refuse('between needs exactly two values, the lower first');
    }
    const [low, high] = filter.between as [unknown, unknown];
    const ordered =
      typeof low === 'number' && typeof high === 'number'
        ? low <= high
        : column.getSQLType().startsWith('timestamp')
          ? // Instants may carry different offsets: compare the moments they name.
            Date.parse(String(low)) <= Date.parse(String(high))
          : String(low) <= String(high);
    if (!ordered) refuse('between needs the lower value first');
  }
  const rule = valueRule(column);
  if (!rule || column.getSQLType().endsWith('[]')) return;
  const values = [
    filter.eq,
    filter.ne,
    filter.ge,
    filter.le,
    ...(filter.in ?? []),
    ...(filter.between ?? []),
  ].filter((value) => value != null);
  const wrong = values.find((value) => !rule.test(value));
  if (wrong !== undefined) refuse(`"${String(wrong)}" is not ${rule.says}`);
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
  if (filter.between != null) {
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
    if (!column || !fieldFilter) continue;
    checkFilter(field, column, fieldFilter);
    conditions.push(...conditionsFor(column, fieldFilter));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}
