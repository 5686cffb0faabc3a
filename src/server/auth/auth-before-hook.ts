/**
 * What better-auth checks before it handles a route: routes nobody decided on, locked and disabled
 * accounts, re-used authenticator codes, "trust this device", and the password policy. What it
 * learns of a request on the way is marked for the after hook (auth-after-hook.ts) and the code
 * e-mails to act on.
 */
import { eq } from 'drizzle-orm';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { passwordProblems } from '../../shared/domain/account/password-rules';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { AUTH_ROUTES_DECIDED, EMAIL_CODE_TYPES } from './auth-routes-decided';
import { requireCurrentPassword } from './current-password';
import { INVALID_CREDENTIALS, invitationSignInRefusal } from './invitation-plugin';
import { challengedUser, MFA_MESSAGES, totpCodeWasUsed } from './mfa';
import { isConfirmed, unconfirmedSignUp } from './sign-up';
import { lockedMessage, lockedSeconds } from './sign-in-protection';

/** Requests the before hook marked, each set holding the request object itself. */
export interface RequestMarks {
  /** Requests whose account was confirmed before they verified a code. */
  confirmedBefore: WeakSet<object>;
  /** Sign-in requests whose e-mail has no account (see readSignInMethodsOfNobody). */
  unknownEmail: WeakSet<object>;
  /** Sign-ups with an address that already has a (confirmed or staff-made) account. */
  signUpOfKnownAddress: WeakSet<object>;
}

export function newRequestMarks(): RequestMarks {
  return {
    confirmedBefore: new WeakSet(),
    unknownEmail: new WeakSet(),
    signUpOfKnownAddress: new WeakSet(),
  };
}

// Routes that set a new password; each is checked against the password policy of product.md §5.8.
const PASSWORD_ROUTES: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/email-otp/reset-password': 'password',
  '/invitation/accept': 'newPassword',
};

// Routes that check a password: the lockout and the disabled-account refusal are checked before
// the password is, so a locked account's guesses are not even tried. The session door
// (session-door.ts) checks them again for every route that opens a session.
const SIGN_IN_ROUTES = new Set(['/sign-in/email', '/invitation/accept']);

/** Whether an account has this e-mail, and whether it is disabled. */
async function accountOf(db: Database, email: string): Promise<'none' | 'disabled' | 'enabled'> {
  const [found] = await db
    .select({ disabled: user.disabled })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  if (!found) return 'none';
  return found.disabled ? 'disabled' : 'enabled';
}

export function beforeAuthRoute(db: Database, marks: RequestMarks) {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    // A route nobody decided on (a library upgrade's new one) is not there, whoever calls it.
    const decided = AUTH_ROUTES_DECIDED[ctx.path];
    if (!decided || decided.use === 'off')
      throw new APIError('NOT_FOUND', { message: 'Not found', code: 'NOT_FOUND' });
    if (ctx.path === '/email-otp/send-verification-otp' && !EMAIL_CODE_TYPES.has(String(body.type)))
      throw new APIError('BAD_REQUEST', {
        message: 'Codes are sent only to confirm an address or reset a password.',
        code: 'CODE_TYPE_REFUSED',
      });
    if (SIGN_IN_ROUTES.has(ctx.path) && typeof body.email === 'string') {
      const seconds = await lockedSeconds(db, body.email);
      if (seconds > 0)
        throw new APIError('TOO_MANY_REQUESTS', {
          message: lockedMessage(seconds),
          code: 'ACCOUNT_LOCKED',
        });
      const state = await accountOf(db, body.email);
      // A disabled account gets the answer a wrong password gets: nothing to learn from it.
      if (state === 'disabled') throw new APIError('UNAUTHORIZED', INVALID_CREDENTIALS);
      if (state === 'none' && ctx.request) marks.unknownEmail.add(ctx.request);
      // An invited person's temporary password leads to "choose a new password", not in.
      if (ctx.path === '/sign-in/email' && typeof body.password === 'string') {
        const refusal = await invitationSignInRefusal(db, body.email, body.password);
        if (refusal) throw refusal;
      }
    }
    if (
      ctx.path === '/sign-up/email' &&
      ctx.request &&
      typeof body.email === 'string' &&
      (await accountOf(db, body.email)) !== 'none' &&
      !(await unconfirmedSignUp(db, body.email))
    ) {
      // Its owner is told someone tried, instead of getting a code (sendVerificationOTP).
      marks.signUpOfKnownAddress.add(ctx.request);
    }
    if (ctx.path === '/link-social') await requireCurrentPassword(ctx, body.password);
    if (ctx.path.startsWith('/two-factor/') && body.trustDevice) {
      throw new APIError('BAD_REQUEST', {
        message: 'Every sign-in asks for the authenticator code.',
        code: 'TRUST_DEVICE_DISABLED',
      });
    }
    if (ctx.path === '/two-factor/verify-totp' && typeof body.code === 'string') {
      // A re-used code is refused before better-auth spends the sign-in's challenge on it,
      // so the same prompt takes the next code (the after hook below still catches two
      // uses of one code at the same moment).
      const challenge = await ctx.getSignedCookie(
        ctx.context.createAuthCookie('two_factor').name,
        ctx.context.secret,
      );
      const userId = challenge ? await challengedUser(db, challenge) : null;
      if (userId && (await totpCodeWasUsed(db, userId, body.code)))
        throw new APIError('UNAUTHORIZED', {
          message: MFA_MESSAGES.invalidCode,
          code: 'INVALID_CODE',
        });
    }
    if (ctx.path === '/email-otp/verify-email' && typeof body.email === 'string') {
      if (ctx.request && (await isConfirmed(db, body.email)))
        marks.confirmedBefore.add(ctx.request);
    }
    const field = PASSWORD_ROUTES[ctx.path];
    if (!field) return;
    const password = body[field];
    const [problem] = passwordProblems(typeof password === 'string' ? password : '');
    if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_POLICY' });
  });
}
