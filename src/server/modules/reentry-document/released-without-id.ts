/**
 * Which clients came home without an ID (product.md §3.3.9), in SQL: in the community, released
 * in the 30 days up to `day`, not anonymised, and with no State ID or driver's licence in hand.
 * The one rule behind the client list's releasedWithoutIdOn condition and the overview's count.
 */
import { sql, type SQL } from 'drizzle-orm';
import { IDENTITY_DOCUMENTS } from '../../../shared/domain/reentry/reentry-document.record';
import type { ClientColumns } from '../reentry-check-in/check-ins-due';

/** How far back the overview looks for releases without an ID. */
const RELEASED_WITHOUT_ID_DAYS = 30;

const IDENTITY = sql.raw(IDENTITY_DOCUMENTS.map((kind) => `'${kind}'`).join(', '));

/** An ID in hand among the client's papers. */
export function idInHand(clientId: unknown): SQL {
  return sql`exists (select 1 from reentry_document paper
    where paper.client_id = ${clientId} and paper.status = 'IN_HAND'
      and paper.document in (${IDENTITY}))`;
}

/** True for a client (its columns) released in the 30 days up to `day` without an ID in hand. */
export function releasedWithoutId(client: ClientColumns, day: unknown): SQL {
  return sql`(not ${client.incarcerated} and ${client.anonymisedOn} is null
    and ${client.releaseDate} between ${day}::date - ${sql.raw(String(RELEASED_WITHOUT_ID_DAYS))} and ${day}::date
    and not ${idInHand(client.id)})`;
}
