import { describe, expect, it } from 'vitest';
import { addDays, addMonths, monthOf, monthOfDate, todayIn } from './calendar';

describe('calendar in the programme time zone', () => {
  // 2026-03-01 05:30 UTC is still 28 February (21:30) in Los Angeles.
  const instant = new Date('2026-03-01T05:30:00Z');

  it('gives today in the chosen zone, not the machine zone', () => {
    expect(todayIn('UTC', instant)).toBe('2026-03-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-02-28');
    expect(todayIn('Asia/Tokyo', new Date('2026-02-28T20:00:00Z'))).toBe('2026-03-01');
  });

  it('gives the month an instant falls in, in the zone', () => {
    expect(monthOf(instant, 'UTC')).toBe('2026-03');
    expect(monthOf(instant, 'America/Los_Angeles')).toBe('2026-02');
    expect(monthOf('2026-03-01T05:30:00Z', 'America/Los_Angeles')).toBe('2026-02');
    expect(monthOf('2025-12-31T23:30:00-01:00', 'UTC')).toBe('2026-01');
  });

  it('refuses what is not an instant or a time zone', () => {
    expect(() => monthOf('2026-03-01', 'UTC')).toThrow(RangeError);
    expect(() => todayIn('UTC', new Date('nope'))).toThrow(RangeError);
    expect(() => todayIn('Mars/Olympus', instant)).toThrow(RangeError);
  });

  it('takes the month of a date', () => {
    expect(monthOfDate('2026-03-31')).toBe('2026-03');
  });

  it.each([
    ['2026-03-15', -1, '2026-02-15'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-12-01', 1, '2027-01-01'],
    ['2026-05-10', -25, '2024-04-10'],
  ])('%s moved by %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('refuses to move an invalid date', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-27', 7, '2026-12-04'],
    ['2026-12-28', 7, '2027-01-04'],
    ['2028-02-27', 2, '2028-02-29'],
    ['2026-03-29', 1, '2026-03-30'], // the night clocks change in Europe
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses to move an invalid date', () => {
    expect(() => addDays('2026-13-01', 1)).toThrow(RangeError);
  });
});
