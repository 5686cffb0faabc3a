/**
 * The schedule calendar (product.md §2.9, decision 013): the occurrences of PENDING and APPROVED
 * schedules in a window, recurring ones expanded as phones expand the calendar feed
 * (shared/domain/schedule/recurrence), and the clashes a schedule being written would have with the
 * volunteer's others. Who sees what is the schedule service's own rule (readableBy): volunteers see
 * only their own.
 */
import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  addMonthsToInstant,
  localDaysBetween,
  occurrencesBetween,
  occurrencesOf,
  RECURRENCE_HORIZON_MONTHS,
  type Occurrence,
  type RecurringSlot,
} from '../../../shared/domain/schedule/recurrence';
import type { RecurringPattern } from '../../../shared/domain/schedule/schedule.enums';
import { scheduleInputSchema } from '../../../shared/domain/schedule/schedule.schema';
import { restrictedViewer, type ServiceContext } from '../../db/record-service';
import { isWellFormedId } from '../../db/records';
import { schedule, type ScheduleRow } from '../../db/schema/schedule';
import { fieldError, parseInput } from '../../errors';
import { programmeTimeZone, readableBy, refuseEndBeforeStart } from './schedule.service';

export const SCHEDULE_CALENDAR_LIMITS = {
  /** Two months of any length: a month view with the weeks around it. */
  maxDays: 62,
  /** The form warns about a few clashes; it does not list a season of them. */
  maxClashes: 10,
  /**
   * Daily visits give at most 63 in 62 days; only a visit longer than its own period (allowed,
   * though odd) could give more, and then without end.
   */
  maxOccurrencesPerSchedule: 400,
} as const;

const SCHEDULE_CALENDAR_MESSAGES = {
  toNotAfterFrom: 'The end of the period must be after its start',
  windowTooLong: `The calendar shows at most ${SCHEDULE_CALENDAR_LIMITS.maxDays} days at a time`,
} as const;

export interface ScheduleOccurrence extends Occurrence {
  schedule: ScheduleRow;
}

export interface CalendarArgs {
  from: Date;
  to: Date;
  volunteerId?: string | null;
  facilityId?: string | null;
}

export interface ClashInput {
  volunteerId?: string | null;
  startTime: string;
  endTime: string;
  isRecurring?: boolean | null;
  recurringPattern?: RecurringPattern | null;
  recurrenceEndDate?: string | null;
  /** The schedule being edited: it cannot clash with itself. */
  ignoreScheduleId?: string | null;
}

/** Cancelled and rejected schedules take no one's time. */
const TAKING_TIME = ['PENDING', 'APPROVED'] as const;

/**
 * The schedules that can have an occurrence in [from, to), so that the database sends only
 * those: the first occurrence overlaps, or it repeats (started before `horizon`) and its last
 * occurrence can still end after `from`. The end date's local day ends before 12:00 UTC the day
 * after in every zone, so two days after it in UTC, plus the duration, is a safe bound.
 */
export function mayOccurIn(from: Date, to: Date, horizon: Date): SQL {
  const lastEndsAfterFrom = sql`((${schedule.recurrenceEndDate} + 2)::timestamp AT TIME ZONE 'UTC')
    + (${schedule.endTime} - ${schedule.startTime}) > ${from.toISOString()}::timestamptz`;
  const repeats = and(
    eq(schedule.isRecurring, true),
    isNotNull(schedule.recurringPattern),
    lt(schedule.startTime, horizon),
    or(isNull(schedule.recurrenceEndDate), lastEndsAfterFrom),
  );
  return and(lt(schedule.startTime, to), or(gt(schedule.endTime, from), repeats))!;
}

function schedulesTakingTime(ctx: ServiceContext, conditions: (SQL | undefined)[]) {
  return ctx.db
    .select()
    .from(schedule)
    .where(and(readableBy(ctx.caller), inArray(schedule.status, [...TAKING_TIME]), ...conditions))
    .orderBy(asc(schedule.startTime), asc(schedule.id));
}

function byStartThenSchedule(a: ScheduleOccurrence, b: ScheduleOccurrence): number {
  const byStart = a.startTime.getTime() - b.startTime.getTime();
  if (byStart !== 0) return byStart;
  return a.schedule.id < b.schedule.id ? -1 : a.schedule.id > b.schedule.id ? 1 : 0;
}

function checkWindow(from: Date, to: Date, timeZone: string): void {
  if (to.getTime() <= from.getTime()) {
    throw fieldError('to', SCHEDULE_CALENDAR_MESSAGES.toNotAfterFrom);
  }
  // Counted in local days, so a window across a daylight-saving change is not an hour too long.
  if (localDaysBetween(from, to, timeZone) > SCHEDULE_CALENDAR_LIMITS.maxDays) {
    throw fieldError('to', SCHEDULE_CALENDAR_MESSAGES.windowTooLong);
  }
}

/**
 * Every occurrence overlapping [from, to), by start then schedule id. Recurring schedules repeat
 * no further than RECURRENCE_HORIZON_MONTHS after `now`; a schedule's own first occurrence
 * is shown wherever it is, as a one-off's is.
 */
