/**
 * Keyset paging: `nextToken` is an opaque cursor holding the last item's value of every key the
 * list is ordered by (ordering.ts), its id last, so a page never skips or repeats records when
 * others are added meanwhile. It also names those keys: a token made for another order (another
 * sortDirection, openFirst, or record type) is refused rather than misread.
 */
import { AppError } from '../errors';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

interface Cursor {
  /** orderSignature() of the list the token was made for. */
  order: string;
  /** The last item's value of each key, as text. */
  after: string[];
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The values a token holds, if it was made for `order` with `count` keys; else refused. */
export function decodeCursor(token: string, order: string, count: number): string[] {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<Cursor>;
    const after = value.after;
    if (
      value.order === order &&
      Array.isArray(after) &&
      after.length === count &&
      after.every((item) => typeof item === 'string')
    )
      return after;
  } catch {
    // fall through to the error below
  }
  throw invalidToken();
}

export function invalidToken(): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    'The paging token is not valid. Start again from the first page.',
    { nextToken: 'Invalid paging token' },
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

export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

/** A row fetched for a page, with its value of every key of the list's order. */
export interface KeyedRow<T> {
  item: T;
  after: string[];
}

/** Cuts the extra row fetched to learn whether another page exists. */
export function toPage<T>(rows: KeyedRow<T>[], size: number, order: string): Page<T> {
  const kept = rows.slice(0, size);
  const last = kept.at(-1);
  const hasMore = rows.length > size && last !== undefined;
  return {
    items: kept.map((row) => row.item),
    nextToken: hasMore ? encodeCursor({ order, after: last.after }) : null,
  };
}
