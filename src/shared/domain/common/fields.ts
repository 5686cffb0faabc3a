import { z } from 'zod';

/**
 * Passed to cross-field rules so they run even when another field already failed: the form
 * then shows every message at once. Such rules must read the values defensively, because a
 * field that failed still holds what was sent.
 */
export const EVEN_WITH_OTHER_ERRORS = { when: () => true } as const;

const NOT_A_FLAG = 'Must be yes or no';

/** An optional choice from an enumeration: empty or missing is stored as null. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    z.enum(values, { error: message }).nullable(),
  );
}

/** A yes/no field; missing (or null from an older record) takes the default. */
export function flag(defaultValue: boolean, message = NOT_A_FLAG) {
  return z.preprocess(
    (value) => (value === undefined || value === null ? defaultValue : value),
    z.boolean({ error: message }),
  );
}

/** A yes/no field where "not answered" is kept as null. */
export function optionalFlag(message = NOT_A_FLAG) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? null : value),
    z.boolean({ error: message }).nullable(),
  );
}
