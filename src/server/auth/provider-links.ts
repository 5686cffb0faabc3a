/**
 * Linking a sign-in provider is deliberate (issue 33, decision 062): a provider identity joins an
 * account only when its holder, signed in, asks for it and gives their password again; better-
 * auth's implicit linking by e-mail is off. Every link and unlink is audited on the account and
 * e-mailed to its holder, so a link they did not make does not go unnoticed.
 */
import { eq } from 'drizzle-orm';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { GenericEndpointContext } from 'better-auth';
import type { DbExecutor } from '../db/client';
import { auditEntry } from '../db/schema/audit';
import { user } from '../db/schema/auth';
import type { MailMessage } from '../mail/mailer';

export const PROVIDER_LINK_MESSAGES = {
  wrongPassword: 'That password is not right.',
  signInFirst: 'Sign in first.',
} as const;

/** Refuses a request to link a provider unless the signed-in person's password comes with it. */
export async function requirePasswordToLink(ctx: GenericEndpointContext, password: unknown) {
  const current = await getSessionFromCtx(ctx);
  if (!current)
    throw new APIError('UNAUTHORIZED', {
      message: PROVIDER_LINK_MESSAGES.signInFirst,
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
      message: PROVIDER_LINK_MESSAGES.wrongPassword,
      code: 'INVALID_PASSWORD',
    });
}

export type ProviderChange = 'linked' | 'unlinked';

/** To the account's holder, whoever made the change. */
export function providerChangeEmail(
  to: string,
  provider: string,
  change: ProviderChange,
  siteUrl: string,
): MailMessage {
  const lines =
    change === 'linked'
      ? [
          `${provider} was linked to your Outreach Dashboard account: it can now sign you in.`,
          `If you did not do this, sign in with your password at ${siteUrl}, open My account, choose Unlink beside ${provider}, change your password and tell an administrator.`,
        ]
      : [
          `${provider} was unlinked from your Outreach Dashboard account: it no longer signs you in.`,
          'If you did not do this, change your password and tell an administrator.',
        ];
  return {
    to,
    subject: `${provider} was ${change} ${change === 'linked' ? 'to' : 'from'} your account`,
    text: [...lines, '', 'Outreach Dashboard'].join('\n'),
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<p>Outreach Dashboard</p>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Writes the link or unlink on the account's trail, as done by its holder or an administrator,
 * and returns the holder's e-mail for the notice (null: no such account).
 */
export async function recordProviderChange(
  db: DbExecutor,
  change: { userId: string; provider: string; kind: ProviderChange },
  actor?: { id: string; email: string; name: string },
): Promise<string | null> {
  const [holder] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, change.userId));
  if (!holder) return null;
  const by = actor ?? holder;
  await db.insert(auditEntry).values({
    actorId: by.id,
    actorEmail: by.email,
    actorName: by.name,
    recordType: 'Account',
    recordId: holder.id,
    action: change.kind === 'linked' ? 'LINK_PROVIDER' : 'UNLINK_PROVIDER',
    changes: {
      signInProvider:
        change.kind === 'linked'
          ? { before: null, after: change.provider }
          : { before: change.provider, after: null },
    },
  });
  return holder.email;
}
