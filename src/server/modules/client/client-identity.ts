/**
 * What makes a client identifiable: the client id (C-00001, … when left empty; unique) and the
 * sign-in account a client gets when an e-mail is given (product.md §12, group Clients).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { CLIENT_ID_TAKEN, formatClientNumber } from '../../../shared/domain/client/client.rules';
import { createInvitedAccount, updateAccount } from '../../auth/identity.service';
import type { DbExecutor } from '../../db/client';
import { client, clientNumberCounter, type ClientRow } from '../../db/schema/client';
import { isUniqueViolation } from '../../db/database-errors';
import { personName } from '../people/person-writes';
import { fieldError } from '../../errors';

async function clientIdTaken(db: DbExecutor, clientId: string, exceptId?: string) {
  const rows = await db
    .select({ id: client.id })
    .from(client)
    .where(and(eq(client.clientId, clientId), exceptId ? ne(client.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/**
 * The next generated client id; numbers already typed by hand are skipped. Counted in `db`'s
 * transaction (decision 041): an import's numbers are given back when it is rolled back, and
 * two transactions drawing at once take turns on the counter's row.
 */
async function nextClientId(db: DbExecutor): Promise<string> {
  for (;;) {
    const [drawn] = await db
      .insert(clientNumberCounter)
      .values({ single: true, lastNumber: 1 })
      .onConflictDoUpdate({
        target: clientNumberCounter.single,
        set: { lastNumber: sql`${clientNumberCounter.lastNumber} + 1` },
      })
      .returning({ number: clientNumberCounter.lastNumber });
    const candidate = formatClientNumber(drawn!.number);
    if (!(await clientIdTaken(db, candidate))) return candidate;
  }
}

/**
 * The client id to store: a generated one when none is given on create, the stored one when it
 * is emptied on update; a duplicate is refused under the clientId field.
 */
export async function resolveClientId(
  db: DbExecutor,
  wanted: string | null,
  current: Pick<ClientRow, 'id' | 'clientId'> | null,
): Promise<string> {
  if (!wanted) return current?.clientId ?? nextClientId(db);
  if (wanted !== current?.clientId && (await clientIdTaken(db, wanted, current?.id))) {
    throw fieldError('clientId', CLIENT_ID_TAKEN);
  }
  return wanted;
}

const CLIENT_ID_CONSTRAINT: ReadonlySet<string> = new Set(['client_client_id_unique']);

/** A duplicate client id that slipped past the check (two saves at once) → the same message. */
export function asClientIdConflict(error: unknown): unknown {
  return isUniqueViolation(error, CLIENT_ID_CONSTRAINT)
    ? fieldError('clientId', CLIENT_ID_TAKEN)
    : error;
}

type Names = Pick<ClientRow, 'firstName' | 'lastName' | 'preferredName'>;

/** The account name of a client: first and last name, or the preferred name. */
function clientAccountName(names: Names): string {
  return personName(names.firstName ?? '', names.lastName ?? '') || names.preferredName;
}

export interface AccountPlan {
  accountId: string | null;
  /** An account to delete once the client no longer points at it. */
  orphaned: string | null;
}

/**
 * Brings the client's account in line with its e-mail, in the caller's transaction: an e-mail
 * given → an account (created, or its e-mail and name changed); no e-mail → no account.
 */
export async function syncClientAccount(
  db: DbExecutor,
  current: (Names & Pick<ClientRow, 'accountId' | 'email'>) | null,
  next: Names & { email: string | null },
): Promise<AccountPlan> {
  const accountId = current?.accountId ?? null;
  const name = clientAccountName(next);
  if (!next.email) return { accountId: null, orphaned: accountId };
  if (!accountId) {
    const created = await createInvitedAccount(db, { email: next.email, name, group: 'Clients' });
    return { accountId: created, orphaned: null };
  }
  await updateAccount(db, accountId, {
    ...(next.email !== current?.email ? { email: next.email } : {}),
    ...(current && name !== clientAccountName(current) ? { name } : {}),
  });
  return { accountId, orphaned: null };
}
