/**
 * How every page writes dates and times (decision 049): one format, 'Sat, Jan 9, 2027, 4:00 PM'
 * in the device's language, and instants always in the programme's time zone (time-zone.ts), as
 * e-mails and calendar feeds write them. The `timeZone` arguments are for tests; pages leave them.
 *
 * Programs and incident reports hold a date ('YYYY-MM-DD') and clock times ('HH:mm') that are
 * already the programme's local time: formatDay and formatClock write them as they are, never
 * moved to another zone.
 */
import { todayIn } from '../../shared/domain/common/calendar';
import { isCalendarDate, isClockTime } from '../../shared/domain/common/dates';
import { programmeTimeZone } from './time-zone';

const DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
const CLOCK = { hour: 'numeric', minute: '2-digit' } as const;
const FORMATS = { day: DAY, clock: CLOCK, dayAndClock: { ...DAY, ...CLOCK } } as const;
type Format = keyof typeof FORMATS;

// Making a formatter costs far more than using one (it loads the zone's rules): one per kind
// and zone, made when first needed.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(format: Format, timeZone: string): Intl.DateTimeFormat {
  const key = `${format}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, { ...FORMATS[format], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An instant as the API sends it (ISO 8601 text) or as a Date. */
export type Instant = string | Date;

function toDate(value: Instant | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Sat, Jan 9, 2027': the programme's day of an instant; '' for none. */
export function formatDate(value: Instant | null | undefined, timeZone = programmeTimeZone()) {
  const date = toDate(value);
  return date ? formatterFor('day', timeZone).format(date) : '';
}

/** '4:00 PM': the programme's clock time of an instant; '' for none. */
export function formatTime(value: Instant | null | undefined, timeZone = programmeTimeZone()) {
  const date = toDate(value);
  return date ? formatterFor('clock', timeZone).format(date) : '';
}

/** 'Sat, Jan 9, 2027, 4:00 PM': an instant in the programme's time; '' for none. */
export function formatDateTime(value: Instant | null | undefined, timeZone = programmeTimeZone()) {
  const date = toDate(value);
  return date ? formatterFor('dayAndClock', timeZone).format(date) : '';
}

/**
 * 'Sat, Jan 9, 2027, 4:00 PM – 6:30 PM', with the end's date too when it falls on another day
 * of the programme's calendar; the start alone when there is no end.
 */
export function formatTimeRange(
  start: Instant,
  end: Instant | null | undefined,
  timeZone = programmeTimeZone(),
): string {
  const from = formatDateTime(start, timeZone);
  const to = toDate(end);
  const startDate = toDate(start);
  if (!to || !startDate) return from;
  const sameDay = todayIn(timeZone, startDate) === todayIn(timeZone, to);
  return `${from} – ${sameDay ? formatTime(to, timeZone) : formatDateTime(to, timeZone)}`;
}

/** The programme's today as 'YYYY-MM-DD': what program dates and follow-ups are compared with. */
export function programmeToday(now: Date = new Date(), timeZone = programmeTimeZone()): string {
  return todayIn(timeZone, now);
}

/** '2027-01-09' → 'Sat, Jan 9, 2027'; as given when it is not a date. Never moves a day. */
export function formatDay(date: string): string {
  if (!isCalendarDate(date)) return date;
  // Read and written in UTC: a date has no time of day for a zone's offset to move.
  return formatterFor('day', 'UTC').format(new Date(`${date}T00:00:00Z`));
}

/** '16:00' → '4:00 PM'; as given when it is not a clock time. */
export function formatClock(time: string): string {
  if (!isClockTime(time)) return time;
  return formatterFor('clock', 'UTC').format(new Date(`1970-01-01T${time}:00Z`));
}

/** '16:00', '18:30' → '4:00 PM – 6:30 PM'. */
export function formatClockRange(start: string, end: string): string {
  return `${formatClock(start)} – ${formatClock(end)}`;
}
