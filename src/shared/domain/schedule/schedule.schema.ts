import { z } from 'zod';
import { optionalDate, requiredInstant } from '../common/dates';
import { EVEN_WITH_OTHER_ERRORS, flag, optionalChoice } from '../common/fields';
import { optionalText, requiredChoice, requiredText } from '../common/text';
import { RECURRING_PATTERNS, REQUEST_TYPES, SCHEDULE_STATUSES } from './schedule.enums';

/** Messages of spec §5.7, exactly as written there (the lower-case 'facility' included). */
export const SCHEDULE_MESSAGES = {
  volunteerId: "Da'ee is required",
  facilityId: 'facility is required',
  startTime: 'Start time is required',
  endTime: 'End time is required',
  endBeforeStart: 'End time must be after start time',
  requestReason: 'Reason for adjustment is required',
  recurringPattern: 'Recurring pattern is required',
  status: 'Status is required',
  requestType: 'Request type is required',
  // Not in the specification: recurring schedules may end (issue 8).
  recurrenceEndBeforeStart: 'Repeat until must be on or after the start date',
} as const;

/**
 * A schedule as the form and the API take it (spec §3.6, §5.7). Start and end are instants
 * (decisions §5): ISO 8601 with 'Z' or an offset, stored in UTC form. Optional fields are null.
 */
export const scheduleInputSchema = z
  .object({
    volunteerId: requiredText(SCHEDULE_MESSAGES.volunteerId, 100),
    facilityId: requiredText(SCHEDULE_MESSAGES.facilityId, 100),
    startTime: requiredInstant(SCHEDULE_MESSAGES.startTime),
    endTime: requiredInstant(SCHEDULE_MESSAGES.endTime),
    status: requiredChoice(SCHEDULE_STATUSES, SCHEDULE_MESSAGES.status),
    requestType: requiredChoice(REQUEST_TYPES, SCHEDULE_MESSAGES.requestType),
    originalScheduleId: optionalText(100),
    requestReason: optionalText(),
    adminResponse: optionalText(),
    isRecurring: flag(false),
    recurringPattern: optionalChoice(RECURRING_PATTERNS, SCHEDULE_MESSAGES.recurringPattern),
    /** The last day it repeats on, 'YYYY-MM-DD' in the programme's time zone; null: no end. */
    recurrenceEndDate: optionalDate(),
    notes: optionalText(),
  })
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
export type ScheduleFormValues = z.input<typeof scheduleInputSchema>;

/** A new schedule: created PENDING (spec §4.5), a new request, not recurring. */
export const SCHEDULE_DEFAULTS = {
  status: 'PENDING',
  requestType: 'NEW',
  isRecurring: false,
} as const satisfies Partial<ScheduleInput>;
