/**
 * Pure date helpers for the schedule calendar. Days are the programme's (decision 049): a day
 * is the first instant of a date on the programme's clock, and days are always found from the
 * date (year, month, day) and that zone's rules, never by adding 24 hours: a day across a
 * daylight-saving change lasts 23 or 25 hours. Weeks start on Sunday.
 */
import { daysInMonth, formatCalendarDate } from '../../../../../shared/domain/common/dates';
import {
  addDaysToWall,
  instantFromWallTime,
  wallTimeIn,
} from '../../../../../shared/domain/common/zoned-time';
import type { ScheduleStatus } from '../../../../../shared/domain/schedule/schedule.enums';
import { programmeTimeZone } from '../../../../lib/time-zone';

export type CalendarView = 'month' | 'week';

/** One occurrence of a schedule, as the calendar shows it. */
export interface CalendarEntry {
  /** Unique per occurrence (a recurring schedule has many entries with one scheduleId). */
  key: string;
  scheduleId: string;
  start: Date;
  end: Date;
  /** e.g. the volunteer's name */
  title: string;
  /** e.g. the facility's name */
  detail?: string;
  status: ScheduleStatus;
  recurring?: boolean;
}

interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** The programme's date of an instant. */
function dateOf(instant: Date): CalendarDate {
  const { year, month, day } = wallTimeIn(instant, programmeTimeZone());
  return { year, month, day };
}

/** The first instant of a date on the programme's clock (01:00 where a day starts at 01:00). */
function firstInstantOf(date: CalendarDate): Date {
  return instantFromWallTime({ ...date, hour: 0, minute: 0, second: 0 }, programmeTimeZone());
}

/** 0 (Sunday) to 6 (Saturday), the same in every zone. */
function weekdayOf({ year, month, day }: CalendarDate): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Midnight (the first instant) of the programme's day of `date`. */
export function startOfDay(date: Date): Date {
  return firstInstantOf(dateOf(date));
}

/** The day `days` calendar days after the day of `date` (its first instant). */
export function addDays(date: Date, days: number): Date {
  return firstInstantOf(addDaysToWall(dateOf(date), days));
}

/** The Sunday that starts the week of `date`. */
function startOfWeek(date: Date): Date {
  const day = dateOf(date);
  return firstInstantOf(addDaysToWall(day, -weekdayOf(day)));
}

export function isSameDay(a: Date, b: Date): boolean {
  return dayKey(a) === dayKey(b);
}

export function isSameMonth(a: Date, b: Date): boolean {
  const [first, second] = [dateOf(a), dateOf(b)];
  return first.year === second.year && first.month === second.month;
}

/** The programme's day of `date` as 'YYYY-MM-DD': a key for maps and element ids. */
export function dayKey(date: Date): string {
  return formatCalendarDate(dateOf(date));
}

/** The day of the month (1-31) of `date` in the programme's calendar. */
export function dayOfMonth(date: Date): number {
  return dateOf(date).day;
}

/** Every day of the weeks (Sunday to Saturday) that cover the month of `anchor`: 4 to 6 weeks. */
export function monthGridDays(anchor: Date): Date[] {
  const { year, month } = dateOf(anchor);
  const length = daysInMonth(year, month);
  const first = { year, month, day: 1 };
  const before = weekdayOf(first);
  const count = before + length + (6 - weekdayOf({ year, month, day: length }));
  return Array.from({ length: count }, (_, i) => firstInstantOf(addDaysToWall(first, i - before)));
}

