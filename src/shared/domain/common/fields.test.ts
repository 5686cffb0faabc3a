import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EVEN_WITH_OTHER_ERRORS, flag, optionalChoice, optionalFlag } from './fields';

describe('optional choices', () => {
  const colour = optionalChoice(['RED', 'BLUE'], 'Colour is invalid');

  it('stores empty as null and keeps known values', () => {
    expect(colour.parse('')).toBeNull();
    expect(colour.parse(undefined)).toBeNull();
    expect(colour.parse(null)).toBeNull();
    expect(colour.parse('RED')).toBe('RED');
  });

  it('refuses unknown values with the message', () => {
    expect(colour.safeParse('GREEN').error?.issues[0]?.message).toBe('Colour is invalid');
    expect(colour.safeParse('red').error?.issues[0]?.message).toBe('Colour is invalid');
  });
});

describe('yes/no fields', () => {
  it('uses the default when missing and refuses non-booleans', () => {
    expect(flag(true).parse(undefined)).toBe(true);
    expect(flag(false).parse(null)).toBe(false);
    expect(flag(true).parse(false)).toBe(false);
    expect(flag(false).safeParse('yes').error?.issues[0]?.message).toBe('Must be yes or no');
    expect(flag(false, 'Tick it').safeParse(1).error?.issues[0]?.message).toBe('Tick it');
  });

  it('keeps "not answered" as null when asked to', () => {
    expect(optionalFlag().parse(undefined)).toBeNull();
    expect(optionalFlag().parse(true)).toBe(true);
  });
});

describe('cross-field rules', () => {
  it('run even when another field has the wrong type', () => {
    const schema = z.object({ a: z.number(), b: z.string() }).superRefine((value, ctx) => {
      if (value.b === '') ctx.addIssue({ code: 'custom', path: ['b'], message: 'B needed' });
    }, EVEN_WITH_OTHER_ERRORS);
    const messages = schema.safeParse({ a: 'x', b: '' }).error?.issues.map((i) => i.message);
    expect(messages).toContain('B needed');
  });
});