export async function scheduleOccurrences(
  ctx: ServiceContext,
  args: CalendarArgs,
  now: Date = new Date(),
): Promise<ScheduleOccurrence[]> {
  const { from, to } = args;
  const timeZone = programmeTimeZone(ctx);
  checkWindow(from, to, timeZone);
  const { volunteerId, facilityId } = args;
  // A malformed id names no schedule's volunteer or facility (and would upset the uuid cast).
  if (volunteerId && !isWellFormedId(schedule.volunteerId, volunteerId)) return [];
  if (facilityId && !isWellFormedId(schedule.facilityId, facilityId)) return [];
  const horizon = addMonthsToInstant(now, RECURRENCE_HORIZON_MONTHS);
  const rows = await schedulesTakingTime(ctx, [
    mayOccurIn(from, to, horizon),
    volunteerId ? eq(schedule.volunteerId, volunteerId) : undefined,
    facilityId ? eq(schedule.facilityId, facilityId) : undefined,
  ]);
  return rows
    .flatMap((row) => {
      const repeatsUntil = new Date(Math.min(to.getTime(), horizon.getTime()));
      const occurrences =
        row.startTime.getTime() >= horizon.getTime()
          ? occurrencesBetween({ ...row, isRecurring: false }, from, to, timeZone)
          : occurrencesBetween(
              row,
              from,
              repeatsUntil,
              timeZone,
              SCHEDULE_CALENDAR_LIMITS.maxOccurrencesPerSchedule,
            );
      return occurrences.map((occurrence) => ({ schedule: row, ...occurrence }));
    })
    .sort(byStartThenSchedule);
}

/**
 * True when `occurrence` overlaps one of `visits` (sorted, all equally long, so their ends are
 * sorted too): the first visit ending after it starts must start before it ends. Slots that
 * only touch do not clash.
 */
function overlapsAny(occurrence: Occurrence, visits: readonly Occurrence[]): boolean {
  let low = 0;
  let high = visits.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (visits[middle]!.endTime.getTime() > occurrence.startTime.getTime()) high = middle;
    else low = middle + 1;
  }
  const visit = visits[low];
  return visit !== undefined && visit.startTime.getTime() < occurrence.endTime.getTime();
}

/**
 * The occurrences of the volunteer's other PENDING and APPROVED schedules that overlap an
 * occurrence of the one being written, within RECURRENCE_HORIZON_MONTHS of its start: at most
 * SCHEDULE_CALENDAR_LIMITS.maxClashes, earliest first. A warning for the form; saving is not
 * refused. Volunteers are always asking about their own time.
 */
export async function scheduleClashes(
  ctx: ServiceContext,
  input: ClashInput,
): Promise<ScheduleOccurrence[]> {
  // The form's own rules and messages; the volunteer and facility are not checked here.
  const values = parseInput(scheduleInputSchema, {
    volunteerId: 'candidate',
    facilityId: 'candidate',
    status: 'PENDING',
    requestType: 'NEW',
    startTime: input.startTime,
    endTime: input.endTime,
    isRecurring: input.isRecurring ?? false,
    recurringPattern: input.recurringPattern ?? null,
    recurrenceEndDate: input.recurrenceEndDate ?? null,
  });
  refuseEndBeforeStart(values, ctx);
  const volunteerId = restrictedViewer(ctx.caller)?.userId ?? input.volunteerId?.trim();
  // No volunteer chosen yet: there is no one whose time could clash.
  if (!volunteerId || !isWellFormedId(schedule.volunteerId, volunteerId)) return [];
  const ignored = input.ignoreScheduleId?.trim();
  const timeZone = programmeTimeZone(ctx);
  const candidate: RecurringSlot = {
    ...values,
    startTime: new Date(values.startTime),
    endTime: new Date(values.endTime),
  };
  const horizon = addMonthsToInstant(candidate.startTime, RECURRENCE_HORIZON_MONTHS);
  const visits = occurrencesBetween(candidate, candidate.startTime, horizon, timeZone);
  const from = visits[0]!.startTime;
  const to = visits[visits.length - 1]!.endTime;
  const others = await schedulesTakingTime(ctx, [
    eq(schedule.volunteerId, volunteerId),
    ignored && isWellFormedId(schedule.id, ignored) ? ne(schedule.id, ignored) : undefined,
    mayOccurIn(from, to, to),
  ]);
  const { maxClashes } = SCHEDULE_CALENDAR_LIMITS;
  const clashes: ScheduleOccurrence[] = [];
  for (const other of others) {
    // Each schedule's earliest clashes are enough to give the earliest ones overall.
    let found = 0;
    for (const occurrence of occurrencesOf(other, from, to, timeZone)) {
      if (!overlapsAny(occurrence, visits)) continue;
      clashes.push({ schedule: other, ...occurrence });
      if (++found >= maxClashes) break;
    }
  }
  return clashes.sort(byStartThenSchedule).slice(0, maxClashes);
}
