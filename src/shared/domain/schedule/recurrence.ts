/**
 * Expanding a recurring schedule into its occurrences, the way phone calendars expand the feed's
 * `DTSTART;TZID=<zone>` + `RRULE:FREQ=<pattern>;UNTIL=<recurrenceUntil>` (RFC 5545 §3.3.10), so
 * the calendar screen, the clash warning and a subscribed phone all show the same visits:
 * - every occurrence starts at the first one's local wall-clock time in the programme's zone
 *   (a 10:00 weekly visit stays at 10:00 across daylight-saving changes), a time skipped by a
 *   change being read with the offset from before it and a repeated time as its first instance;
 * - every occurrence lasts exactly as long as the first (RFC 5545 §3.8.5.3: "exact duration");
 * - MONTHLY repeats on the same day of the month, and months without that day are skipped
 *   (RFC 5545: "Recurrence rules may generate recurrence instances with an invalid date ...
 *   Such recurrence instances MUST be ignored");
 * - the last occurrence is the last one starting on or before the end date, in the zone.
 */
import { daysInMonth, formatCalendarDate } from '../common/dates';
import {
  addDaysToWall,
  instantFromWallTime,
  wallTimeAsUtc,
  wallTimeIn,
  type WallTime,
} from '../common/zoned-time';
import type { RecurringPattern } from './schedule.enums';

/** Recurring schedules are shown (and checked for clashes) this far ahead, no further. */
export const RECURRENCE_HORIZON_MONTHS = 6;

export interface RecurringSlot {
  startTime: Date;
  endTime: Date;
  isRecurring: boolean;
  recurringPattern: RecurringPattern | null;
  /** The last local day it repeats on, 'YYYY-MM-DD'; null: no end. */
  recurrenceEndDate: string | null;
}

export interface Occurrence {
  startTime: Date;
  endTime: Date;
}

const DAY_MS = 86_400_000;
const STEP_DAYS = { DAILY: 1, WEEKLY: 7 } as const;

/** The local date of an instant in the zone, 'YYYY-MM-DD'. */
export function localDateOf(instant: Date, timeZone: string): string {
  return formatCalendarDate(wallTimeIn(instant, timeZone));
}

/** The instant the local day after `date` ('YYYY-MM-DD') begins in the zone. */
function startOfDayAfter(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = addDaysToWall({ year, month, day, hour: 0, minute: 0, second: 0 }, 1);
  return instantFromWallTime(next, timeZone);
}

/**
 * The RRULE's UNTIL for an end date: the last second of that local day, as an instant (to be
 * written in UTC, as RFC 5545 requires when DTSTART has a TZID). Every occurrence starting on
 * the end date is at or before it; the next day's are after it.
 */
export function recurrenceUntil(recurrenceEndDate: string, timeZone: string): Date {
  return new Date(startOfDayAfter(recurrenceEndDate, timeZone).getTime() - 1000);
}

/** True when the end date is before the local date of the first occurrence. */
export function recurrenceEndsBeforeStart(
  startTime: Date,
  recurrenceEndDate: string | null,
  timeZone: string,
): boolean {
  return recurrenceEndDate !== null && recurrenceEndDate < localDateOf(startTime, timeZone);
}