/** The seven days, Sunday first, of the week of `anchor`. */
export function weekDays(anchor: Date): Date[] {
  const sunday = startOfWeek(anchor);
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

/** The days the view shows. */
export function viewDays(view: CalendarView, anchor: Date): Date[] {
  return view === 'month' ? monthGridDays(anchor) : weekDays(anchor);
}

/** The instants the view shows: [from, to), the programme's days. Weeks start on Sunday. */
export function visibleRange(view: CalendarView, anchor: Date): { from: Date; to: Date } {
  const days = viewDays(view, anchor);
  return { from: days[0]!, to: addDays(days[days.length - 1]!, 1) };
}

/**
 * The anchor one period before (-1) or after (+1). A month keeps the day of the month where it
 * can (31 March → 30 April), so switching back to the week view stays near the same date.
 */
export function shiftAnchor(view: CalendarView, anchor: Date, step: number): Date {
  if (view === 'week') return addDays(anchor, 7 * step);
  const { year, month, day } = dateOf(anchor);
  const index = year * 12 + (month - 1) + step;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return firstInstantOf({ ...target, day: Math.min(day, daysInMonth(target.year, target.month)) });
}

/**
 * The entries of each day, keyed by dayKey, each list in start order (then end, then title).
 * An entry is on every day it overlaps: one from 22:00 to 02:00 is on both days, one that ends
 * at midnight only on the first. An entry with no length is on the day it starts. Entries
 * outside the days, and entries with an invalid date, are left out.
 */
export function entriesByDay(
  entries: readonly CalendarEntry[],
  days: readonly Date[],
): Map<string, CalendarEntry[]> {
  const byDay = new Map<string, CalendarEntry[]>(days.map((day) => [dayKey(day), []]));
  if (days.length === 0) return byDay;
  const rangeStart = startOfDay(days[0]!);
  const rangeEnd = addDays(days[days.length - 1]!, 1);
  for (const entry of entries) {
    const start = entry.start.getTime();
    const end = Math.max(entry.end.getTime(), start);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    let day = start < rangeStart.getTime() ? rangeStart : startOfDay(entry.start);
    for (; day < rangeEnd; day = addDays(day, 1)) {
      // The day it starts always holds the entry; a later day only if it lasts into it.
      if (day.getTime() > start && day.getTime() >= end) break;
      byDay.get(dayKey(day))?.push(entry);
    }
  }
  for (const list of byDay.values()) list.sort(compareEntries);
  return byDay;
}

function compareEntries(a: CalendarEntry, b: CalendarEntry): number {
  return (
    a.start.getTime() - b.start.getTime() ||
    a.end.getTime() - b.end.getTime() ||
    a.title.localeCompare(b.title) ||
    a.key.localeCompare(b.key)
  );
}

// Formatters are made per call, in the programme's zone (which tests change): a few dozen per
// render cost far less than a frame.
function format(locale: string | undefined, options: Intl.DateTimeFormatOptions, date: Date) {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: programmeTimeZone() }).format(
    date,
  );
}

function formatRange(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
  from: Date,
  to: Date,
): string {
  const formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: programmeTimeZone() });
  // formatRange is in every browser since 2021; older ones get the two ends joined.
  return typeof formatter.formatRange === 'function'
    ? formatter.formatRange(from, to)
    : `${formatter.format(from)} – ${formatter.format(to)}`;
}

/** 'March 2026', or the week: '8–14 March 2026' / '29 March – 4 April 2026' (en-GB). */
export function periodTitle(view: CalendarView, anchor: Date, locale?: string): string {
  if (view === 'month') return format(locale, { month: 'long', year: 'numeric' }, anchor);
  const sunday = startOfWeek(anchor);
  const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  return formatRange(locale, options, sunday, addDays(sunday, 6));
}

/** 'Monday 9 March' (en-GB) / 'Monday, March 9' (en-US). */
export function dayLabel(day: Date, locale?: string): string {
  return format(locale, { weekday: 'long', day: 'numeric', month: 'long' }, day);
}

/** The weekday names, Sunday first: { short: 'Sun', long: 'Sunday' }. */
export function weekdayNames(locale?: string): { short: string; long: string }[] {
  // 1 March 2026 is a Sunday (on the programme's clock, as they are written).
  return Array.from({ length: 7 }, (_, i) => {
    const day = firstInstantOf({ year: 2026, month: 3, day: 1 + i });
    return {
      short: format(locale, { weekday: 'short' }, day),
      long: format(locale, { weekday: 'long' }, day),
    };
  });
}

/**
 * The hours of an entry in the locale's short time: '9:00 – 11:00 AM' (en-US), '09:00–11:00'
 * (en-GB). One that runs past midnight names the weekdays: 'Mon 10:00 PM – Tue 2:00 AM'.
 * Ending at midnight is the same day: '22:00 – 00:00'.
 */
export function timeRangeLabel(entry: Pick<CalendarEntry, 'start' | 'end'>, locale?: string) {
  const { start } = entry;
  const end = entry.end < start ? start : entry.end;
  const time = { timeStyle: 'short' } as const;
  if (end.getTime() === start.getTime()) return format(locale, time, start);
  if (isSameDay(start, end)) return formatRange(locale, time, start, end);
  if (isSameDay(start, new Date(end.getTime() - 1))) {
    return `${format(locale, time, start)} – ${format(locale, time, end)}`;
  }
  const withDay = (date: Date) =>
    `${format(locale, { weekday: 'short' }, date)} ${format(locale, time, date)}`;
  return `${withDay(start)} – ${withDay(end)}`;
}
