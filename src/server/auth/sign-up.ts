/**
 * Self-registration (product.md §2.3 'Create Account', §4.1), only when ALLOW_SIGN_UP=true: the
 * account has no group until an admin gives one, and must be confirmed with an e-mailed code
 * before it can sign in ("unconfirmed user: resend the sign-up code and show confirm sign up").
 */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { session, user } from '../db/schema/auth';

export const SIGN_UP_MESSAGES = {
  notConfirmed: 'User is not confirmed.',
  alreadyConfirmed: 'User is already confirmed.',
} as const;

async function accountOf(db: DbExecutor, email: string) {
  const [row] = await db
    .select({
      id: user.id,
      emailVerified: user.emailVerified,
      group: user.group,
      invitationExpiresAt: user.invitationExpiresAt,
    })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return row ?? null;
}

/**
 * A self-registered account whose e-mail was never confirmed. Accounts made by staff have a
 * group (their e-mail may still be unverified: they are offered "verify contact" instead).
 */
export async function unconfirmedSignUp(db: DbExecutor, email: string): Promise<string | null> {
  const account = await accountOf(db, email);
  if (!account || account.emailVerified || account.group !== null) return null;
  if (account.invitationExpiresAt !== null) return null;
  return account.id;
}

export async function endSessions(db: DbExecutor, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

export async function isConfirmed(db: DbExecutor, email: string): Promise<boolean> {
  return (await accountOf(db, email))?.emailVerified ?? false;
}
