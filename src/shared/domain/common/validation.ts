import type { z } from 'zod';
import type { FieldErrors } from '../../errors';

/** Turns zod issues into one message per top-level form field (the first issue wins). */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}
