/**
 * The demo's visits (docs/decisions/098-a-demo-that-shows-the-product.md): most by a volunteer
 * cleared for the facility on the day, as a programme that follows its rules would have them; one
 * in fifteen by anyone anywhere, so the "Not cleared" flag has something to show. Pending requests
 * are ahead, where staff decide them, except one in a hundred left pending after its day (the
 * overview points at those).
 */
import type { schedule } from '../../src/server/db/schema/schedule';
import type { volunteer } from '../../src/server/db/schema/volunteer';
import type { volunteerClearance } from '../../src/server/db/schema/volunteer-clearance';
import { SCHEDULE_STATUSES } from '../../src/shared/domain/schedule/schedule.enums';
import type { Random } from './random';
import { shiftDate, stableUuid } from './random';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export function demoVisits(
  random: Random,
  today: string,
  scale: number,
  volunteers: Insert<typeof volunteer>[],
  clearances: Insert<typeof volunteerClearance>[],
  leaders: string[],
  facilityIds: string[],
): Insert<typeof schedule>[] {
  const volunteerById = new Map(volunteers.map((row) => [row.id, row]));
  // Approved clearances of volunteers checked and trained (the lead volunteers, the demo
  // account, are cleared by the seed command itself).
  const cleared = clearances.filter((row) => {
    const who = volunteerById.get(row.volunteerId);
    return (
      row.status === 'APPROVED' &&
      (!who ||
        (who.status === 'ACTIVE' &&
          who.backgroundCheckStatus === 'PASSED' &&
          who.trainingCompleted === true))
    );
  });
  return Array.from({ length: 200 * scale }, (_, index) => {
    const pastPending = index % 100 === 7;
    const status = pastPending ? 'PENDING' : random.pick(SCHEDULE_STATUSES);
    const day =
      status === 'PENDING'
        ? shiftDate(today, pastPending ? -random.int(2, 12) : random.int(1, 60))
        : shiftDate(today, random.int(-90, 60));
    const inForce = cleared.filter(
      (row) => (row.grantedOn ?? '') <= day && (row.expiresOn ?? '9999-12-31') >= day,
    );
    const placement =
      index % 15 === 4 || inForce.length === 0
        ? { volunteerId: random.pick(leaders), facilityId: random.pick(facilityIds) }
        : random.pick(inForce);
    const start = new Date(`${day}T${String(random.int(13, 20))}:00:00Z`);
    const end = new Date(start.getTime() + random.int(1, 3) * 3_600_000);
    return {
      id: stableUuid(`schedule-${index}`),
      volunteerId: placement.volunteerId,
      facilityId: placement.facilityId,
      startTime: start,
      endTime: end,
      // One-off visits: the last visit ends when this one does.
      lastEndTime: end,
      status,
      requestType: 'NEW',
      isRecurring: false,
    } satisfies Insert<typeof schedule>;
  });
}
