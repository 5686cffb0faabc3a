/**
 * The client a record beside it is written for (a consent decision, a check-in). One rule for
 * both: a client the caller may not act for reads as not found, and nothing more is recorded
 * about a client who was anonymised (client-anonymised.ts).
 */
import type { Viewer } from '../../auth/viewer';
import { restrictedViewer, type ServiceContext } from '../../db/record-service';
import { findRecord } from '../../db/records';
import type { ClientRow } from '../../db/schema/client';
import type { AppError } from '../../errors';
import { refuseAnonymisedClient } from './client-anonymised';
import { clientRecord } from './client.service';

/**
 * The client, read under a row lock for the caller's transaction, when the caller may write
 * beside it: staff always, a volunteer when `volunteerMay` says so. Otherwise `notFound`.
 */
export async function lockClientFor(
  ctx: ServiceContext,
  clientId: string,
  rule: { volunteerMay: (volunteer: Viewer, client: ClientRow) => boolean; notFound: AppError },
): Promise<ClientRow> {
  const found = await findRecord(ctx.db, clientRecord, clientId, { forUpdate: true });
  const volunteer = restrictedViewer(ctx.caller);
  if (!found || (volunteer && !rule.volunteerMay(volunteer, found))) throw rule.notFound;
  refuseAnonymisedClient(found);
  return found;
}
