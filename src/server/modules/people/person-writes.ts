/**
 * Helpers shared by the Admin, Volunteer, Client and ContactLog services: writes that span a
 * record and its sign-in account (one transaction), and "today" for date defaults.
 */
import { todayIn } from '../../../shared/domain/common/calendar';
import { deleteAccount } from '../../auth/identity.service';
import { user } from '../../db/schema/auth';
import { linkedRecordsText } from '../../db/linked-records';
import type { Database, DbExecutor, Transaction } from '../../db/client';
import type { ServiceContext } from '../../db/record-service';
import {
  databaseErrorCode,
  FOREIGN_KEY_VIOLATION,
  isUniqueViolation,
} from '../../db/database-errors';
import { AppError, fieldError } from '../../errors';

/** A service context whose database is an open transaction. */
export interface TransactionContext extends ServiceContext {
  tx: Transaction;
}

const EMAIL_CONSTRAINTS = new Set([
  'user_email_unique',
  'admin_email_unique',
  'volunteer_email_unique',
]);
const EMAIL_TAKEN = 'An account with this e-mail already exists';

/**
 * Runs `work` in one transaction; the record service's own transaction becomes a savepoint
 * inside it, so the record, its account and their audit entries commit together or not at all.
 * An e-mail taken by a concurrent save (past the check) gets the same message as the check.
 */
export async function inTransaction<T>(
  ctx: ServiceContext,
  work: (txCtx: TransactionContext) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction((tx) =>
      // A transaction runs every query a database does; Drizzle's types do not say so.
      work({ ...ctx, db: tx as unknown as Database, tx }),
    );
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_CONSTRAINTS)) throw fieldError('email', EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Deletes a person's account after their record; refused while records name the account
 * (incident reports, resource requests, contact logs, reentry steps…), counting them by type from
 * the database's own keys, as any other deletion does (src/server/db/linked-records.ts): "This
 * volunteer is still named on 2 incident reports. Reassign or remove them first." A record type
 * added later that names an account is counted without anyone updating a message.
 */
export async function deleteAccountOrRefuse(
  db: DbExecutor,
  accountId: string,
  personNoun: 'admin' | 'volunteer' | 'client',
): Promise<void> {
  try {
    // A savepoint: a refused deletion must leave the transaction usable to count what refused it.
    await db.transaction((savepoint) => deleteAccount(savepoint, accountId));
  } catch (error) {
    if (databaseErrorCode(error) === FOREIGN_KEY_VIOLATION) {
      const linked = await linkedRecordsText(db, user, accountId);
      const message = `This ${personNoun} is still named on ${linked ?? 'other records'}. Reassign or remove them first.`;
      throw new AppError('VALIDATION_FAILED', message, { form: message });
    }
    throw error;
  }
}

/** Today's date in the programme's time zone (product.md §14), for date defaults. */
export function todayFor(ctx: ServiceContext): string {
  return todayIn(ctx.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * E-mails the invitation of an account this save created, once the save is committed (an
 * e-mail about an account that was rolled back would mislead). A failed send is logged and the
 * record stays saved; the invitation can be sent again.
 */
export async function inviteAccount(
  ctx: ServiceContext,
  accountId: string | null | undefined,
): Promise<void> {
  if (accountId && ctx.invitations) await ctx.invitations.send(accountId);
}

/** The account name of a person: first and last name. */
export function personName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}
