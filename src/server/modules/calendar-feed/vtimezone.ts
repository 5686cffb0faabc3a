/**
 * A VTIMEZONE for an IANA zone, built from Intl (no zone database of our own): the zone's offset
 * is sampled once a day over the years the feed spans, each change found to the minute by
 * bisection, and written as one observance per change with its local start time. Clients that
 * know the zone by name use their own rules; the others (ical.js among them) use these.
 */
import { offsetMinutesAt, type WallTime } from '../../../shared/domain/common/zoned-time';
import { formatLocal, formatOffset, property } from './ical';

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface ZoneTransition {
  /** The first instant at the new offset. */
  at: Date;
  from: number;
  to: number;
}

/** Every change of the zone's UTC offset in [start, end). */
export function zoneTransitions(timeZone: string, start: Date, end: Date): ZoneTransition[] {
  const transitions: ZoneTransition[] = [];
  let before = offsetMinutesAt(start, timeZone);
  for (let time = start.getTime() + DAY; time < end.getTime() + DAY; time += DAY) {
    const offset = offsetMinutesAt(new Date(time), timeZone);
    if (offset === before) continue;
    // Zones change offset at most once a day: the change is in (time - DAY, time].
    let low = time - DAY;
    let high = time;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / (2 * MINUTE)) * MINUTE;
      if (offsetMinutesAt(new Date(middle), timeZone) === before) low = middle;
      else high = middle;
    }
    if (high < end.getTime()) transitions.push({ at: new Date(high), from: before, to: offset });
    before = offset;
  }
  return transitions;
}

/**
 * Whether an offset is summer time: above the zone's lowest offset in the surrounding year.
 * Only the observance's label depends on it; clients compute times from the offsets.
 */
function isDaylight(timeZone: string, at: Date, offset: number): boolean {
  let lowest = offset;
  for (let month = -6; month <= 6; month += 1) {
    lowest = Math.min(lowest, offsetMinutesAt(new Date(at.getTime() + month * 30 * DAY), timeZone));
  }
  return offset > lowest;
}

function utcFields(date: Date): WallTime {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

function observance(timeZone: string, at: Date, from: number, to: number): string[] {
  const kind = isDaylight(timeZone, at, to) ? 'DAYLIGHT' : 'STANDARD';
  // DTSTART is the local time of the change read at the offset being left (02:00 in spring).
  const localStart = utcFields(new Date(at.getTime() + from * MINUTE));
  return [
    `BEGIN:${kind}`,
    ...property('DTSTART', formatLocal(localStart)),
    ...property('TZOFFSETFROM', formatOffset(from)),
    ...property('TZOFFSETTO', formatOffset(to)),
    `END:${kind}`,
  ];
}

function yearStart(year: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, 0, 1);
  return date;
}

const cache = new Map<string, string[]>();

/**
 * The VTIMEZONE lines for `timeZone` from 1 January of `fromYear` to the end of `toYear`: an
 * observance at the start (so every time in the range is covered), then one per change. A zone
 * that never changes (UTC) gets a single STANDARD observance.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string[] {
  const key = `${timeZone}|${fromYear}|${toYear}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const start = yearStart(fromYear);
  const initial = offsetMinutesAt(start, timeZone);
  const transitions = zoneTransitions(timeZone, start, yearStart(toYear + 1));
  const lines = [
    'BEGIN:VTIMEZONE',
    ...property('TZID', timeZone),
    ...property('X-LIC-LOCATION', timeZone),
    ...observance(timeZone, start, initial, initial),
    ...transitions.flatMap(({ at, from, to }) => observance(timeZone, at, from, to)),
    'END:VTIMEZONE',
  ];
  // Few distinct zones and year ranges occur; the scan costs tens of milliseconds each.
  if (cache.size > 100) cache.clear();
  cache.set(key, lines);
  return lines;
}
