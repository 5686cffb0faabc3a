import {
  boolean,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  RECURRING_PATTERNS,
  REQUEST_TYPES,
  SCHEDULE_STATUSES,
} from '../../../shared/domain/schedule/schedule.enums';
import { generatedId, recordColumns } from './columns';
import { facility } from './facility';
import { volunteer } from './volunteer';

export const scheduleStatus = pgEnum('schedule_status', SCHEDULE_STATUSES);
export const requestType = pgEnum('request_type', REQUEST_TYPES);
export const recurringPattern = pgEnum('recurring_pattern', RECURRING_PATTERNS);

/** A volunteer's visit slot at a facility (spec §3.6). Times are instants. */
export const schedule = pgTable(
  'schedule',
  {
    id: generatedId(),
    volunteerId: text('volunteer_id')
      .notNull()
      .references(() => volunteer.id),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facility.id),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: scheduleStatus('status').notNull().default('PENDING'),
    requestType: requestType('request_type').notNull().default('NEW'),
    originalScheduleId: uuid('original_schedule_id').references((): AnyPgColumn => schedule.id, {
      onDelete: 'set null',
    }),
    requestReason: text('request_reason'),
    adminResponse: text('admin_response'),
    adminId: text('admin_id'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringPattern: recurringPattern('recurring_pattern'),
    /** The last day (in ORG_TIMEZONE) a recurring schedule repeats on; null: no end. */
    recurrenceEndDate: date('recurrence_end_date', { mode: 'string' }),
    /**
     * When the last visit ends (recurrence.ts lastVisitEnd): the end time of a one-off, of a
     * series' last occurrence, or far in the future for a series with no end. Kept by the
     * service on every write, so the Upcoming / Past tabs are one indexed comparison.
     */
    lastEndTime: timestamp('last_end_time', { withTimezone: true }).notNull(),
    notes: text('notes'),
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
