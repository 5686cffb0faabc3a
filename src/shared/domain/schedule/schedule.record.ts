/**
 * The schedule (product.md §3.6), declared once: a volunteer's visit slot at a facility, its fields
 * with their rules and messages, in the order of the CSV columns. Start and end are instants
 * (product.md §14). Its form is laid out by hand (ScheduleForm: times in the device's time,
 * repeats, clash warnings). How to add a field: docs/adding-a-field.md.
 */
import { z } from 'zod';
import { optionalDate, requiredInstant } from '../common/dates';
import { flag as yesNo, optionalChoice } from '../common/fields';
import { optionalText, requiredChoice, requiredText } from '../common/text';
import { clearanceOverrideFields } from '../volunteer/clearance-override';
import { defineRecord } from '../../record/define-record';
import { choice, date, flag, reference, text, timestamp } from '../../record/field';
import { RECURRING_PATTERNS, REQUEST_TYPES, SCHEDULE_STATUSES } from './schedule.enums';

/** Messages of product.md §5.7, exactly as written there (the lower-case 'facility' included). */
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
  // Not in the specification: recurring schedules may end (product.md §5.7).
  recurrenceEndBeforeStart: 'Repeat until must be on or after the start date',
  // Not in the specification (product.md §5.7): a daily visit lasting 30 days overlaps itself.
  recurrenceOverlaps: 'A recurring visit must end before it starts again',
} as const;

const RECURRENCE_END_DATE =
  "YYYY-MM-DD in the programme's time zone, on or after the start's date; ignored unless recurring";

// Set by approve and reject (product.md §4.5), never by a form.
const decidedByAdmin = { readOnly: true, filter: false, form: false } as const;

export const scheduleDeclaration = defineRecord({
  typeName: 'Schedule',
  webFeature: 'schedule',
  pluralName: 'Schedules',
  csvFileName: 'schedules',
  noun: 'schedule',
  description: "A volunteer's visit slot at a facility (product.md §3.6). Times are instants.",
  fields: {
    volunteerId: reference('volunteer', requiredText(SCHEDULE_MESSAGES.volunteerId, 100), {
      label: "Da'ee",
      inputDescription: "Admins only; a volunteer's schedules are always their own",
      updateDescription: 'Admins only',
    }),
    facilityId: reference('facility', requiredText(SCHEDULE_MESSAGES.facilityId, 100), {
      label: 'Facility',
    }),
    startTime: timestamp(requiredInstant(SCHEDULE_MESSAGES.startTime), { label: 'Start Time' }),
    endTime: timestamp(requiredInstant(SCHEDULE_MESSAGES.endTime), { label: 'End Time' }),
    // A new schedule is PENDING (product.md §4.5, §7.2); admins change it.
    status: choice(
      'ScheduleStatus',
      SCHEDULE_STATUSES,
      requiredChoice(SCHEDULE_STATUSES, SCHEDULE_MESSAGES.status),
      { label: 'Status', default: 'PENDING', created: false, updateDescription: 'Admins only' },
    ),
    // Set when the request is made; an edit keeps it (product.md §4.5).
    requestType: choice(
      { api: 'ScheduleRequestType', storedAs: 'request_type' },
      REQUEST_TYPES,
      requiredChoice(REQUEST_TYPES, SCHEDULE_MESSAGES.requestType),
      { label: 'Request Type', default: 'NEW', changeable: false },
    ),
    requestReason: text(optionalText(), {
      label: 'Reason for Adjustment',
      description: 'The reason for an adjustment',
      inputDescription: '',
      filter: false,
    }),
    isRecurring: flag(yesNo(false), { label: 'Recurring', default: false }),
    recurringPattern: choice(
      'RecurringPattern',
      RECURRING_PATTERNS,
      optionalChoice(RECURRING_PATTERNS, SCHEDULE_MESSAGES.recurringPattern),
      { label: 'Recurring Pattern' },
    ),
    /** The last day it repeats on, 'YYYY-MM-DD' in the programme's time zone; null: no end. */
    recurrenceEndDate: date(optionalDate(), {
      label: 'Repeat Until',
      description:
        "YYYY-MM-DD: the last day a recurring schedule repeats on, in the programme's time zone (null: no end)",
      inputDescription: RECURRENCE_END_DATE,
      filter: false,
    }),
    // Its column points at its own table: laid out in the table file (schedule.ts).
    originalScheduleId: reference('schedule', optionalText(100), {
      label: 'Original Schedule',
      column: false,
      form: false,
    }),
    adminId: text(z.string(), {
      label: 'Decided By',
      description: 'Account id of the admin who approved or rejected it',
      nullable: true,
      exported: { keyOf: 'account' },
      ...decidedByAdmin,
    }),
    adminResponse: text(z.string(), {
      label: 'Admin Response',
      // The schedule's card (ScheduleCard), beside the reason it answers.
      details: { label: 'Response' },
      nullable: true,
      ...decidedByAdmin,
    }),
    notes: text(optionalText(), { label: 'Notes' }),
    ...clearanceOverrideFields(),
  },
});
