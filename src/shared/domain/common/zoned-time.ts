/**
 * Wall-clock time in a named time zone (IANA, e.g. 'America/New_York'), with Intl only.
 * Recurring schedules repeat at the same local time in the programme's zone (product.md §14), so a
 * 10:00 weekly visit stays at 10:00 across a daylight-saving change; these turn local times into
 * instants and back. Gaps and overlaps follow RFC 5545 §3.3.5, as phone calendars do.
 */

export interface WallTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local date and time an instant shows in the zone. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
    second: part('second'),
  };
}

/** The wall time read as if it were UTC, in milliseconds (years 0-99 included). */
export function wallTimeAsUtc(wall: WallTime): number {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return date.getTime();
}

/** Minutes the zone is ahead of UTC at the instant (-300 for New York in winter). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  return Math.round((wallTimeAsUtc(wallTimeIn(whole, timeZone)) - whole.getTime()) / 60_000);
}

const DAY_MS = 86_400_000;

/**
 * The instant at which the zone's clocks show the wall time. A time skipped by a change to
 * summer time is read with the offset from before the gap (02:30 becomes 03:30); a time that
 * happens twice is the first of the two (RFC 5545 §3.3.5).
 */
export function instantFromWallTime(wall: WallTime, timeZone: string): Date {
  const asUtc = wallTimeAsUtc(wall);
  // Zones change offset at most once within a day either side of any moment.
  const before = offsetMinutesAt(new Date(asUtc - DAY_MS), timeZone);
  const after = offsetMinutesAt(new Date(asUtc + DAY_MS), timeZone);
  const candidates = [before, after]
    .map((offset) => asUtc - offset * 60_000)
    .filter(
      (candidate) => asUtc - offsetMinutesAt(new Date(candidate), timeZone) * 60_000 === candidate,
    );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(asUtc - before * 60_000);
}

/** The calendar day `days` after a 'YYYY-MM-DD'-style wall date (negative: before). */
export function addDaysToWall<T extends Pick<WallTime, 'year' | 'month' | 'day'>>(
  wall: T,
  days: number,
): T {
  const date = new Date(0);
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day + days);
  return {
    ...wall,
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
}

/** True when the zone name is one Intl knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}
