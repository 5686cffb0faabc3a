/**
 * Errors a caller is meant to see. They carry one of the codes of shared/errors.ts in
 * `extensions.code`; anything else that is thrown is masked as INTERNAL by the API.
 */
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import { toFieldErrors } from '../shared/domain/common/validation';
import { DEFAULT_ERROR_MESSAGES, type ErrorCode, type FieldErrors } from '../shared/errors';

export class AppError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(
    code: ErrorCode,
    message: string = DEFAULT_ERROR_MESSAGES[code],
    fieldErrors?: FieldErrors,
  ) {
    super(message, { extensions: fieldErrors ? { code, fieldErrors } : { code } });
    this.code = code;
  }
}

/** VALIDATION_FAILED for one field, shown under that field. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

/** VALIDATION_FAILED that belongs to the form as a whole (e.g. a refused status change). */
export function formError(message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { form: message });
}

export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const conflict = () => new AppError('CONFLICT');

/** Parses input with a shared schema; a failure is VALIDATION_FAILED with one message per field. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = toFieldErrors(result.error);
  const first = Object.values(fieldErrors)[0];
  throw new AppError(
    'VALIDATION_FAILED',
    first ?? DEFAULT_ERROR_MESSAGES.VALIDATION_FAILED,
    fieldErrors,
  );
}