/** `instant` plus whole calendar months (UTC), clamped to the month's last day. */
export function addMonthsToInstant(instant: Date, months: number): Date {
  const result = new Date(instant.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  result.setUTCDate(Math.min(day, daysInMonth(result.getUTCFullYear(), result.getUTCMonth() + 1)));
  return result;
}

/** Where the recurrence of `slot` ends: occurrences start before this instant. */
function recurrenceStop(slot: RecurringSlot, timeZone: string): number {
  return slot.recurrenceEndDate === null
    ? Number.POSITIVE_INFINITY
    : startOfDayAfter(slot.recurrenceEndDate, timeZone).getTime();
}

/**
 * The local start of occurrence `index` (0 is the first), or null when that month has no such
 * day (MONTHLY only).
 */
function wallOf(first: WallTime, pattern: RecurringPattern, index: number): WallTime | null {
  if (pattern !== 'MONTHLY') return addDaysToWall(first, index * STEP_DAYS[pattern]);
  const months = first.year * 12 + (first.month - 1) + index;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  return first.day > daysInMonth(year, month) ? null : { ...first, year, month };
}

/**
 * An index at or before the first occurrence that can end after `notBefore`: the jump that
 * spares walking from a start years ago. Offsets differ by less than a day between any two
 * dates, so stepping back two periods (two months) is always early enough.
 */
function firstIndexNear(
  first: WallTime,
  start: Date,
  pattern: RecurringPattern,
  notBefore: number,
  timeZone: string,
): number {
  if (notBefore <= start.getTime()) return 0;
  if (pattern !== 'MONTHLY') {
    const periodMs = STEP_DAYS[pattern] * DAY_MS;
    return Math.max(0, Math.floor((notBefore - start.getTime()) / periodMs) - 2);
  }
  const target = wallTimeIn(new Date(notBefore), timeZone);
  const months = (target.year - first.year) * 12 + (target.month - first.month);
  return Math.max(0, months - 2);
}

/**
 * Every occurrence overlapping [from, to), earliest first, lazily. The first occurrence is the
 * slot itself, exactly as stored; later ones start at its wall time (milliseconds kept).
 */
export function* occurrencesOf(
  slot: RecurringSlot,
  from: Date,
  to: Date,
  timeZone: string,
): Generator<Occurrence> {
  const start = slot.startTime.getTime();
  const duration = slot.endTime.getTime() - start;
  const overlaps = (at: number) => at < to.getTime() && at + duration > from.getTime();
  const occurrence = (at: number) => ({
    startTime: new Date(at),
    endTime: new Date(at + duration),
  });
  // An unreadable time would never reach `stop` and loop for ever.
  if ([start, duration, from.getTime(), to.getTime()].some(Number.isNaN)) return;
  const pattern = slot.isRecurring ? slot.recurringPattern : null;
  if (!pattern) {
    if (overlaps(start)) yield occurrence(start);
    return;
  }
  // Occurrences must start before both the window's end and the recurrence's end.
  const stop = Math.min(to.getTime(), recurrenceStop(slot, timeZone));
  const first = wallTimeIn(slot.startTime, timeZone);
  const milliseconds = ((start % 1000) + 1000) % 1000;
  const notBefore = from.getTime() - duration;
  for (let index = firstIndexNear(first, slot.startTime, pattern, notBefore, timeZone); ; index++) {
    const wall = index === 0 ? first : wallOf(first, pattern, index);
    if (!wall) continue;
    const at = index === 0 ? start : instantFromWallTime(wall, timeZone).getTime() + milliseconds;
    // The first occurrence is always there (RFC 5545: DTSTART is the first instance).
    if (index > 0 && at >= stop) return;
    if (index === 0 && at >= to.getTime()) return;
    if (overlaps(at)) yield occurrence(at);
  }
}

/** Every occurrence of `slot` overlapping [from, to), earliest first, at most `limit`. */
export function occurrencesBetween(
  slot: RecurringSlot,
  from: Date,
  to: Date,
  timeZone: string,
  limit = Number.POSITIVE_INFINITY,
): Occurrence[] {
  const found: Occurrence[] = [];
  if (limit <= 0) return found;
  for (const occurrence of occurrencesOf(slot, from, to, timeZone)) {
    found.push(occurrence);
    if (found.length >= limit) break;
  }
  return found;
}

/** Whole local days from `from` to `to` in the zone, daylight-saving changes aside. */
export function localDaysBetween(from: Date, to: Date, timeZone: string): number {
  return (
    (wallTimeAsUtc(wallTimeIn(to, timeZone)) - wallTimeAsUtc(wallTimeIn(from, timeZone))) / DAY_MS
  );
}

/**
 * Far in the future: when a series with no end date finishes. Stored as a schedule's last end
 * time, it keeps "is a visit still to come?" a single comparison (Schedule Management's tabs).
 */
export const OPEN_ENDED = new Date('9999-12-31T23:59:59.000Z');

/**
 * When the last visit ends: a one-off's own end, the end of a series' last occurrence on or
 * before its end date, OPEN_ENDED for a series with no end date.
 */
export function lastVisitEnd(slot: RecurringSlot, timeZone: string): Date {
  if (!slot.isRecurring || !slot.recurringPattern) return slot.endTime;
  if (!slot.recurrenceEndDate) return OPEN_ENDED;
  const until = recurrenceUntil(slot.recurrenceEndDate, timeZone);
  // Monthly on the 31st can skip two months in a row: look back far enough for the last one.
  const from = new Date(Math.max(slot.startTime.getTime(), until.getTime() - 100 * DAY_MS));
  const last = occurrencesBetween(slot, from, new Date(until.getTime() + 1000), timeZone).at(-1);
  return last?.endTime ?? slot.endTime;
}
