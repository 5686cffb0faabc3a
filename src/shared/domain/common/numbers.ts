import { z } from 'zod';

/** The largest value of a PostgreSQL integer column: larger numbers are refused, not a crash. */
export const MAX_INTEGER = 2_147_483_647;

const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Forms send numbers as numbers or as the text of the input. Empty text counts as missing;
 * other text must be a plain decimal number ('12abc' is refused, unlike parseInt).
 */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  const text = value.trim();
  if (text === '') return undefined;
  return NUMERIC_TEXT.test(text) ? Number(text) : Number.NaN;
}

export interface NumberRule {
  /** Shown for text that is not a number (and for a missing value when there is no `empty`). */
  invalid: string;
  min?: number;
  minMessage?: string;
  max?: number;
  maxMessage?: string;
}

function bounded(schema: z.ZodNumber, rule: NumberRule, fallbackMax: number) {
  let result = schema;
  if (rule.min !== undefined)
    result = result.min(rule.min, { error: rule.minMessage ?? rule.invalid });
  const max = rule.max ?? fallbackMax;
  return result.max(max, { error: rule.maxMessage ?? `Must be at most ${max}` });
}

/**
 * A whole number. A missing value becomes `empty` when given; otherwise it is refused with
 * `required` (or `invalid` when there is no separate message for it).
 */
export function integerField(rule: NumberRule & { empty?: number; required?: string }) {
  const number = z.number({
    error: (issue) => (issue.input === undefined ? (rule.required ?? rule.invalid) : rule.invalid),
  });
  return z.preprocess(
    (value) => toNumber(value) ?? rule.empty,
    bounded(number.int({ error: rule.invalid }), rule, MAX_INTEGER),
  );
}

/** An optional whole number: a missing value is stored as null. */
export function optionalInteger(rule: NumberRule) {
  return z.preprocess(
    (value) => toNumber(value) ?? null,
    bounded(
      z.number({ error: rule.invalid }).int({ error: rule.invalid }),
      rule,
      MAX_INTEGER,
    ).nullable(),
  );
}

/** An optional decimal number (money, measures): a missing value is stored as null. */
export function optionalDecimal(rule: NumberRule) {
  return z.preprocess(
    (value) => toNumber(value) ?? null,
    bounded(z.number({ error: rule.invalid }), rule, Number.MAX_SAFE_INTEGER).nullable(),
  );
}
