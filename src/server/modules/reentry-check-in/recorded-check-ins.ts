/**
 * How many check-ins after release a client has due (product.md §3.3.2), for a page of clients:
 * the recorded check-ins of every client on the page in one query per request, weighed by the
 * shared proposedCheckIns on the programme's today.
 */
import { inArray } from 'drizzle-orm';
import { proposedCheckIns, type RecordedCheckIn } from '../../../shared/domain/reentry/check-ins';
import type { DbExecutor } from '../../db/client';
import { reentryCheckIn } from '../../db/schema/reentry-check-in';
import { rowsPerClient } from '../../graphql/request-loader';

const recordedOf = rowsPerClient<RecordedCheckIn & { clientId: string }>((db, clientIds) =>
  db
    .select({
      clientId: reentryCheckIn.clientId,
      checkpoint: reentryCheckIn.checkpoint,
      releaseDate: reentryCheckIn.releaseDate,
    })
    .from(reentryCheckIn)
    .where(inArray(reentryCheckIn.clientId, clientIds)),
);

/** The check-ins whose day has come and that are not recorded for the present release. */
export async function checkInsDueOf(
  request: object,
  db: DbExecutor,
  client: {
    id: string;
    incarcerated: boolean;
    releaseDate: string | null;
    anonymisedOn: string | null;
  },
  today: string,
): Promise<number> {
  if (proposedCheckIns(client, [], today).length === 0) return 0;
  const recorded = await recordedOf(request, db, client.id);
  return proposedCheckIns(client, recorded, today).filter((check) => check.due).length;
}
