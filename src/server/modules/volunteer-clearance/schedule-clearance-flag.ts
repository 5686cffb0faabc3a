/**
 * Whether a schedule's volunteer is cleared for its visits still to come (product.md §3.2.1):
 * "Not cleared from Mon, Apr 22, 2030: Clearance at … expired on Sun, Apr 21, 2030" for a
 * recurring visit running past an expiry, or any visit whose volunteer has since lost a condition. Read live,
 * so a renewal clears it; asked once per page of schedules (three queries), not per schedule.
 */
import { dayText } from '../../../shared/domain/common/date-text';
import { placementOn, problemsMessage } from '../../../shared/domain/volunteer/clearance';
import type { DbExecutor } from '../../db/client';
import { requestLoader } from '../../graphql/request-loader';
import type { ScheduleRow } from '../../db/schema/schedule';
import { scheduleDays, standingsOf, type Standing } from './placement';

// One loader per request, so a page of schedules costs three queries.
const standings = requestLoader<string, Standing>((db, keys) => standingsOf(db, keys));

/** The standing of a volunteer at a facility, batched per request with every other asked. */
export function standingFor(
  request: object,
  db: DbExecutor,
  volunteerId: string,
  facilityId: string,
): Promise<Standing> {
  return standings(request, db, `${volunteerId} ${facilityId}`);
}

export async function scheduleClearanceFlag(
  request: object,
  db: DbExecutor,
  row: ScheduleRow,
  timeZone: string,
  now: Date = new Date(),
): Promise<string | null> {
  // Only visits that may still happen; cancelled and rejected ones place no one.
  if (row.status !== 'PENDING' && row.status !== 'APPROVED') return null;
  if (row.lastEndTime.getTime() <= now.getTime()) return null;
  const { standing, facility: place } = await standingFor(
    request,
    db,
    row.volunteerId,
    row.facilityId,
  );
  const verdict = placementOn(standing, place, scheduleDays(row, timeZone, now));
  const flag = verdict.refused ?? verdict.flaggedFrom;
  if (!flag) return null;
  const when = row.isRecurring ? `from ${dayText(flag.day)}` : `on ${dayText(flag.day)}`;
  return `Not cleared ${when}: ${problemsMessage(flag.problems)}`;
}
