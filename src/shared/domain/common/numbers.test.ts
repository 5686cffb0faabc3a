import { describe, expect, it } from 'vitest';
import { MAX_INTEGER, integerField, optionalDecimal, optionalInteger } from './numbers';

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('integer fields', () => {
  const count = integerField({
    invalid: 'Whole number',
    min: 0,
    minMessage: 'Not negative',
    empty: 0,
  });

  it('accepts numbers and numeric text as the forms send them', () => {
    expect(count.parse(3)).toBe(3);
    expect(count.parse(' 12 ')).toBe(12);
    expect(count.parse('+4')).toBe(4);
    expect(count.parse('1e2')).toBe(100);
  });

  it('turns a missing value into the default', () => {
    expect(count.parse('')).toBe(0);
    expect(count.parse(undefined)).toBe(0);
    expect(count.parse(null)).toBe(0);
  });

  it.each(['abc', '12abc', '1.5', 1.5, Number.NaN, Number.POSITIVE_INFINITY, true, [], {}])(
    'refuses %s as not a whole number',
    (value) => expect(messageOf(count.safeParse(value))).toBe('Whole number'),
  );

  it('refuses negatives and numbers the database cannot hold', () => {
    expect(messageOf(count.safeParse(-1))).toBe('Not negative');
    expect(count.parse(MAX_INTEGER)).toBe(MAX_INTEGER);
    expect(messageOf(count.safeParse(MAX_INTEGER + 1))).toBe('Must be at most 2147483647');
  });

  it('without a default, reports a missing value with its own message', () => {
    const required = integerField({ invalid: 'Whole number', required: 'Needed' });
    expect(messageOf(required.safeParse(''))).toBe('Needed');
    expect(messageOf(required.safeParse('x'))).toBe('Whole number');
    expect(messageOf(integerField({ invalid: 'Whole number' }).safeParse(undefined))).toBe(
      'Whole number',
    );
  });

  it('stores a missing optional integer as null', () => {
    const optional = optionalInteger({
      invalid: 'Whole number',
      min: 0,
      minMessage: 'Not negative',
    });
    expect(optional.parse('')).toBeNull();
    expect(optional.parse('7')).toBe(7);
    expect(messageOf(optional.safeParse('-7'))).toBe('Not negative');
  });
});

describe('decimal fields', () => {
  const money = optionalDecimal({ invalid: 'A number', min: 0, minMessage: 'Not negative' });

  it('accepts decimals and stores a missing value as null', () => {
    expect(money.parse('2.50')).toBe(2.5);
    expect(money.parse(0.01)).toBe(0.01);
    expect(money.parse(' ')).toBeNull();
  });

  it('refuses text, infinity and negatives', () => {
    expect(messageOf(money.safeParse('two'))).toBe('A number');
    expect(messageOf(money.safeParse(Number.POSITIVE_INFINITY))).toBe('A number');
    expect(messageOf(money.safeParse(-0.01))).toBe('Not negative');
  });
});
