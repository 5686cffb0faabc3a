/**
 * Adding a way to sign in (linking a provider, adding a passkey) asks for the password again
 * (decisions 062 and 063): a session left open on a shared computer is not enough.
 */
import type { GenericEndpointContext } from 'better-auth';
import { APIError, getSessionFromCtx } from 'better-auth/api';

const CURRENT_PASSWORD_MESSAGES = {
  wrongPassword: 'That password is not right.',
  signInFirst: 'Sign in first.',
} as const;

/**
 * The signed-in person's id, once the password given matches theirs; otherwise refused with
 * the product's words.
 */
export async function requireCurrentPassword(
  ctx: GenericEndpointContext,
  password: unknown,
): Promise<string> {
  const current = await getSessionFromCtx(ctx);
  if (!current)
    throw new APIError('UNAUTHORIZED', {
      message: CURRENT_PASSWORD_MESSAGES.signInFirst,
      code: 'UNAUTHORIZED',
    });
  const accounts = await ctx.context.internalAdapter.findAccounts(current.user.id);
  const hash = accounts.find((account) => account.providerId === 'credential')?.password;
  const valid =
    typeof password === 'string' &&
    typeof hash === 'string' &&
    (await ctx.context.password.verify({ hash, password }));
  if (!valid)
    throw new APIError('UNAUTHORIZED', {
      message: CURRENT_PASSWORD_MESSAGES.wrongPassword,
      code: 'INVALID_PASSWORD',
    });
  return current.user.id;
}
