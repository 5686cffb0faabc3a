/**
 * An anonymised client is kept only in coarse form, for the reports (product.md §3.3.7, decision
 * 076): their record is no longer changed, and nothing more is recorded beside it (a contact log,
 * a check-in, a consent decision, a reentry plan). A new note or date would start a file on the
 * person again after their details were removed on request. Deleting the client stays possible.
 */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { client, type ClientRow } from '../../db/schema/client';
import { formError } from '../../errors';

const ANONYMISED_CLIENT_MESSAGES = {
  noChanges: 'This client was anonymised: their record can no longer be changed',
  nothingRecorded: 'This client was anonymised: nothing more can be recorded for them',
} as const;

/**
 * Refuses an anonymised client for the form writing beside it, as a refusal of the whole form:
 * its client field is not one the person filled in.
 */
export function refuseAnonymisedClient(row: Pick<ClientRow, 'anonymisedOn'>): void {
  if (row.anonymisedOn) throw formError(ANONYMISED_CLIENT_MESSAGES.nothingRecorded);
}

/** Refuses a change to a record beside a client (a log, a check-in) once the client is anonymised. */
export async function refuseBesideAnonymisedClient(
  db: DbExecutor,
  clientId: string,
): Promise<void> {
  const [row] = await db
    .select({ anonymisedOn: client.anonymisedOn })
    .from(client)
    .where(eq(client.id, clientId));
  if (row) refuseAnonymisedClient(row);
}

/** Refuses a change to an anonymised client's own record (the whole form). */
export function refuseAnonymisedChange(row: Pick<ClientRow, 'anonymisedOn'>): void {
  if (row.anonymisedOn) throw formError(ANONYMISED_CLIENT_MESSAGES.noChanges);
}
