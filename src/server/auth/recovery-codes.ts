/**
 * Recovery codes for a lost authenticator app (decision 099), on the two-factor plugin's backup
 * codes: ten made with every new app and on request (the password again), each shown once,
 * kept encrypted, and each working once in place of the app's code at sign-in. Using one is a
 * sign-in on the account's trail ("recovery code", session-door.ts); making a new set is an
 * UPDATE of the account, and the old set stops working.
 */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { auditEntry } from '../db/schema/audit';
import { user } from '../db/schema/auth';

/** How many codes a set holds (the plugin's default, said here so the screens can say it). */
export const RECOVERY_CODE_COUNT = 10;

/** The routes that make a new set: a new authenticator app's, and "Make new recovery codes". */
export const RECOVERY_CODES_MADE_BY: Readonly<Record<string, string>> = {
  '/two-factor/enable': 'new set, with a new authenticator app',
  '/two-factor/generate-backup-codes': 'new set, the old one stopped working',
};

/** Writes on the account's trail that `userId` was given a new set of recovery codes. */
export async function noteRecoveryCodesMade(
  db: DbExecutor,
  userId: string,
  how: string,
): Promise<void> {
  const [holder] = await db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  if (!holder) return;
  await db.insert(auditEntry).values({
    actorId: userId,
    actorEmail: holder.email,
    actorName: holder.name,
    recordType: 'Account',
    recordId: userId,
    action: 'UPDATE',
    // The codes themselves are never written anywhere but the encrypted set.
    changes: { recoveryCodes: { before: null, after: how } },
  });
}
