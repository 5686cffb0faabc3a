/**
 * When a volunteer's clearances next run out, for the volunteers list (product.md §3.2.1): the
 * earliest expiry among their approved clearances (past or to come), asked once per page of
 * volunteers, and the same value as an ordering for the list's sort.
 */
import { and, eq, inArray, isNotNull, min, sql, type SQL } from 'drizzle-orm';
import { isCalendarDate } from '../../../shared/domain/common/dates';
import { byKey, requestLoader } from '../../graphql/request-loader';
import { volunteer } from '../../db/schema/volunteer';
import { volunteerClearance } from '../../db/schema/volunteer-clearance';

/** The earliest expiry of the approved clearances of the volunteer row in the outer query. */
export const clearanceExpiresOnSql: SQL = sql`(select min(c.expires_on) from ${volunteerClearance} c
  where c.volunteer_id = ${volunteer.id} and c.status = 'APPROVED')`;

// One loader per request, so a page of volunteers costs one query.
export const clearanceExpiresOn = requestLoader<string, string | null>(async (db, ids) => {
  const rows = await db
    .select({
      volunteerId: volunteerClearance.volunteerId,
      expiresOn: min(volunteerClearance.expiresOn),
    })
    .from(volunteerClearance)
    .where(
      and(
        inArray(volunteerClearance.volunteerId, [...ids]),
        eq(volunteerClearance.status, 'APPROVED'),
        isNotNull(volunteerClearance.expiresOn),
      ),
    )
    .groupBy(volunteerClearance.volunteerId);
  return byKey(
    ids,
    rows,
    (row) => row.volunteerId,
    (row) => row.expiresOn,
    null,
  );
});

/**
 * The list condition `clearanceExpiresBetween` ('2026-11-28..2026-12-28'): volunteers with an
 * approved clearance expiring on one of those days, as the overview counts them
 * (product.md §3.2.1). Anything else selects no one.
 */
export function clearanceExpiresBetweenWhere(range: string): SQL {
  const [from = '', to = '', ...rest] = range.split('..');
  if (rest.length > 0 || !isCalendarDate(from) || !isCalendarDate(to)) return sql`false`;
  return sql`exists (select 1 from ${volunteerClearance} c where c.volunteer_id = ${volunteer.id}
    and c.status = 'APPROVED' and c.expires_on between ${from}::date and ${to}::date)`;
}
