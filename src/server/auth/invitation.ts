/**
 * Invitations (replaces the identity pool's "create user" e-mail, decision
 * 008): a person created by staff gets an e-mail with a temporary password, valid 7
 * days. With it they cannot sign in, only choose their own password (the "force new password"
 * view), which signs them in; the temporary password then no longer works.
 */
import crypto from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { account, session, user } from '../db/schema/auth';
import type { Mailer, MailMessage } from '../mail/mailer';
import { sendStaffPasswordReset } from './staff-password-reset';

export const INVITATION_DAYS = 7;

export const INVITATION_MESSAGES = {
  newPasswordRequired: 'Choose a new password to finish setting up your account.',
  expired: 'Temporary password has expired and must be reset by an administrator.',
  samePassword: 'Choose a password different from the temporary one.',
} as const;

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
// Special characters of product.md §5.8 that survive being copied out of an e-mail and typed on a
// phone ('=' is left out: quoted-printable e-mail bodies escape it).
const SPECIAL = '!#%+?@';

/** 14 characters with every class the password policy asks for; no look-alike letters. */
export function temporaryPassword(): string {
  const pick = (set: string) => set[crypto.randomInt(set.length)]!;
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const characters = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (characters.length < 14) characters.push(pick(all));
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = crypto.randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j]!, characters[i]!];
  }
  return characters.join('');
}

/**
 * Gives the account a new temporary password valid for 7 days (replacing any password it had),
 * ends its sessions, and returns the password to e-mail. Used on creation and to re-invite.
 */
async function issueInvitation(db: DbExecutor, userId: string, now = new Date()): Promise<string> {
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ invitationExpiresAt: expiresAt, updatedAt: now })
      .where(eq(user.id, userId));
    const updated = await tx
      .update(account)
      .set({ password: hash, updatedAt: now })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: hash,
      });
    }
    await tx.delete(session).where(eq(session.userId, userId));
  });
  return password;
}

export interface PendingInvitation {
  userId: string;
  expiresAt: Date;
  passwordHash: string | null;
}

/** The invitation still waiting on this e-mail's account, or null. */
export async function pendingInvitation(
  db: DbExecutor,
  email: string,
): Promise<PendingInvitation | null> {
  const [row] = await db
    .select({
      userId: user.id,
      expiresAt: user.invitationExpiresAt,
      passwordHash: account.password,
    })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.email, email.trim().toLowerCase()));
  if (!row?.expiresAt) return null;
  return { userId: row.userId, expiresAt: row.expiresAt, passwordHash: row.passwordHash };
}

export type TemporaryPasswordCheck = 'valid' | 'expired' | 'wrong';

export async function checkTemporaryPassword(
  invitation: PendingInvitation,
  password: string,
  now = new Date(),
): Promise<TemporaryPasswordCheck> {
  const matches =
    invitation.passwordHash !== null &&
    (await verifyPassword({ hash: invitation.passwordHash, password }));
  if (!matches) return 'wrong';
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** Sets the person's own password: the invitation is used up and the e-mail proven. */
export async function completeInvitation(
  db: DbExecutor,
  userId: string,
  newPasswordHash: string,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(account)
      .set({ password: newPasswordHash, updatedAt: now })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    await tx
      .update(user)
      .set({ invitationExpiresAt: null, emailVerified: true, updatedAt: now })
      .where(eq(user.id, userId));
  });
}

function invitationEmail(details: {
  to: string;
  name: string;
  temporaryPassword: string;
  signInUrl: string;
}): MailMessage {
  const { to, name, temporaryPassword: password, signInUrl } = details;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    'An account was created for you on the Outreach Dashboard.',
    '',
    `Sign in at ${signInUrl} with`,
    `  e-mail: ${to}`,
    `  temporary password: ${password}`,
    '',
    `You will then choose your own password. The temporary password works once and expires in ${INVITATION_DAYS} days.`,
    '',
    'Outreach Dashboard',
  ].join('\n');
  const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<p>${escape(greeting)}</p>
<p>An account was created for you on the Outreach Dashboard.</p>
<p>Sign in at <a href="${escape(signInUrl)}">${escape(signInUrl)}</a> with<br>
e-mail: <strong>${escape(to)}</strong><br>
temporary password: <strong style="font-family:monospace;font-size:1.2em">${escape(password)}</strong></p>
<p>You will then choose your own password. The temporary password works once and expires in ${INVITATION_DAYS} days.</p>
<p>Outreach Dashboard</p>`;
  return { to, subject: 'Your Outreach Dashboard account', text, html };
}

/**
 * The e-mails that let a person into their account: invitations (a fresh temporary password) and,
 * sent by an administrator, password resets (staff-password-reset.ts).
 */
export interface Invitations {
  /** Re-issues and e-mails the account's invitation; false (and logged) when it could not. */
  send(userId: string): Promise<boolean>;
  /** E-mails the account a password reset code; false (and logged) when it could not. */
  sendPasswordReset(userId: string): Promise<boolean>;
}

export function createInvitations(options: {
  db: DbExecutor;
  mailer: Mailer;
  baseUrl: string;
  log: (message: string, error?: unknown) => void;
  /** Has the sign-in library issue and send a reset code to this e-mail (auth.ts). */
  issueResetCode: (email: string) => Promise<unknown>;
}): Invitations {
  return {
    async sendPasswordReset(userId) {
      try {
        const [person] = await options.db
          .select({ email: user.email })
          .from(user)
          .where(eq(user.id, userId));
        if (!person) return false;
        await sendStaffPasswordReset(options.baseUrl, () => options.issueResetCode(person.email));
        return true;
      } catch (error) {
        options.log('Could not send a password reset e-mail', error);
        return false;
      }
    },
    async send(userId) {
      try {
        const [person] = await options.db
          .select({ email: user.email, name: user.name })
          .from(user)
          .where(eq(user.id, userId));
        if (!person) return false;
        const password = await issueInvitation(options.db, userId);
        await options.mailer.send(
          invitationEmail({
            to: person.email,
            name: person.name,
            temporaryPassword: password,
            signInUrl: options.baseUrl,
          }),
        );
        return true;
      } catch (error) {
        options.log('Could not send an invitation e-mail', error);
        return false;
      }
    },
  };
}
