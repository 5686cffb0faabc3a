import { z } from 'zod';

/**
 * Dates ('YYYY-MM-DD'), clock times ('HH:mm') and instants (ISO 8601 with an offset) as the
 * forms send them. Dates and times are checked by hand rather than with Date.parse, which
 * quietly rolls 2026-02-30 over to March and reads two-digit years as 19xx.
 */
export const DATE_MESSAGES = {
  invalidDate: 'Must be a valid date (YYYY-MM-DD)',
  invalidTime: 'Must be a valid time (HH:mm)',
  invalidInstant: 'Must be a valid date and time with a time zone',
} as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const INSTANT_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d{1,9}))?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/i;

/**
 * A whole number ≥ 0 with zeros in front to `width` digits: pad(7) is '07', pad(12, 4) is
 * '0012'; longer numbers stay whole. For dates, times and offsets. A negative number would come
 * out as '0-5', so offsets pass Math.abs and write their sign themselves.
 */
export function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** A calendar day, month 1-12 (as people count, unlike Date's 0-11). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * 'YYYY-MM-DD' for a day, the year always four digits ('0999-01-05'), as the forms, the API and
 * PostgreSQL write dates and as string comparison needs to order them.
 */
export function formatCalendarDate({ year, month, day }: CalendarDay): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The day `date` falls on in this device's (or server process's) own time zone, 'YYYY-MM-DD'.
 * For what the person at the screen calls today; the programme's day is todayIn (calendar.ts),
 * and an instant's day in the programme's zone is localDateOf (recurrence.ts).
 */
export function localCalendarDate(date: Date): string {
  return formatCalendarDate({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
  });
}

/**
 * The day `date` falls on in UTC, 'YYYY-MM-DD'. For arithmetic on calendar days held as UTC
 * midnights, where no time zone's daylight-saving change can move the day.
 */
export function utcCalendarDate(date: Date): string {
  return formatCalendarDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}

/**
 * The number of days in a month, month 1-12 as in 'YYYY-MM-DD' (callers holding Date's 0-11
 * add 1); 0 for a month out of range. Gregorian leap years: 2024 and 2000, not 1900.
 */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** True for a real calendar day written 'YYYY-MM-DD' (year 0001 to 9999; PostgreSQL has no year 0). */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True for a 24-hour clock time written 'HH:mm'. */
export function isClockTime(text: string): boolean {
  return TIME_PATTERN.test(text);
}

/** Minutes after midnight of an 'HH:mm' time, or null when it is not one. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const match = typeof time === 'string' ? TIME_PATTERN.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 'HH:mm' for a number of minutes, wrapping past midnight in either direction. */
export function formatMinutesOfDay(minutes: number): string {
  const wrapped = ((Math.trunc(minutes) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}

/** The instant an ISO 8601 text with offset names, or null when it is not one. */
export function parseInstant(text: string): Date | null {
  const match = INSTANT_PATTERN.exec(text);
  if (!match || !isCalendarDate(match[1] ?? '')) return null;
  const [year, month, day] = (match[1] ?? '').split('-').map(Number) as [number, number, number];
  const milliseconds = Number(((match[5] ?? '') + '000').slice(0, 3));
  const utc = new Date(0);
  // setUTCFullYear, because Date.UTC reads years 0-99 as 1900-1999.
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(Number(match[2]), Number(match[3]), Number(match[4] ?? 0), milliseconds);
  const zone = (match[6] ?? 'Z').toUpperCase();
  const sign = zone.startsWith('-') ? -1 : 1;
  const offsetMinutes =
    zone === 'Z' ? 0 : sign * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  const instant = new Date(utc.getTime() - offsetMinutes * 60_000);
  // 0001-01-01T00:00+14:00 is still in year 0 in UTC, which the database cannot store.
  const utcYear = instant.getUTCFullYear();
  return utcYear >= 1 && utcYear <= 9999 ? instant : null;
}

function trimmedOrEmpty(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
}

function formatted(required: string, invalid: string, test: (text: string) => boolean) {
  return z.string({ error: required }).min(1, { error: required }).refine(test, { error: invalid });
}

/** A required 'YYYY-MM-DD' date with the form's message when missing. */
export function requiredDate(message: string) {
  return z.preprocess(
    trimmedOrEmpty,
    formatted(message, DATE_MESSAGES.invalidDate, isCalendarDate),
  );
}

/** An optional 'YYYY-MM-DD' date: empty or missing is stored as null. */
export function optionalDate() {
  return z.preprocess(
    (value) => trimmedOrEmpty(value) ?? null,
    formatted(DATE_MESSAGES.invalidDate, DATE_MESSAGES.invalidDate, isCalendarDate).nullable(),
  );
}

/** A required 'HH:mm' time with the form's message when missing. */
export function requiredTime(message: string) {
  return z.preprocess(trimmedOrEmpty, formatted(message, DATE_MESSAGES.invalidTime, isClockTime));
}

/** Dates read back from the database arrive as Date objects; they are instants too. */
function instantText(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString();
  return trimmedOrEmpty(value);
}

/** Output is always the UTC form (toISOString), so stored and compared instants look alike. */
function instant(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .transform((text, ctx) => {
      const parsed = parseInstant(text);
      if (parsed) return parsed.toISOString();
      ctx.issues.push({ code: 'custom', message: DATE_MESSAGES.invalidInstant, input: text });
      return z.NEVER;
    });
}

/** A required instant (ISO 8601 with 'Z' or an offset) with the form's message when missing. */
export function requiredInstant(message: string) {
  return z.preprocess(instantText, instant(message));
}

/** An optional instant: empty or missing is stored as null. */
export function optionalInstant() {
  return z.preprocess(
    (value) => instantText(value) ?? null,
    instant(DATE_MESSAGES.invalidInstant).nullable(),
  );
}
