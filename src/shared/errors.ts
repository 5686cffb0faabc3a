/** The closed set of error codes the API returns in `extensions.code`. */
const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'The record was not found. It may have been deleted.',
  VALIDATION_FAILED: 'Some fields need attention.',
  CONFLICT: 'This record was changed by someone else. Reload to see the latest version.',
  RATE_LIMITED: 'Too many large requests. Wait a minute and try again.',
  INTERNAL: 'Something went wrong on the server. Please try again.',
};

/** Field name → message, keyed like the form that sent the input. */
export type FieldErrors = Record<string, string>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
