import type { z } from 'zod';
import { EVEN_WITH_OTHER_ERRORS } from '../common/fields';
import { declaredDefaults } from '../../record/define-record';
import type { RecurringPattern } from './schedule.enums';
import { SCHEDULE_MESSAGES, scheduleDeclaration } from './schedule.record';

const HOUR_MS = 3_600_000;
/**
 * The shortest time between two occurrences of a pattern (a month: February's 28 days, less an
 * hour for a change of clocks): a visit must end before its next occurrence starts.
 */
const SHORTEST_PERIOD_MS: Record<RecurringPattern, number> = {
  DAILY: 23 * HOUR_MS,
  WEEKLY: (7 * 24 - 1) * HOUR_MS,
  MONTHLY: (28 * 24 - 1) * HOUR_MS,
};

export { SCHEDULE_MESSAGES } from './schedule.record';

/**
 * A schedule as the form and the API take it (product.md §3.6, §5.7): each field's own rule comes from
 * the declaration (schedule.record.ts); the rules across fields are here. Start and end are
 * instants (product.md §14): ISO 8601 with 'Z' or an offset, stored in UTC form. Optional fields
 * are null.
 */
export const scheduleInputSchema = scheduleDeclaration.inputObject
  .superRefine((schedule, ctx) => {
    const problem = (field: keyof typeof schedule, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    const { startTime, endTime } = schedule;
    // Both are UTC texts once valid, so comparing instants is comparing numbers.
    if (typeof startTime === 'string' && typeof endTime === 'string') {
      const start = Date.parse(startTime);
      const end = Date.parse(endTime);
      if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start) {
        problem('endTime', SCHEDULE_MESSAGES.endBeforeStart);
      }
      const pattern = schedule.isRecurring === true ? schedule.recurringPattern : null;
      if (pattern && end - start >= SHORTEST_PERIOD_MS[pattern as RecurringPattern]) {
        problem('endTime', SCHEDULE_MESSAGES.recurrenceOverlaps);
      }
    }
    if (schedule.requestType === 'ADJUSTMENT' && !schedule.requestReason) {
      problem('requestReason', SCHEDULE_MESSAGES.requestReason);
    }
    if (schedule.isRecurring === true && !schedule.recurringPattern) {
      problem('recurringPattern', SCHEDULE_MESSAGES.recurringPattern);
    }
  }, EVEN_WITH_OTHER_ERRORS)
  // A pattern left behind after unticking "recurring" would make a one-off slot look recurring.
  .transform((schedule) =>
    schedule.isRecurring
      ? schedule
      : { ...schedule, recurringPattern: null, recurrenceEndDate: null },
  );

export type ScheduleInput = z.output<typeof scheduleInputSchema>;

/** A new schedule: created PENDING (product.md §4.5), a new request, not recurring. */
export const SCHEDULE_DEFAULTS = declaredDefaults(scheduleDeclaration);
