import { z } from 'zod';

export const MAX_SEARCH_LENGTH = 200;

const SEARCH_MESSAGES = {
  tooLong: `Search must be at most ${MAX_SEARCH_LENGTH} characters`,
  controlCharacters: 'Search must not contain control characters',
} as const;

/**
 * The text of a list search, trimmed. Blank means no search; otherwise every word (split on
 * whitespace) must occur in one of the record type's search columns.
 */
export const searchText = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, { error: SEARCH_MESSAGES.tooLong })
  // PostgreSQL cannot compare text holding NUL: a message, not a server error.
  .refine((text) => !text.includes('\u0000'), { error: SEARCH_MESSAGES.controlCharacters });

/** The words of a search, in order; none when it is blank. */
export function searchWords(text: string | null | undefined): string[] {
  return (text ?? '').split(/\s+/).filter((word) => word !== '');
}
