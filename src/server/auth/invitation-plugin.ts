/**
 * The "force new password" step of an invitation, as a better-auth endpoint so that it gets the
 * same rate limits, lockout and password policy as sign-in (see auth.ts hooks):
 * POST /api/auth/invitation/accept { email, temporaryPassword, newPassword } → signed in.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import * as z from 'zod';
import type { Database } from '../db/client';
import {
  checkTemporaryPassword,
  completeInvitation,
  INVITATION_MESSAGES,
  pendingInvitation,
} from './invitation';
import { clearFailedSignIns, recordFailedSignIn } from './sign-in-protection';

export const INVALID_CREDENTIALS = {
  message: 'Invalid email or password',
  code: 'INVALID_EMAIL_OR_PASSWORD',
} as const;

/**
 * What sign-in with an invited account's temporary password answers (called before sign-in):
 * null when the account has no pending invitation, so ordinary sign-in goes on.
 */
export async function invitationSignInRefusal(
  db: Database,
  email: string,
  password: string,
): Promise<APIError | null> {
  const invitation = await pendingInvitation(db, email);
  if (!invitation) return null;
  const check = await checkTemporaryPassword(invitation, password);
  if (check === 'wrong') {
    await recordFailedSignIn(db, email);
    return new APIError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await clearFailedSignIns(db, email);
  return check === 'expired'
    ? new APIError('FORBIDDEN', {
        message: INVITATION_MESSAGES.expired,
        code: 'INVITATION_EXPIRED',
      })
    : new APIError('FORBIDDEN', {
        message: INVITATION_MESSAGES.newPasswordRequired,
        code: 'NEW_PASSWORD_REQUIRED',
      });
}

export function invitationPlugin(db: Database) {
  return {
    id: 'invitation',
    endpoints: {
      acceptInvitation: createAuthEndpoint(
        '/invitation/accept',
        {
          method: 'POST',
          body: z.object({
            email: z.string().max(320),
            temporaryPassword: z.string().max(256),
            newPassword: z.string().max(256),
          }),
        },
        async (ctx) => {
          const { email, temporaryPassword, newPassword } = ctx.body;
          const invitation = await pendingInvitation(db, email);
          if (!invitation) {
            // As long as a real check takes: nothing to learn about which e-mails exist.
            await ctx.context.password.hash(temporaryPassword);
            await recordFailedSignIn(db, email);
            throw new APIError('UNAUTHORIZED', INVALID_CREDENTIALS);
          }
          const check = await checkTemporaryPassword(invitation, temporaryPassword);
          if (check === 'wrong') {
            await recordFailedSignIn(db, email);
            throw new APIError('UNAUTHORIZED', INVALID_CREDENTIALS);
          }
          if (check === 'expired') {
            throw new APIError('FORBIDDEN', {
              message: INVITATION_MESSAGES.expired,
              code: 'INVITATION_EXPIRED',
            });
          }
          if (newPassword === temporaryPassword) {
            throw new APIError('BAD_REQUEST', {
              message: INVITATION_MESSAGES.samePassword,
              code: 'PASSWORD_POLICY',
            });
          }
          await completeInvitation(
            db,
            invitation.userId,
            await ctx.context.password.hash(newPassword),
          );
          await clearFailedSignIns(db, email);
          const user = await ctx.context.internalAdapter.findUserById(invitation.userId);
          const session = await ctx.context.internalAdapter.createSession(invitation.userId);
          if (!user || !session) throw new APIError('INTERNAL_SERVER_ERROR');
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ signedIn: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
