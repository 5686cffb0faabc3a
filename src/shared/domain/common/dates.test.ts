import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGES,
  formatMinutesOfDay,
  isCalendarDate,
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
