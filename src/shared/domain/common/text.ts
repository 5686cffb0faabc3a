import { z } from 'zod';

const MAX_TEXT = 5000;
const NO_CONTROL_CHARACTERS = 'Must not contain control characters';

/** A UTF-16 surrogate without its pair: text no UTF-8 database or JSON column can hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Trims strings, and replaces a lone surrogate with U+FFFD as every UTF-8 encoder does (no
 * keyboard types one; a broken client may send one). Other values are left for the schema.
 */
function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD').trim() : value;
}

/** Strings without NUL (PostgreSQL refuses NUL in text, so it is a validation error, not a crash). */
function cleanString(maxLength: number) {
  return z
    .string()
    .max(maxLength, { error: `Must be at most ${maxLength} characters` })
    .refine((value) => !value.includes('\u0000'), { error: NO_CONTROL_CHARACTERS });
}

/** A required text field: trimmed, and empty counts as missing, with the form's message. */
export function requiredText(message: string, maxLength = 500) {
  return z.preprocess(
    trimmed,
    z.string({ error: message }).min(1, { error: message }).pipe(cleanString(maxLength)),
  );
}

/** An optional text field: trimmed, and empty or missing is stored as null. */
export function optionalText(maxLength = MAX_TEXT) {
  return z.preprocess((value) => {
    const text = trimmed(value);
    return text === undefined || text === '' ? null : text;
  }, cleanString(maxLength).nullable());
}

/** A list field entered as items (or comma-separated text): trimmed, blank items dropped. */
export function textList() {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null) return [];
      const items = typeof value === 'string' ? value.split(',') : value;
      if (!Array.isArray(items)) return items;
      return items.map(trimmed).filter((item) => item !== '');
    },
    z.array(cleanString(500)).max(200, { error: 'At most 200 items' }),
  );
}

/** A required choice from an enumeration, with the form's message when missing or unknown. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.enum(values, { error: message });
}
