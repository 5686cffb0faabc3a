/**
 * Authenticator-app (TOTP) rules on top of better-auth's two-factor plugin (decision 089): an accepted code is never accepted again, and super admins
 * can require an authenticator app on every admin account.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Actor } from '../audit/audit';
import type { DbExecutor } from '../db/client';
import { saveSettingsRow } from '../db/settings-row';
import { securitySetting, usedTotpCode, verification } from '../db/schema/auth';

/** A code is valid for at most 90 s (one 30 s step either side); keep them a while longer. */
const KEEP_USED_CODES_MINUTES = 10;
/** Codes used after this instant are still remembered. */
const rememberedSince = sql`now() - make_interval(mins => ${KEEP_USED_CODES_MINUTES})`;

export const MFA_MESSAGES = {
  setupRequired: 'Set up an authenticator app to continue.',
  invalidCode: 'Invalid code',
} as const;

/** Records that `userId` used `code`; false when it was already used (a replay). */
export async function rememberTotpCode(
  db: DbExecutor,
  userId: string,
  code: string,
): Promise<boolean> {
  await db.delete(usedTotpCode).where(lt(usedTotpCode.usedAt, rememberedSince));
  const inserted = await db
    .insert(usedTotpCode)
    .values({ userId, code: code.trim() })
    .onConflictDoNothing()
    .returning({ code: usedTotpCode.code });
  return inserted.length === 1;
}

/** Whether `userId` used `code` lately: a re-used code is refused before it is checked. */
export async function totpCodeWasUsed(
  db: DbExecutor,
  userId: string,
  code: string,
): Promise<boolean> {
  const [used] = await db
    .select({ code: usedTotpCode.code })
    .from(usedTotpCode)
    .where(
      and(
        eq(usedTotpCode.userId, userId),
        eq(usedTotpCode.code, code.trim()),
        gt(usedTotpCode.usedAt, rememberedSince),
      ),
    );
  return used !== undefined;
}

/**
 * The person a sign-in's second-factor challenge is for: better-auth keeps the challenge as a
 * verification row named by its signed `two_factor` cookie, holding the user id (mfa.test.ts
 * checks this contract: a re-used code leaves the prompt usable only while it holds).
 */
export async function challengedUser(db: DbExecutor, challenge: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verification.value })
    .from(verification)
    .where(and(eq(verification.identifier, challenge), gt(verification.expiresAt, new Date())));
  return row?.userId ?? null;
}

export interface SecuritySettings {
  requireAdminMfa: boolean;
}

export async function securitySettings(db: DbExecutor): Promise<SecuritySettings> {
  const [row] = await db.select().from(securitySetting).where(eq(securitySetting.id, 1));
  return { requireAdminMfa: row?.requireAdminMfa ?? false };
}

export async function updateSecuritySettings(
  db: DbExecutor,
  actor: Actor,
  changes: SecuritySettings,
): Promise<SecuritySettings> {
  await saveSettingsRow(db, actor, {
    table: securitySetting,
    recordType: 'SecuritySettings',
    read: securitySettings,
    changes,
  });
  // Every setting is in `changes`: what was saved, without reading it back.
  return changes;
}

/** Whether a person must set up an authenticator app before anything else (pure rule). */
export function mustSetUpMfa(person: {
  group: string | null;
  twoFactorEnabled: boolean;
  requireAdminMfa: boolean;
}): boolean {
  if (person.twoFactorEnabled) return false;
  if (person.group !== 'SuperAdmins' && person.group !== 'Admins') return false;
  return person.requireAdminMfa;
}

/** Whether this signed-in person must set up an authenticator app before anything else. */
export async function mfaSetupRequired(
  db: DbExecutor,
  person: { group: string | null; twoFactorEnabled: boolean },
): Promise<boolean> {
  if (!mustSetUpMfa({ ...person, requireAdminMfa: true })) return false;
  return (await securitySettings(db)).requireAdminMfa;
}
