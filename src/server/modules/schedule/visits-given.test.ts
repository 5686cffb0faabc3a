// @module-tag postgres
/**
 * The visits a volunteer gave, expanded in SQL (visits-given.ts), are exactly the occurrences the
 * calendar shows (recurrence.ts) that have ended: one-offs and series, across a daylight-saving
 * change, monthly on the 31st, late in the evening (the next day in UTC), in a window or from the
 * first; schedules not approved give nothing.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { occurrencesBetween } from '../../../shared/domain/schedule/recurrence';
import type {
  RecurringPattern,
  ScheduleStatus,
} from '../../../shared/domain/schedule/schedule.enums';
import { rowsOf } from '../../db/library-internals/execute-rows';
import { callerAs } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule } from '../../../../tests/support/schedule-factory';
import { useTestApp } from '../../../../tests/support/test-app';
import { visitsGiven, type VisitWindow } from './visits-given';

const ZONE = 'America/New_York';
const app = useTestApp({ ORG_TIMEZONE: ZONE });

interface Slot {
  startTime: Date;
  endTime: Date;
  isRecurring: boolean;
  recurringPattern: RecurringPattern | null;
  recurrenceEndDate: string | null;
  status: ScheduleStatus;
}

const oneOff = (start: string, end: string, status: ScheduleStatus = 'APPROVED'): Slot => ({
  startTime: new Date(start),
  endTime: new Date(end),
  isRecurring: false,
  recurringPattern: null,
  recurrenceEndDate: null,
  status,
});

const series = (
  start: string,
  end: string,
  recurringPattern: RecurringPattern,
  recurrenceEndDate: string | null = null,
): Slot => ({ ...oneOff(start, end), isRecurring: true, recurringPattern, recurrenceEndDate });

const SLOTS: Slot[] = [
  oneOff('2026-02-03T10:00:00-05:00', '2026-02-03T12:30:00-05:00'),
  oneOff('2026-02-04T10:00:00-05:00', '2026-02-04T12:00:00-05:00', 'PENDING'),
  oneOff('2026-02-05T10:00:00-05:00', '2026-02-05T12:00:00-05:00', 'REJECTED'),
  oneOff('2026-02-06T10:00:00-05:00', '2026-02-06T12:00:00-05:00', 'CANCELLED'),
  // Daily across the change to summer time on 8 March: still at 09:00 on the wall clock.
  series('2026-03-01T09:00:00-05:00', '2026-03-01T10:00:00-05:00', 'DAILY', '2026-03-20'),
  // Weekly, late on Sunday evening (already Monday in UTC), with no end.
  series('2025-11-02T22:00:00-05:00', '2025-11-02T23:30:00-05:00', 'WEEKLY'),
  // Monthly on the 31st: months without one are skipped.
  series('2026-01-31T18:00:00-05:00', '2026-01-31T20:00:00-05:00', 'MONTHLY'),
  // Weekly from long ago, ended by its end date.
  series('2024-06-03T13:00:00-04:00', '2024-06-03T15:00:00-04:00', 'WEEKLY', '2025-01-31'),
];

let volunteerId: string;

beforeEach(async () => {
  const volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
  volunteerId = volunteer.person!.id;
  const facilityId = (await insertFacility(app.database.db)).id;
  for (const slot of SLOTS) {
    await insertSchedule(app.database.db, { facilityId, volunteerId, ...slot }, ZONE);
  }
});

/** What the calendar's expansion says was given in the window. */
function expected({ from, until }: VisitWindow): { visits: number; seconds: number } {
  const start = from ?? new Date('2000-01-01T00:00:00Z');
  const given = SLOTS.filter((slot) => slot.status === 'APPROVED').flatMap((slot) =>
    occurrencesBetween(slot, start, until, ZONE).filter(
      (visit) => visit.startTime >= start && visit.endTime <= until,
    ),
  );
  return {
    visits: given.length,
    seconds: given.reduce((sum, visit) => sum + (+visit.endTime - +visit.startTime) / 1000, 0),
  };
}

async function givenInSql(window: VisitWindow) {
  const [row] = await rowsOf<{ visits: number; seconds: number }>(
    app.database.db,
    sql`select count(*) as visits, coalesce(sum(seconds), 0) as seconds
      from ${visitsGiven(window)} v where v.volunteer_id = ${volunteerId}`,
  );
  return { visits: Number(row!.visits), seconds: Number(row!.seconds) };
}

describe('visits given', () => {
  it.each([
    ['everything up to a day in March', null, '2026-03-12T12:00:00Z'],
    ['everything up to early December', null, '2026-12-04T12:00:00Z'],
    ['March, counted on its last evening', '2026-03-01T05:00:00Z', '2026-04-01T04:00:00Z'],
    ['one hour after a late-evening visit ended', '2026-01-01T05:00:00Z', '2026-02-02T05:30:00Z'],
    ['half-way through a visit, which is not counted yet', null, '2026-02-03T16:00:00Z'],
    ['the months of summer time', '2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z'],
  ])('are the ended occurrences of approved schedules: %s', async (_name, from, until) => {
    const window = { timeZone: ZONE, from: from ? new Date(from) : null, until: new Date(until) };
    const want = expected(window);
    expect(want.visits).toBeGreaterThan(0);
    expect(await givenInSql(window)).toEqual(want);
  });

  it('count the hours a visit lasted, once it has ended', async () => {
    // Only the 3 February one-off (2.5 hours) and the weekly Sunday visits (1.5 hours) by then.
    const beforeMarch = await givenInSql({
      timeZone: ZONE,
      from: new Date('2026-02-01T05:00:00Z'),
      until: new Date('2026-02-10T05:00:00Z'),
    });
    // Sundays 1 and 8 February, and the one-off.
    expect(beforeMarch).toEqual({ visits: 3, seconds: 2.5 * 3600 + 2 * 1.5 * 3600 });
  });
});
