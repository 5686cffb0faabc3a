/** Operator actions on sign-in accounts (npm run users): list, reset a password, disable, enable. */
import { hashPassword } from 'better-auth/crypto';
import { and, asc, eq } from 'drizzle-orm';
import { passwordProblems } from '../../shared/domain/account/password-rules';
import { recordAudit, type Actor } from '../audit/audit';
import type { Database } from '../db/client';
import { account, session, user } from '../db/schema/auth';
import { AppError } from '../errors';

export interface AccountSummary {
  email: string;
  group: string | null;
  disabled: boolean;
  createdAt: Date;
}

export function listAccounts(db: Database): Promise<AccountSummary[]> {
  return db
    .select({
      email: user.email,
      group: user.group,
      disabled: user.disabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .orderBy(asc(user.email));
}

async function findUser(db: Database, email: string) {
  const [found] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  if (!found) throw new AppError('NOT_FOUND', `No account has the e-mail ${email}`);
  return found;
}

/** Sets a new password and ends every session of the account. */
export async function resetPassword(
  db: Database,
  actor: Actor,
  email: string,
  password: string,
): Promise<void> {
  const [problem] = passwordProblems(password);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { password: problem });
  const found = await findUser(db, email);
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(account.userId, found.id), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: found.id,
        providerId: 'credential',
        userId: found.id,
        password: hash,
      });
    }
    await tx.delete(session).where(eq(session.userId, found.id));
    // The audit keeps that the password changed, never the password or its hash.
    await recordAudit(tx, actor, {
      recordType: 'Account',
      recordId: found.id,
      before: { email: found.email, password: 'previous' },
      after: { email: found.email, password: 'reset' },
    });
  });
}

/** Disables or enables an account; disabling also ends its sessions at once. */
export async function setDisabled(
  db: Database,
  actor: Actor,
  email: string,
  disabled: boolean,
): Promise<void> {
  const found = await findUser(db, email);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(user)
      .set({ disabled, updatedAt: new Date() })
      .where(eq(user.id, found.id))
      .returning();
    if (disabled) await tx.delete(session).where(eq(session.userId, found.id));
    await recordAudit(tx, actor, {
      recordType: 'Account',
      recordId: found.id,
      before: { email: found.email, disabled: found.disabled },
      after: { email: found.email, disabled: updated!.disabled },
    });
  });
}
