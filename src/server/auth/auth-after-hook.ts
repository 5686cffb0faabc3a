/**
 * What better-auth's answer to a route is followed by: one answer to every sign-up, other sessions
 * ended by a new password, authenticator codes refused once seen, failed sign-ins counted, and an
 * unconfirmed account sent a new code instead of signed in. Acts on what the before hook marked
 * (auth-before-hook.ts).
 */
import { and, eq, ne } from 'drizzle-orm';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../db/client';
import { account, session, user } from '../db/schema/auth';
import type { RequestMarks } from './auth-before-hook';
import { MFA_MESSAGES, rememberTotpCode } from './mfa';
import { noteRecoveryCodesMade, RECOVERY_CODES_MADE_BY } from './recovery-codes';
import { endSessions, SIGN_UP_MESSAGES, unconfirmedSignUp } from './sign-up';
import { clearFailedSignIns, recordFailedSignIn } from './sign-in-protection';

/**
 * For a known e-mail, better-auth's sign-in reads the person's sign-in methods after the person
 * (one statement more than for an unknown one), which made a wrong password for a known e-mail
 * measurably slower than for an unknown one. A failed sign-in with an unknown e-mail reads the
 * same table the same way, so both take as long.
 */
async function readSignInMethodsOfNobody(db: Database): Promise<void> {
  await db.select().from(account).where(eq(account.userId, ''));
}

/**
 * `sendConfirmationCode` e-mails a new code to confirm an address. It is passed in because it is
 * a route of the auth instance this hook is made for, which does not exist yet when the hook is.
 */
export function afterAuthRoute(
  db: Database,
  marks: RequestMarks,
  sendConfirmationCode: (email: string) => Promise<void>,
) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path === '/sign-up/email' && !(ctx.context.returned instanceof APIError)) {
      // One answer whether the address is new or known, so that signing up tells nobody who has
      // an account: the account created and the stand-in better-auth answers for a known
      // address differ in their other fields.
      const created = (ctx.context.returned as { user?: Record<string, unknown> } | undefined)
        ?.user;
      return ctx.json({
        user: created && {
          id: created.id,
          email: created.email,
          name: created.name,
          image: null,
          emailVerified: false,
          createdAt: created.createdAt,
          updatedAt: created.updatedAt,
        },
      });
    }
    if (ctx.path === '/change-password' && !(ctx.context.returned instanceof APIError)) {
      // A new password ends every other session, whatever the client asked for.
      const current = ctx.context.session?.session;
      if (current) {
        await db
          .delete(session)
          .where(and(eq(session.userId, current.userId), ne(session.token, current.token)));
      }
      return;
    }
    const email = (ctx.body as Record<string, unknown> | undefined)?.email;
    if (
      ctx.path === '/email-otp/reset-password' &&
      typeof email === 'string' &&
      !(ctx.context.returned instanceof APIError)
    ) {
      // The e-mailed code proved the address: a pending invitation is no longer needed.
      await db
        .update(user)
        .set({ invitationExpiresAt: null, emailVerified: true })
        .where(eq(user.email, email.trim().toLowerCase()));
      return;
    }
    if (
      ctx.path === '/email-otp/verify-email' &&
      ctx.request &&
      marks.confirmedBefore.has(ctx.request) &&
      !(ctx.context.returned instanceof APIError)
    ) {
      // Said only to whoever holds a valid code, so it tells strangers nothing.
      throw new APIError('BAD_REQUEST', {
        message: SIGN_UP_MESSAGES.alreadyConfirmed,
        code: 'USER_ALREADY_CONFIRMED',
      });
    }
    const recoveryCodesMade = RECOVERY_CODES_MADE_BY[ctx.path];
    if (recoveryCodesMade && !(ctx.context.returned instanceof APIError)) {
      const holder = ctx.context.session?.user.id;
      if (holder) await noteRecoveryCodesMade(db, holder, recoveryCodesMade);
      return;
    }
    if (ctx.path === '/two-factor/verify-totp' && !(ctx.context.returned instanceof APIError)) {
      // A code seen once is refused after: a code read over someone's shoulder is useless.
      const returned = ctx.context.returned as
        { token?: string | null; user?: { id?: string } } | undefined;
      const userId = returned?.user?.id ?? ctx.context.session?.user.id;
      const code = (ctx.body as Record<string, unknown> | undefined)?.code;
      if (userId && typeof code === 'string' && !(await rememberTotpCode(db, userId, code))) {
        if (returned?.token) {
          await db.delete(session).where(eq(session.token, returned.token));
        }
        throw new APIError('UNAUTHORIZED', {
          message: MFA_MESSAGES.invalidCode,
          code: 'INVALID_CODE',
        });
      }
      return;
    }
    if (ctx.path !== '/sign-in/email' || typeof email !== 'string') return;
    const returned = ctx.context.returned;
    if (returned instanceof APIError) {
      if (returned.statusCode === 401) {
        if (ctx.request && marks.unknownEmail.has(ctx.request)) await readSignInMethodsOfNobody(db);
        await recordFailedSignIn(db, email);
      }
      return;
    }
    await clearFailedSignIns(db, email);
    const unconfirmed = await unconfirmedSignUp(db, email);
    if (unconfirmed) {
      // The right password, but the e-mail was never confirmed: no session, a new code.
      await endSessions(db, unconfirmed);
      await sendConfirmationCode(email);
      throw new APIError('FORBIDDEN', {
        message: SIGN_UP_MESSAGES.notConfirmed,
        code: 'USER_NOT_CONFIRMED',
      });
    }
  });
}
