/**
 * Date-and-time inputs (`<input type="datetime-local">`) hold a wall-clock time with no zone,
 * e.g. '2026-03-06T09:00'. Schedules are instants (product.md §14), and what an admin types is
 * the programme's time (decision 049): 10:00 typed on a phone set to UTC is 10:00 in New York
 * for a programme there. So the form adds the programme zone's offset at that moment when it
 * sends a time, and shows stored instants on the programme's clock.
 */
import { formatCalendarDate, pad } from '../../shared/domain/common/dates';
import {
  instantFromWallTime,
  offsetMinutesAt,
  wallTimeIn,
  type WallTime,
} from '../../shared/domain/common/zoned-time';
import { programmeTimeZone } from './time-zone';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The wall time a datetime-local value names, or null when it is not a whole, real one. */
function parseLocalInput(text: string): WallTime | null {
  const match = LOCAL_INPUT.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = {
    year: year!,
    month: month!,
    day: day!,
    hour: hour!,
    minute: minute!,
    second: second!,
  };
  // 30 February would roll over to March: leave it for validation to refuse.
  const roundTrip = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  if (roundTrip.getUTCDate() !== wall.day || roundTrip.getUTCMonth() !== wall.month - 1)
    return null;
  if (wall.hour > 23 || wall.minute > 59 || wall.second > 59) return null;
  return wall;
}

/** An instant as the programme's wall time with that moment's offset: '…T09:00:00-05:00'. */
function instantWithOffset(instant: Date, timeZone: string): string {
  const wall = wallTimeIn(instant, timeZone);
  const offset = offsetMinutesAt(instant, timeZone);
  const size = Math.abs(offset);
  return (
    `${formatCalendarDate(wall)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` +
    `${offset >= 0 ? '+' : '-'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`
  );
}

/**
 * '2026-03-06T09:00' → '2026-03-06T09:00:00-05:00' (the programme zone's offset at that moment).
 * A time skipped when the clocks go forward is read as the hour after (02:30 → 03:30), as phone
 * calendars do. Empty stays empty and anything else is returned as typed, so validation names
 * the problem.
 */
export function localInputToInstant(text: string, timeZone = programmeTimeZone()): string {
  const wall = parseLocalInput(text);
  if (!wall) return text.trim();
  return instantWithOffset(instantFromWallTime(wall, timeZone), timeZone);
}

/** A stored instant as a datetime-local value on the programme's clock, e.g. '2026-03-06T09:00'. */
export function instantToLocalInput(
  instant: string | Date | null | undefined,
  timeZone = programmeTimeZone(),
): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const wall = wallTimeIn(date, timeZone);
  return `${formatCalendarDate(wall)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * The datetime-local value `ms` after the time typed, e.g. the end one hour after the start;
 * '' when the text is not a whole time yet.
 */
export function localInputAfter(text: string, ms: number, timeZone = programmeTimeZone()): string {
  const wall = parseLocalInput(text);
  if (!wall) return '';
  const instant = instantFromWallTime(wall, timeZone);
  return instantToLocalInput(new Date(instant.getTime() + ms), timeZone);
}

/** The calendar date part of a datetime-local value ('' when there is none). */
export function localInputDate(text: string): string {
  return LOCAL_INPUT.test(text.trim()) ? text.trim().slice(0, 10) : '';
}
