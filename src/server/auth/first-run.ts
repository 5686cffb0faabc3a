/**
 * First run: no default passwords. While no account exists, start-up prints a one-time link
 * that lets the person installing the programme create the first super admin in the browser.
 */
import crypto from 'node:crypto';
import { gt, sql } from 'drizzle-orm';
import type { FirstAdminInput } from '../../shared/domain/account/first-admin.schema';
import { SYSTEM_ACTOR } from '../audit/audit';
import type { Database } from '../db/client';
import { setupToken, user } from '../db/schema/auth';
import { AppError } from '../errors';
import { countUsers, createPersonWithAccount } from './identity.service';

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const SETUP_LINK_INVALID =
  'This set-up link has already been used or has expired. Restart the server to get a new one.';
/** Once an account exists no new link is printed: restarting would not help (decision 004). */
export const SETUP_ALREADY_DONE =
  'The dashboard is already set up, so this link no longer works. Sign in with your account, or ask an admin to invite you.';

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Returns a new set-up link when the database has no account yet, otherwise null. */
export async function createSetupLinkIfNeeded(
  db: Database,
  baseUrl: string,
): Promise<string | null> {
  if ((await countUsers(db)) > 0) return null;
  const token = crypto.randomBytes(32).toString('base64url');
  await db
    .insert(setupToken)
    .values({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LINK_LIFETIME_MS) });
  return `${baseUrl}/setup?token=${token}`;
}

/** Why a set-up link cannot be used, in words for the person holding it; null when it can. */
export async function setupLinkProblem(db: Database, token: string): Promise<string | null> {
  if ((await countUsers(db)) > 0) return SETUP_ALREADY_DONE;
  return (await setupLinkIsValid(db, token)) ? null : SETUP_LINK_INVALID;
}

async function setupLinkIsValid(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: setupToken.tokenHash })
    .from(setupToken)
    .where(
      sql`${setupToken.tokenHash} = ${hashToken(token)} and ${gt(setupToken.expiresAt, new Date())}`,
    );
  return rows.length > 0;
}

/** Creates the first super admin; every set-up link stops working once an account exists. */
export async function completeFirstRun(
  db: Database,
  token: string,
  input: FirstAdminInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    // Serialises concurrent attempts: only the first one finds no user.
    await tx.execute(sql`lock table ${user} in share row exclusive mode`);
    const valid = await tx
      .delete(setupToken)
      .where(
        sql`${setupToken.tokenHash} = ${hashToken(token)} and ${gt(setupToken.expiresAt, new Date())}`,
      )
      .returning();
    if ((await countUsers(tx)) > 0) throw new AppError('FORBIDDEN', SETUP_ALREADY_DONE);
    if (valid.length === 0) throw new AppError('FORBIDDEN', SETUP_LINK_INVALID);
    await tx.delete(setupToken);
    return createPersonWithAccount(tx as unknown as Database, SYSTEM_ACTOR, {
      ...input,
      group: 'SuperAdmins',
    });
  });
}
