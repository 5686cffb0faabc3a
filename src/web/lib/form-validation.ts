import type { z } from 'zod';
import { toFieldErrors } from '../../shared/domain/common/validation';

/**
 * A Mantine form `validate` from the shared schema the server also applies, so the browser
 * and the server give the same message for the same value (product.md §5).
 */
export function validateWith(schema: z.ZodType) {
  return (values: unknown) => {
    const result = schema.safeParse(values);
    return result.success ? {} : toFieldErrors(result.error);
  };
}
