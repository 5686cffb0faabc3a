import { describe, expect, it } from 'vitest';
import { firstAdminSchema } from './first-admin.schema';
import { emailSchema, newPasswordSchema } from './password';
import { confirmPasswordProblem, emailProblem, passwordProblems } from './password-rules';

describe('password policy (product.md §5.8)', () => {
  it('accepts a password with every kind of character', () => {
    expect(passwordProblems('Abcdef1!')).toEqual([]);
  });

  it.each([
    ['Ab1!', 'Password must have at least 8 characters'],
    ['ABCDEFG1!', 'Password must have lower case letters'],
    ['abcdefg1!', 'Password must have upper case letters'],
    ['Abcdefgh!', 'Password must have numbers'],
    ['Abcdefgh1', 'Password must have special characters'],
  ])('"%s" → "%s"', (password, message) => {
    expect(passwordProblems(password)).toContain(message);
    expect(newPasswordSchema.safeParse(password).error?.issues[0]?.message).toBe(message);
  });

  it.each([...'^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- '])(
    'counts "%s" as a special character',
    (special) => {
      expect(passwordProblems(`Abcdefg1${special}`)).toEqual([]);
    },
  );

  it('does not trim passwords', () => {
    // The trailing space is the special character here.
    expect(passwordProblems('Abcdefg1 ')).toEqual([]);
  });

  it('checks confirmation only once both fields are filled in', () => {
    expect(confirmPasswordProblem('Abcdefg1!', '')).toBeNull();
    expect(confirmPasswordProblem('Abcdefg1!', 'Abcdefg1?')).toBe('Your passwords must match');
    expect(confirmPasswordProblem('Abcdefg1!', 'Abcdefg1!')).toBeNull();
  });

  it('validates e-mail addresses with the sign-in messages', () => {
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('This field is required');
    expect(emailSchema.safeParse('nope').error?.issues[0]?.message).toBe(
      'Please enter a valid email',
    );
    expect(emailSchema.parse('  Sam@Example.org ')).toBe('sam@example.org');
  });

  it('reports a mismatched confirmation on the confirm field of the first-admin form', () => {
    const result = firstAdminSchema.safeParse({
      firstName: 'Sam',
      lastName: 'Super',
      email: 'sam@example.org',
      password: 'Abcdefg1!',
      confirmPassword: 'Abcdefg1?',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Your passwords must match' }),
    ]);
  });
});

describe('the sign-in form e-mail check (no schema library)', () => {
  it('agrees with the full e-mail schema on everyday input', () => {
    for (const value of [
      '',
      '   ',
      'nope',
      'a@b',
      'sam@example.org',
      ' Sam@Example.org ',
      'two words@example.org',
    ]) {
      const full = emailSchema.safeParse(value);
      expect(emailProblem(value), value).toBe(full.success ? null : full.error.issues[0]!.message);
    }
  });
});
