/**
 * A way to sign in joining or leaving an account: a provider linked or unlinked (decision 062),
 * a passkey added or removed (decision 063). Each is on the account's trail and e-mailed to its
 * holder, whoever made it, so a change they did not make does not go unnoticed.
 */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { auditEntry } from '../db/schema/audit';
import { user } from '../db/schema/auth';
import type { MailMessage } from '../mail/mailer';
import type { Notifier } from '../mail/notifier';

const CHANGES = {
  LINK_PROVIDER: { field: 'signInProvider', added: true },
  UNLINK_PROVIDER: { field: 'signInProvider', added: false },
  ADD_PASSKEY: { field: 'passkey', added: true },
  REMOVE_PASSKEY: { field: 'passkey', added: false },
} as const;

export type SignInMethodChange = keyof typeof CHANGES;

/** The e-mail's subject and lines for one change of `name` (a provider's label, a passkey's). */
function wording(change: SignInMethodChange, name: string, siteUrl: string) {
  const undo = (what: string) =>
    `If you did not do this, sign in with your password at ${siteUrl}, open My account, ${what}, change your password and tell an administrator.`;
  switch (change) {
    case 'LINK_PROVIDER':
      return {
        subject: `${name} was linked to your account`,
        lines: [
          `${name} was linked to your Outreach Dashboard account: it can now sign you in.`,
          undo(`choose Unlink beside ${name}`),
        ],
      };
    case 'UNLINK_PROVIDER':
      return {
        subject: `${name} was unlinked from your account`,
        lines: [
          `${name} was unlinked from your Outreach Dashboard account: it no longer signs you in.`,
          'If you did not do this, change your password and tell an administrator.',
        ],
      };
    case 'ADD_PASSKEY':
      return {
        subject: 'A passkey was added to your account',
        lines: [
          `A passkey (${name}) was added to your Outreach Dashboard account: it can now sign you in.`,
          undo(`remove the passkey ${name}`),
        ],
      };
    case 'REMOVE_PASSKEY':
      return {
        subject: 'A passkey was removed from your account',
        lines: [
          `A passkey (${name}) was removed from your Outreach Dashboard account: it no longer signs you in.`,
          'If you did not do this, change your password and tell an administrator.',
        ],
      };
  }
}

/** To the account's holder. */
function signInMethodEmail(
  to: string,
  change: SignInMethodChange,
  name: string,
  siteUrl: string,
): MailMessage {
  const { subject, lines } = wording(change, name, siteUrl);
  return {
    to,
    subject,
    text: [...lines, '', 'Outreach Dashboard'].join('\n'),
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}\n<p>Outreach Dashboard</p>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Writes the change on the account's trail, as done by its holder (or `actor`), and returns
 * the holder's e-mail for the notice (null: no such account).
 */
export async function recordSignInMethodChange(
  db: DbExecutor,
  change: { userId: string; kind: SignInMethodChange; name: string },
  actor?: { id: string; email: string; name: string },
): Promise<string | null> {
  const [holder] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, change.userId));
  if (!holder) return null;
  const by = actor ?? holder;
  const { field, added } = CHANGES[change.kind];
  await db.insert(auditEntry).values({
    actorId: by.id,
    actorEmail: by.email,
    actorName: by.name,
    recordType: 'Account',
    recordId: holder.id,
    action: change.kind,
    changes: {
      [field]: added ? { before: null, after: change.name } : { before: change.name, after: null },
    },
  });
  return holder.email;
}

/** Tells the holder of a change already saved (call it after the change's transaction). */
export function tellHolder(
  notifier: Notifier,
  email: string | null,
  change: { kind: SignInMethodChange; name: string },
): void {
  if (!email) return;
  void notifier.send(() => signInMethodEmail(email, change.kind, change.name, notifier.link('')));
}

/** Records a change made outside any transaction of ours, and tells the holder. */
export async function noteSignInMethodChange(
  db: DbExecutor,
  notifier: Notifier,
  change: { userId: string; kind: SignInMethodChange; name: string },
): Promise<void> {
  tellHolder(notifier, await recordSignInMethodChange(db, change), change);
}

/**
 * better-auth's database hooks: however a provider identity joined an account (the holder's
 * link, decision 062), the link is on the trail and its holder hears of it.
 */
export function providerLinkHooks(
  db: DbExecutor,
  notifier: Notifier,
  providerLabel: (id: string) => string,
) {
  return {
    account: {
      create: {
        after: async (created: { providerId: string; userId: string }) => {
          if (created.providerId === 'credential') return;
          await noteSignInMethodChange(db, notifier, {
            userId: created.userId,
            kind: 'LINK_PROVIDER',
            name: providerLabel(created.providerId),
          });
        },
      },
    },
  };
}
