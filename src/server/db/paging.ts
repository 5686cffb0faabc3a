/**
 * Keyset paging: `nextToken` is an opaque cursor holding the sort value and id of the last item
 * returned, so a page never skips or repeats records when others are added meanwhile.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
import { AppError } from '../errors';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

type Cursor = [sortValue: string | number | null, id: string];

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(token: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[1] === 'string')
      return value as Cursor;
  } catch {
    // fall through to the error below
  }
  throw new AppError(
    'VALIDATION_FAILED',
    'The paging token is not valid. Start again from the first page.',
    {
      nextToken: 'Invalid paging token',
    },
  );
}

export function pageSize(limit: number | null | undefined): number {
  if (limit == null) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new AppError('VALIDATION_FAILED', `Limit must be between 1 and ${MAX_PAGE_SIZE}`, {
      limit: `Limit must be between 1 and ${MAX_PAGE_SIZE}`,
    });
  }
  return limit;
}

/** Rows after the cursor in (sort, id) order. */
export function afterCursor(
  sortColumn: Column,
  idColumn: Column,
  token: string | null | undefined,
): SQL | undefined {
  if (!token) return undefined;
  const [sortValue, id] = decodeCursor(token);
  return sql`(${sortColumn}, ${idColumn}) > (${sortValue}, ${id})`;
}

export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

/** Cuts the extra row fetched to learn whether another page exists. */
export function toPage<T extends Record<string, unknown>>(
  rows: T[],
  size: number,
  sortField: keyof T & string,
): Page<T> {
  const items = rows.slice(0, size);
  const last = items.at(-1);
  const hasMore = rows.length > size && last !== undefined;
  return {
    items,
    nextToken: hasMore
      ? encodeCursor([last[sortField] as string | number | null, String(last.id)])
      : null,
  };
}
