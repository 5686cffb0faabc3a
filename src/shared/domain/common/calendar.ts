import {
  daysInMonth,
  formatCalendarDate,
  isCalendarDate,
  pad,
  parseInstant,
  utcCalendarDate,
  type CalendarDay,
} from './dates';

/**
 * Calendar arithmetic in the programme's time zone (product.md §14), with Intl only: "today",
 * "this month" and "last month" must not depend on the time zone of the browser or server.
 */

// Making a formatter costs far more than using one (it loads the zone's rules): one per zone.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function zonedParts(instant: Date, timeZone: string): CalendarDay {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes the parts as numbers; formatToParts keeps us independent of its layout.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function toDate(instant: Date | string): Date {
  const date = typeof instant === 'string' ? parseInstant(instant) : instant;
  if (!date || Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${instant}`);
  return date;
}

/** Today's date in the time zone, as 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatCalendarDate(zonedParts(toDate(now), timeZone));
}

/** The month an instant falls in, in the time zone, as 'YYYY-MM'. */
export function monthOf(instant: Date | string, timeZone: string): string {
  const { year, month } = zonedParts(toDate(instant), timeZone);
  return `${pad(year, 4)}-${pad(month)}`;
}

/** The 'YYYY-MM' month of a 'YYYY-MM-DD' date. */
export function monthOfDate(date: string): string {
  return date.slice(0, 7);
}

/**
 * A 'YYYY-MM-DD' date moved by whole months, clamped to the last day of the target month
 * (2026-03-31 minus one month is 2026-02-28), which is what PostgreSQL's `- interval '1 month'`
 * does, so screens and the server count the same programs.
 */
export function addMonths(date: string, months: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + Math.trunc(months);
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return formatCalendarDate({ year: targetYear, month: targetMonth, day: targetDay });
}

/** A 'YYYY-MM-DD' date moved by whole days, as PostgreSQL's `date + n` does. */
export function addDays(date: string, days: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // In UTC: a calendar date has no time of day, so daylight saving cannot shift it.
  return utcCalendarDate(new Date(Date.UTC(year, month - 1, day + Math.trunc(days))));
}
