/**
 * Text search on lists: every word of the search must occur, case-insensitively and taken
 * literally, in at least one of the record type's search columns (a null column never matches).
 */
import { and, or, sql, type Column, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { searchText, searchWords } from '../../shared/domain/common/search';
import { parseInput } from '../errors';
import { escapeLike } from './filters';

const searchInput = z.object({ search: searchText });

/**
 * The SQL condition for `search` over `columns`; undefined when it is null or blank. Too long a
 * search is VALIDATION_FAILED with the message under `search`.
 */
export function searchToSql(
  columns: readonly Column[],
  search: string | null | undefined,
): SQL | undefined {
  if (search == null) return undefined;
  const words = searchWords(parseInput(searchInput, { search }).search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(...columns.map((column) => sql`${column} ilike ${pattern}`)) ?? sql`false`;
    }),
  );
}
