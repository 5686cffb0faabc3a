import { describe, expect, it } from 'vitest';
import { optionalEmail, requiredEmail } from './email';

describe('e-mail fields', () => {
  const required = requiredEmail('Email is required', 'Email is invalid');

  it('trims and lower-cases addresses', () => {
    expect(required.parse('  Sam@Example.ORG ')).toBe('sam@example.org');
  });

  it.each([
    ['', 'Email is required'],
    [undefined, 'Email is required'],
    ['sam', 'Email is invalid'],
    ['sam@', 'Email is invalid'],
    [`${'a'.repeat(250)}@x.org`, 'Must be at most 254 characters'],
  ])('%s → %s', (value, message) => {
    expect(required.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('stores an empty optional address as null', () => {
    const optional = optionalEmail('Email is invalid');
    expect(optional.parse('')).toBeNull();
    expect(optional.parse(undefined)).toBeNull();
    expect(optional.parse('A@B.org')).toBe('a@b.org');
    expect(optional.safeParse('nope').error?.issues[0]?.message).toBe('Email is invalid');
  });
});
