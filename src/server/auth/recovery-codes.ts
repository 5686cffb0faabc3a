/**
 * Recovery codes for a lost authenticator app (decision 099), on the two-factor plugin's backup
 * codes: ten made with every new app and on request (the password again), each shown once,
 * kept encrypted, and each working once in place of the app's code at sign-in. Using one is a
 * sign-in on the account's trail ("recovery code", session-door.ts); making a new set is an
 * UPDATE of the account, and the old set stops working.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { auditEntry } from '../db/schema/audit';
import { user } from '../db/schema/auth';

/** How many codes a set holds (the plugin's default, said here so the screens can say it). */
const RECOVERY_CODE_COUNT = 10;

/**
 * Codes are written down by hand and typed on a phone: capitals and digits without the ones
 * read alike (0/O, 1/I/L), two groups of five: 31^10, about 49 bits each, behind a password and
 * the plugin's limit of 5 tries per sign-in.
 */
const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function makeRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from(
      { length: 10 },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

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
