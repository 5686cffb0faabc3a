/**
 * The shared form schemas' tests (src/shared/domain/*\/*.schema.test.ts) judge values as the form
 * and the API do: by the messages the schema gives, field by field.
 */
import { it, expect } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../../src/shared/domain/common/validation';

type Values = Record<string, unknown>;

/** What `schema` says of `values`: each field's message, or nothing when it accepts them. */
export function schemaErrors(schema: z.ZodType, values: Values): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error);
}

/**
 * One test per required field: left empty, and left out, of an otherwise `valid` record, the
 * schema names the field with its own message (product.md §5).
 */
export function itRequiresEach(
  schema: z.ZodType,
  valid: Values,
  cases: readonly (readonly [field: string, message: string])[],
) {
  it.each(cases)('requires %s with the message "%s"', (field, message) => {
    expect(schemaErrors(schema, { ...valid, [field]: '' })[field]).toBe(message);
    expect(schemaErrors(schema, { ...valid, [field]: undefined })[field]).toBe(message);
  });
}
