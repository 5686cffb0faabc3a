/**
 * Which clients have a check-in due (product.md §3.3.2), in SQL: in the community, with a check-in
 * whose day (release date + 30, 90 or 180) has come and none recorded for this release, and not
 * anonymised (product.md §3.3.7: nobody to check in with). The one
 * rule behind the client list's checkInsDueOn condition and the overview's counts, as
 * proposedCheckIns (src/shared/domain/reentry/check-ins.ts) is on the pages.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CHECK_IN_DAYS } from '../../../shared/domain/reentry/check-ins';

const POINTS = sql.raw(
  Object.entries(CHECK_IN_DAYS)
    .map(([point, days]) => `('${point}', ${days})`)
    .join(', '),
);

/** The client's columns as the query names them: the table's columns or an alias's. */
export interface ClientColumns {
  id: unknown;
  incarcerated: unknown;
  releaseDate: unknown;
  anonymisedOn: unknown;
}

/** True for a client (its columns) with a check-in due on `day` ('YYYY-MM-DD' or a placeholder). */
export function checkInDue(client: ClientColumns, day: unknown): SQL {
  return sql`(not ${client.incarcerated} and ${client.anonymisedOn} is null and exists (
    select 1 from (values ${POINTS}) as point(checkpoint, days)
    where ${client.releaseDate} + point.days <= ${day}::date
      and not exists (select 1 from reentry_check_in recorded
        where recorded.client_id = ${client.id} and recorded.release_date = ${client.releaseDate}
          and recorded.checkpoint::text = point.checkpoint)))`;
}

/** The same for the client table under the alias `c`. */
export const ALIASED_CLIENT = {
  id: sql.raw('c.id'),
  incarcerated: sql.raw('c.incarcerated'),
  releaseDate: sql.raw('c.release_date'),
  anonymisedOn: sql.raw('c.anonymised_on'),
};
