import { index, pgTable, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { generatedId, recordColumns } from './columns';
import { scheduleColumns } from './schedule-columns.generated';

/**
 * A volunteer's visit slot at a facility (product.md §3.6): the declared fields' columns (generated
 * from shared/domain/schedule/schedule.record.ts), the last visit's end the service keeps,
 * bookkeeping, indexes. Times are instants.
 */
export const schedule = pgTable(
  'schedule',
  {
    id: generatedId(),
    ...scheduleColumns,
    // Declared with the others (schedule.record.ts); laid out here: it points at this table.
    originalScheduleId: uuid('original_schedule_id').references((): AnyPgColumn => schedule.id, {
      onDelete: 'set null',
    }),
    /**
     * When the last visit ends (recurrence.ts lastVisitEnd): the end time of a one-off, of a
     * series' last occurrence, or far in the future for a series with no end. Kept by the
     * service on every write, so the Upcoming / Past tabs are one indexed comparison.
     */
    lastEndTime: timestamp('last_end_time', { withTimezone: true }).notNull(),
    ...recordColumns,
  },
  (table) => [
    index('schedule_start_idx').on(table.startTime, table.id),
    // The Cancelled tab in list order, and counts by status (tabs, pending requests).
    index('schedule_status_start_idx').on(table.status, table.startTime, table.id),
    index('schedule_volunteer_idx').on(table.volunteerId),
    index('schedule_last_end_idx').on(table.lastEndTime),
  ],
);

export type ScheduleRow = typeof schedule.$inferSelect;
