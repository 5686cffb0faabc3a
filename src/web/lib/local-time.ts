/**
 * Date-and-time inputs (`<input type="datetime-local">`) hold a wall-clock time with no zone,
 * e.g. '2026-03-06T09:00'. Schedules are instants (product.md §14), so the form adds this
 * device's offset when it sends them, and shows stored instants in this device's time.
 */
import { localCalendarDate, pad } from '../../shared/domain/common/dates';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * '2026-03-06T09:00' → '2026-03-06T09:00:00-08:00' (this device's offset at that moment).
 * Empty stays empty and anything else is returned as typed, so validation names the problem.
 */
export function localInputToInstant(text: string): string {
  const match = LOCAL_INPUT.exec(text.trim());
  if (!match) return text.trim();
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const local = new Date(year!, month! - 1, day!, hour!, minute!, second!);
  // A date such as 30 February rolls over in Date: leave it for validation to refuse.
  if (local.getDate() !== day || local.getMonth() !== month! - 1) return text.trim();
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const size = Math.abs(offset);
  return (
    `${localCalendarDate(local)}` +
    `T${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}` +
    `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`
  );
}

/** A stored instant as a datetime-local value in this device's time, e.g. '2026-03-06T09:00'. */
export function instantToLocalInput(instant: string | Date | null | undefined): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  return `${localCalendarDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The calendar date part of a datetime-local value ('' when there is none). */
export function localInputDate(text: string): string {
  return LOCAL_INPUT.test(text.trim()) ? text.trim().slice(0, 10) : '';
}

const DAY_AND_TIME = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const TIME_ONLY = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** 'Fri, 6 Mar 2026, 09:00 – 11:00', with the end's date too when it falls on another day. */
export function formatTimeRange(start: string | Date, end: string | Date | null): string {
  const from = new Date(start);
  if (!end) return DAY_AND_TIME.format(from);
  const to = new Date(end);
  const sameDay = from.toDateString() === to.toDateString();
  return `${DAY_AND_TIME.format(from)} – ${(sameDay ? TIME_ONLY : DAY_AND_TIME).format(to)}`;
}
