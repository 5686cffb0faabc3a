/**
 * How every page writes dates and times (decision 049): one format, 'Sat, Jan 9, 2027, 4:00 PM',
 * the one the server's warnings and e-mails use too (shared/domain/common/date-text.ts, decision
 * 098), and instants always in the programme's time zone (time-zone.ts). The `timeZone`
 * arguments are for tests; pages leave them.
 *
 * Programs and incident reports hold a date ('YYYY-MM-DD') and clock times ('HH:mm') that are
 * already the programme's local time: formatDay and formatClock write them as they are, never
 * moved to another zone.
 */
import { todayIn } from '../../shared/domain/common/calendar';
import {
  clockText,
  dayText,
  instantClockText,
  instantDayText,
  instantText,
} from '../../shared/domain/common/date-text';
import { programmeTimeZone } from './time-zone';

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
  return date ? instantDayText(date, timeZone) : '';
}

/** '4:00 PM': the programme's clock time of an instant; '' for none. */
export function formatTime(value: Instant | null | undefined, timeZone = programmeTimeZone()) {
  const date = toDate(value);
  return date ? instantClockText(date, timeZone) : '';
}

/** 'Sat, Jan 9, 2027, 4:00 PM': an instant in the programme's time; '' for none. */
export function formatDateTime(value: Instant | null | undefined, timeZone = programmeTimeZone()) {
  const date = toDate(value);
  return date ? instantText(date, timeZone) : '';
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
export const formatDay = dayText;

/** '16:00' → '4:00 PM'; as given when it is not a clock time. */
export const formatClock = clockText;

/** '16:00', '18:30' → '4:00 PM – 6:30 PM'. */
export function formatClockRange(start: string, end: string): string {
  return `${formatClock(start)} – ${formatClock(end)}`;
}
