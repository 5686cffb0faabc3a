/**
 * Whether a schedule's volunteer is cleared for its visits still to come (product.md §3.2.1):
 * "Not cleared from 2030-04-22: Clearance at … expired on 2030-04-21" for a recurring visit
 * running past an expiry, or any visit whose volunteer has since lost a condition. Read live,
 * so a renewal clears it; asked once per page of schedules (three queries), not per schedule.
 */
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import {
  placementOn,
  problemsMessage,
  type VolunteerStanding,
} from '../../../shared/domain/volunteer/clearance';
import type { DbExecutor } from '../../db/client';
import { isWellFormedId } from '../../db/records';
import { facility } from '../../db/schema/facility';
import type { ScheduleRow } from '../../db/schema/schedule';
import { volunteer } from '../../db/schema/volunteer';
import { volunteerClearance } from '../../db/schema/volunteer-clearance';
import { scheduleDays } from './placement';

interface Standing {
  standing: VolunteerStanding;
  facility: { id: string; name: string };
}

/** The standings of volunteers at facilities, keyed "volunteerId facilityId", in three queries. */
async function standingsOf(db: DbExecutor, keys: readonly string[]): Promise<Standing[]> {
  const pairs = keys.map((key) => key.split(' ') as [string, string]);
  const volunteerIds = [...new Set(pairs.map(([id]) => id))].filter((id) =>
    isWellFormedId(volunteer.id, id),
  );
  const facilityIds = [...new Set(pairs.map(([, id]) => id))].filter((id) =>
    isWellFormedId(facility.id, id),
  );
  const [people, places, clearances] = await Promise.all([
    volunteerIds.length
      ? db
          .select({
            id: volunteer.id,
            backgroundCheckStatus: volunteer.backgroundCheckStatus,
            trainingCompleted: volunteer.trainingCompleted,
          })
          .from(volunteer)
          .where(inArray(volunteer.id, volunteerIds))
      : [],
    facilityIds.length
      ? db
          .select({ id: facility.id, name: facility.name })
          .from(facility)
          .where(inArray(facility.id, facilityIds))
      : [],
    volunteerIds.length
      ? db
          .select({
            volunteerId: volunteerClearance.volunteerId,
            facilityId: volunteerClearance.facilityId,
            status: volunteerClearance.status,
            grantedOn: volunteerClearance.grantedOn,
            expiresOn: volunteerClearance.expiresOn,
          })
          .from(volunteerClearance)
          .where(inArray(volunteerClearance.volunteerId, volunteerIds))
      : [],
  ]);
  return pairs.map(([volunteerId, facilityId]) => {
    const person = people.find((each) => each.id === volunteerId);
    return {
      standing: {
        backgroundCheckStatus: person?.backgroundCheckStatus ?? null,
        trainingCompleted: person?.trainingCompleted ?? false,
        clearances: clearances.filter((each) => each.volunteerId === volunteerId),
      },
      facility: {
        id: facilityId,
        name: places.find((each) => each.id === facilityId)?.name ?? 'this facility',
      },
    };
  });
}

// One loader per request (its context object), so a page of schedules costs three queries.
const loaders = new WeakMap<object, DataLoader<string, Standing>>();

/** The standing of a volunteer at a facility, batched per request with every other asked. */
export function standingFor(
  request: object,
  db: DbExecutor,
  volunteerId: string,
  facilityId: string,
): Promise<Standing> {
  let loader = loaders.get(request);
  if (!loader) {
    loader = new DataLoader((keys) => standingsOf(db, keys));
    loaders.set(request, loader);
  }
  return loader.load(`${volunteerId} ${facilityId}`);
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
  const when = row.isRecurring ? `from ${flag.day}` : `on ${flag.day}`;
  return `Not cleared ${when}: ${problemsMessage(flag.problems)}`;
}
