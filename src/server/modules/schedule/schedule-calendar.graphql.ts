/**
 * The schedule calendar and the clash warning (product.md §2.9), over schedule-calendar.service.
 */
import { builder } from '../../graphql/builder';
import { serviceContext } from '../../graphql/crud-fields';
import { RecurringPattern, Schedule } from './schedule.graphql';
import {
  SCHEDULE_CALENDAR_LIMITS,
  scheduleClashes,
  scheduleOccurrences,
  type ScheduleOccurrence,
} from './schedule-calendar.service';

const { maxDays, maxClashes } = SCHEDULE_CALENDAR_LIMITS;

const ScheduleOccurrenceRef = builder
  .objectRef<ScheduleOccurrence>('ScheduleOccurrence')
  .implement({
    description:
      'One time a schedule takes place: a one-off schedule, or one repetition of a recurring one',
    fields: (t) => ({
      schedule: t.field({ type: Schedule, resolve: (occurrence) => occurrence.schedule }),
      startTime: t.expose('startTime', { type: 'DateTime' }),
      endTime: t.expose('endTime', {
        type: 'DateTime',
        description: "Every occurrence lasts as long as the schedule's first",
      }),
    }),
  });

const ScheduleClashInput = builder.inputType('ScheduleClashInput', {
  description: 'A schedule as the form holds it before saving',
  fields: (t) => ({
    volunteerId: t.id({ description: "Admins only; a volunteer's clashes are always their own" }),
    startTime: t.string({ required: true, description: 'ISO 8601 with an offset' }),
    endTime: t.string({ required: true, description: 'ISO 8601 with an offset' }),
    isRecurring: t.boolean(),
    recurringPattern: t.field({ type: RecurringPattern }),
    recurrenceEndDate: t.string({ description: "YYYY-MM-DD in the programme's time zone" }),
    ignoreScheduleId: t.id({ description: 'The schedule being edited, which cannot clash' }),
  }),
});

builder.queryFields((t) => ({
  scheduleOccurrences: t.field({
    type: [ScheduleOccurrenceRef],
    description: `Occurrences of PENDING and APPROVED schedules overlapping [from, to), by start then schedule id. Recurring schedules repeat at the same local time in the programme's time zone, no further than 6 months from now. At most ${maxDays} days (VALIDATION_FAILED on 'to'). Volunteers see only their own.`,
    authScopes: { permission: 'schedule.list' },
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      volunteerId: t.arg.id(),
      facilityId: t.arg.id(),
    },
    resolve: (_root, args, context) => scheduleOccurrences(serviceContext(context), args),
  }),
  scheduleClashes: t.field({
    type: [ScheduleOccurrenceRef],
    description: `Occurrences of the volunteer's other PENDING and APPROVED schedules overlapping the given schedule's within 6 months of its start: at most ${maxClashes}, earliest first. A warning; saving is not refused. Slots that only touch do not clash.`,
    authScopes: { permission: 'schedule.list' },
    args: { input: t.arg({ type: ScheduleClashInput, required: true }) },
    resolve: (_root, args, context) => scheduleClashes(serviceContext(context), args.input),
  }),
}));
