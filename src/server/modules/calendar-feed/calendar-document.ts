/**
 * The iCalendar text of a volunteer's feed: their approved visits, in the programme's time zone.
 * Only the facility's name and address go out: feeds end up in third-party calendar apps, so
 * notes, clients and anything else typed about people stay in the dashboard (decision 012).
 */
import {
  offsetMinutesAt,
  wallTimeAsUtc,
  wallTimeIn,
} from '../../../shared/domain/common/zoned-time';
import { recurrenceUntil } from '../../../shared/domain/schedule/recurrence';
import type { RecurringPattern } from '../../../shared/domain/schedule/schedule.enums';
import { escapeText, formatLocal, formatUtc, property, serialize } from './ical';
import { vtimezone } from './vtimezone';

export interface FeedVisit {
  id: string;
  startTime: Date;
  endTime: Date;
  isRecurring: boolean;
  recurringPattern: RecurringPattern | null;
  /** 'YYYY-MM-DD': the last local day a recurring visit repeats on, inclusive. */
  recurrenceEndDate: string | null;
  version: number;
  updatedAt: Date;
  facilityName: string;
  facilityAddress: string;
}

export interface CalendarOptions {
  timeZone: string;
  /** The host of BASE_URL: event UIDs are `<schedule id>@<host>`, unique across installations. */
  host: string;
  now?: Date;
}

const CALENDAR_NAME = 'Outreach visits';
const PRODID = '-//Outreach Dashboard//Calendar feed//EN';
// How far the VTIMEZONE reaches: two years past the last dated visit, ten for endless ones.
const YEARS_AHEAD = 2;
const MAX_YEARS_AHEAD = 10;
const MAX_YEARS_BACK = 30;

const isRecurring = (
  visit: FeedVisit,
): visit is FeedVisit & { recurringPattern: RecurringPattern } =>
  visit.isRecurring && visit.recurringPattern !== null;

const DAY_MS = 86_400_000;

/** True when the zone's clocks show this instant's local time at no other instant. */
function isUnambiguous(instant: Date, timeZone: string): boolean {
  const local = wallTimeAsUtc(wallTimeIn(instant, timeZone));
  // Offsets change at most once within a day either side: these are all it can be read at.
  const offsets = new Set(
    [-DAY_MS, 0, DAY_MS].map((shift) =>
      offsetMinutesAt(new Date(instant.getTime() + shift), timeZone),
    ),
  );
  const readings = [...offsets]
    .map((offset) => local - offset * 60_000)
    .filter((at) => wallTimeAsUtc(wallTimeIn(new Date(at), timeZone)) === local);
  return readings.length === 1;
}

/** DTSTART or DTEND: local time with TZID, or UTC for a one-off visit in a repeated hour. */
function dateTime(name: string, instant: Date, timeZone: string, recurring: boolean): string[] {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  // In the hour repeated when clocks go back, RFC 5545 reads a local time as the first of the
  // two instants, but clients differ (ical.js takes the second): a one-off visit there is
  // written in UTC, exact everywhere. A recurring one needs the zone to follow local time.
  if (!recurring && !isUnambiguous(whole, timeZone)) return property(name, formatUtc(whole));
  return property(name, formatLocal(wallTimeIn(whole, timeZone)), { TZID: timeZone });
}

/** The rule the dashboard expands too (recurrence.ts): UNTIL is the end date's last second. */
function rrule(visit: FeedVisit & { recurringPattern: RecurringPattern }, timeZone: string) {
  const until = visit.recurrenceEndDate
    ? `;UNTIL=${formatUtc(recurrenceUntil(visit.recurrenceEndDate, timeZone))}`
    : '';
  return property('RRULE', `FREQ=${visit.recurringPattern}${until}`);
}

function vevent(visit: FeedVisit, options: CalendarOptions): string[] {
  const { timeZone } = options;
  const recurring = isRecurring(visit);
  return [
    'BEGIN:VEVENT',
    ...property('UID', `${visit.id}@${options.host}`),
    ...property('DTSTAMP', formatUtc(visit.updatedAt)),
    ...property('SEQUENCE', String(visit.version)),
    ...dateTime('DTSTART', visit.startTime, timeZone, recurring),
    ...dateTime('DTEND', visit.endTime, timeZone, recurring),
    ...(isRecurring(visit) ? rrule(visit, timeZone) : []),
    ...property('SUMMARY', escapeText(`Visit: ${visit.facilityName}`)),
    ...property('LOCATION', escapeText(visit.facilityAddress)),
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

/** The years the VTIMEZONE must cover for these visits. */
function yearRange(visits: readonly FeedVisit[], timeZone: string, now: Date) {
  const thisYear = wallTimeIn(now, timeZone).year;
  let earliest = thisYear;
  let latest = thisYear;
  for (const visit of visits) {
    earliest = Math.min(earliest, wallTimeIn(visit.startTime, timeZone).year);
    const last = !isRecurring(visit)
      ? wallTimeIn(visit.endTime, timeZone).year
      : visit.recurrenceEndDate
        ? Number(visit.recurrenceEndDate.slice(0, 4))
        : Number.POSITIVE_INFINITY;
    latest = Math.max(latest, last);
  }
  return {
    fromYear: Math.max(earliest - 1, thisYear - MAX_YEARS_BACK),
    toYear: Math.min(latest + YEARS_AHEAD, thisYear + MAX_YEARS_AHEAD),
  };
}

export function calendarDocument(visits: readonly FeedVisit[], options: CalendarOptions): string {
  const { timeZone } = options;
  const { fromYear, toYear } = yearRange(visits, timeZone, options.now ?? new Date());
  return serialize([
    'BEGIN:VCALENDAR',
    ...property('PRODID', PRODID),
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...property('X-WR-CALNAME', escapeText(CALENDAR_NAME)),
    ...property('X-WR-TIMEZONE', timeZone),
    // Subscribed calendars poll: ask for hourly (most clients choose their own pace anyway).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...vtimezone(timeZone, fromYear, toYear),
    ...visits.flatMap((visit) => vevent(visit, options)),
    'END:VCALENDAR',
  ]);
}
