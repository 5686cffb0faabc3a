/** What a refused sign-in request shows: the product's words for a code that did not work. */
import { describe, expect, it, vi } from 'vitest';
import { authProblem, postAuth } from './post-auth';

describe('authProblem', () => {
  it.each([
    [
      { code: 'INVALID_OTP', message: 'Invalid OTP' },
      'That code is not right. Check it, or ask for a new one.',
    ],
    [
      { code: 'INVALID_CODE', message: 'Invalid code' },
      'That code is not right. Check it, or ask for a new one.',
    ],
    [{ code: 'OTP_EXPIRED', message: 'OTP expired' }, 'That code has expired; ask for a new one.'],
    [
      { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' },
      'Too many tries with that code; ask for a new one.',
    ],
    [
      { code: 'INVALID_TWO_FACTOR_COOKIE', message: 'Invalid two factor cookie' },
      'This sign-in has timed out. Go back and sign in again with your e-mail and password.',
    ],
  ])('puts %o in the product’s words', (answer, shown) => {
    expect(authProblem(answer)).toBe(shown);
  });

  it('never tells someone to ask for a new authenticator code: the app shows the next one', () => {
    const wrong = { code: 'INVALID_CODE', message: 'Invalid code' };
    expect(authProblem(wrong, '/two-factor/verify-totp')).toBe(
      'That code is not right. Type the 6-digit code your authenticator app shows now; it changes every 30 seconds.',
    );
    expect(
      authProblem(
        { code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', message: 'Too many attempts' },
        '/two-factor/verify-totp',
      ),
    ).toBe('Too many wrong codes. Go back and sign in again with your e-mail and password.');
    expect(
      authProblem(
        { code: 'INVALID_BACKUP_CODE', message: 'Invalid backup code' },
        '/two-factor/verify-backup-code',
      ),
    ).toBe(
      'That recovery code is not right, or it was used already. Check it against your saved list; each code works once.',
    );
    // An e-mailed code can be asked for again.
    expect(authProblem(wrong, '/email-otp/verify-email')).toBe(
      'That code is not right. Check it, or ask for a new one.',
    );
  });

  it('shows any other message as it comes, and a general one when there is none', () => {
    expect(authProblem({ code: 'USER_ALREADY_EXISTS', message: 'An account exists' })).toBe(
      'An account exists',
    );
    expect(authProblem({})).toBe('Something went wrong. Please try again.');
  });
});

describe('postAuth', () => {
  it('answers null on success and the product’s words for a refused code', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(new Response('{}', { status: 200 }))
        .mockResolvedValueOnce(
          new Response(JSON.stringify({ code: 'OTP_EXPIRED', message: 'OTP expired' }), {
            status: 400,
          }),
        ),
    );
    expect(await postAuth('/email-otp/verify-email', { otp: '123456' })).toBeNull();
    expect(await postAuth('/email-otp/verify-email', { otp: '123456' })).toBe(
      'That code has expired; ask for a new one.',
    );
  });
});
