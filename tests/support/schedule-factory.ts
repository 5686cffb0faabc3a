/** Schedules for the schedule tests. */
import type { Database } from '../../src/server/db/client';
import { schedule, type ScheduleRow } from '../../src/server/db/schema/schedule';
import { lastVisitEnd } from '../../src/shared/domain/schedule/recurrence';

/** A valid CreateScheduleInput at `facilityId` (add volunteerId for admins). */
export function scheduleInput(
  facilityId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    facilityId,
    startTime: '2030-03-01T09:00:00.000Z',
    endTime: '2030-03-01T12:00:00.000Z',
    requestType: 'NEW',
    isRecurring: false,
    notes: 'Morning visit',
    ...overrides,
  };
}

/** A schedule stored directly (no API call, no audit entry), PENDING unless overridden. */
export async function insertSchedule(
  db: Database,
  values: { facilityId: string; volunteerId: string } & Partial<typeof schedule.$inferInsert>,
  /** The programme's time zone, for the last end of a recurring schedule. */
  timeZone = 'UTC',
): Promise<ScheduleRow> {
  const stored = {
    startTime: new Date('2030-04-01T09:00:00.000Z'),
    endTime: new Date('2030-04-01T11:00:00.000Z'),
    createdBy: values.volunteerId,
    ...values,
  };
  const slot = {
    startTime: stored.startTime,
    endTime: stored.endTime,
    isRecurring: stored.isRecurring ?? false,
    recurringPattern: stored.recurringPattern ?? null,
    recurrenceEndDate: stored.recurrenceEndDate ?? null,
  };
  const [row] = await db
    .insert(schedule)
    .values({ lastEndTime: lastVisitEnd(slot, timeZone), ...stored })
    .returning();
  return row!;
}
