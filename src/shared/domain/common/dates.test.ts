import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGES,
  daysInMonth,
  formatCalendarDate,
  formatMinutesOfDay,
  isCalendarDate,
  localCalendarDate,
  pad,
  utcCalendarDate,
  isClockTime,
  minutesOfDay,
  optionalDate,
  optionalInstant,
  parseInstant,
  requiredDate,
  requiredInstant,
  requiredTime,
} from './dates';

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('calendar dates', () => {
  it.each(['2026-01-31', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])(
    'accepts %s',
    (date) => expect(isCalendarDate(date)).toBe(true),
  );

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-5',
    '26-01-05',
    '2026-01-05T00:00:00Z',
    ' 2026-01-05',
  ])('refuses %s', (date) => expect(isCalendarDate(date)).toBe(false));

  it('requires a date with the form message and checks its format', () => {
    const schema = requiredDate('Date is required');
    expect(schema.parse(' 2026-03-01 ')).toBe('2026-03-01');
    expect(messageOf(schema.safeParse(''))).toBe('Date is required');
    expect(messageOf(schema.safeParse(undefined))).toBe('Date is required');
    expect(messageOf(schema.safeParse(null))).toBe('Date is required');
    expect(messageOf(schema.safeParse('2026-02-30'))).toBe(DATE_MESSAGES.invalidDate);
    expect(messageOf(schema.safeParse(20260301))).toBe('Date is required');
  });

  it('stores an empty optional date as null', () => {
    const schema = optionalDate();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse('2026-03-01')).toBe('2026-03-01');
    expect(messageOf(schema.safeParse('31/12/2026'))).toBe('Must be a valid date (YYYY-MM-DD)');
  });
});

describe('clock times', () => {
  it.each([
    ['00:00', 0],
    ['09:05', 545],
    ['23:59', 1439],
  ])('%s is %i minutes after midnight', (time, minutes) => {
    expect(isClockTime(time)).toBe(true);
    expect(minutesOfDay(time)).toBe(minutes);
  });

  it.each(['24:00', '9:05', '12:60', '12:00:00', '', 'noon'])('refuses %s', (time) => {
    expect(isClockTime(time)).toBe(false);
    expect(minutesOfDay(time)).toBeNull();
  });

  it('formats minutes and wraps past midnight both ways', () => {
    expect(formatMinutesOfDay(545)).toBe('09:05');
    expect(formatMinutesOfDay(1440 + 30)).toBe('00:30');
    expect(formatMinutesOfDay(-30)).toBe('23:30');
  });

  it('requires a time with the form message and checks its format', () => {
    const schema = requiredTime('Time is required');
    expect(schema.parse('14:30')).toBe('14:30');
    expect(messageOf(schema.safeParse(' '))).toBe('Time is required');
    expect(messageOf(schema.safeParse('25:00'))).toBe('Must be a valid time (HH:mm)');
  });
});

describe('instants', () => {
  it('reads Z and offsets as the same instant', () => {
    expect(parseInstant('2026-03-01T10:00:00Z')?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(parseInstant('2026-03-01T12:00:00+02:00')?.toISOString()).toBe(
      '2026-03-01T10:00:00.000Z',
    );
    expect(parseInstant('2026-02-28T19:30-08:00')?.toISOString()).toBe('2026-03-01T03:30:00.000Z');
    expect(parseInstant('2026-03-01T10:00:00.5z')?.toISOString()).toBe('2026-03-01T10:00:00.500Z');
  });

  it('keeps years below 100 as written', () => {
    expect(parseInstant('0050-06-01T00:00:00Z')?.getUTCFullYear()).toBe(50);
  });

  it('refuses an instant that falls outside years 1 to 9999 in UTC (the database has no year 0)', () => {
    expect(parseInstant('0001-01-01T00:00:00+14:00')).toBeNull();
    expect(parseInstant('9999-12-31T23:00:00-02:00')).toBeNull();
    expect(parseInstant('0001-01-01T00:00:00Z')?.getUTCFullYear()).toBe(1);
    expect(parseInstant('9999-12-31T23:59:59Z')?.getUTCFullYear()).toBe(9999);
  });

  it.each([
    '2026-03-01T10:00:00',
    '2026-03-01 10:00:00Z',
    '2026-02-30T10:00:00Z',
    '2026-03-01T24:00:00Z',
    '2026-03-01T10:00:00+0200',
    '2026-03-01',
    'yesterday',
  ])('refuses %s', (text) => expect(parseInstant(text)).toBeNull());

  it('requires an instant, stores it in UTC form and accepts dates read from the database', () => {
    const schema = requiredInstant('Start time is required');
    expect(schema.parse('2026-03-01T12:00:00+02:00')).toBe('2026-03-01T10:00:00.000Z');
    expect(schema.parse(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-01T10:00:00.000Z');
    expect(messageOf(schema.safeParse(''))).toBe('Start time is required');
    expect(messageOf(schema.safeParse('2026-03-01T10:00'))).toBe(DATE_MESSAGES.invalidInstant);
    expect(messageOf(schema.safeParse(new Date('nope')))).toBe(DATE_MESSAGES.invalidInstant);
  });

  it('stores an empty optional instant as null', () => {
    expect(optionalInstant().parse('')).toBeNull();
    expect(optionalInstant().parse(null)).toBeNull();
    expect(messageOf(optionalInstant().safeParse('soon'))).toBe(
      'Must be a valid date and time with a time zone',
    );
  });
});

describe('padding', () => {
  it('writes two digits by default and any width asked for', () => {
    expect(pad(0)).toBe('00');
    expect(pad(7)).toBe('07');
    expect(pad(12)).toBe('12');
    expect(pad(7, 4)).toBe('0007');
    expect(pad(999, 4)).toBe('0999');
    expect(pad(2026, 4)).toBe('2026');
  });

  it('never cuts a number longer than the width', () => {
    expect(pad(123)).toBe('123');
    expect(pad(10000, 4)).toBe('10000');
  });
});

describe('writing calendar dates', () => {
  it("writes 'YYYY-MM-DD' with a four-digit year", () => {
    expect(formatCalendarDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
    expect(formatCalendarDate({ year: 2026, month: 12, day: 31 })).toBe('2026-12-31');
    expect(formatCalendarDate({ year: 1, month: 1, day: 1 })).toBe('0001-01-01');
    expect(formatCalendarDate({ year: 999, month: 10, day: 10 })).toBe('0999-10-10');
  });

  it("takes this process's day, also a minute either side of midnight and in January", () => {
    // Built with the local Date constructor, so the test holds in any time zone.
    expect(localCalendarDate(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(localCalendarDate(new Date(2025, 11, 31, 23, 59, 59, 999))).toBe('2025-12-31');
    expect(localCalendarDate(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
    expect(localCalendarDate(new Date(2026, 1, 28, 12))).toBe('2026-02-28');
  });

  it('takes the UTC day, whatever the zone of this process', () => {
    expect(utcCalendarDate(new Date('2026-01-01T00:00:00.000Z'))).toBe('2026-01-01');
    expect(utcCalendarDate(new Date('2025-12-31T23:59:59.999Z'))).toBe('2025-12-31');
    // 00:30 in Paris on 1 January is still 31 December in UTC.
    expect(utcCalendarDate(new Date('2026-01-01T00:30:00+01:00'))).toBe('2025-12-31');
    // 23:30 in New York on 9 January is already the 10th in UTC.
    expect(utcCalendarDate(new Date('2026-01-09T23:30:00-05:00'))).toBe('2026-01-10');
  });

  it('reads a UTC midnight as the day it starts, as toISOString does', () => {
    const day = new Date('2024-02-29T00:00:00Z');
    expect(utcCalendarDate(day)).toBe(day.toISOString().slice(0, 10));
  });
});

describe('days in a month', () => {
  it('counts February by the Gregorian leap years', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('counts months 1 to 12, January and December included', () => {
    expect(daysInMonth(2026, 1)).toBe(31);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('has no days in a month out of range, rather than reading 0-11', () => {
    expect(daysInMonth(2026, 0)).toBe(0);
    expect(daysInMonth(2026, 13)).toBe(0);
  });
});
