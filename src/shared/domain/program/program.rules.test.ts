import { describe, expect, it } from 'vitest';
import { monthOf, todayIn } from '../common/calendar';
import {
  defaultEndTime,
  formatHours,
  hoursDedicated,
  isInMonth,
  isRecentProgram,
  programDurationHours,
  programDurationMinutes,
} from './program.rules';

describe('default end time (product.md §4.3)', () => {
  it.each([
    ['10:00', undefined, '11:00'],
    ['10:00', null, '11:00'],
    ['10:00', '', '11:00'],
    ['10:00', '10:00', '11:00'],
    ['10:00', '09:00', '11:00'],
    ['10:00', '10:01', '10:01'],
    ['10:00', '12:30', '12:30'],
    ['23:30', undefined, '00:30'],
    ['23:00', '22:00', '00:00'],
    ['10:00', 'later', '11:00'],
  ])('start %s, end %s → %s', (start, end, expected) => {
    expect(defaultEndTime(start, end)).toBe(expected);
  });

  it('leaves the end alone when the start cannot be read', () => {
    expect(defaultEndTime('', '12:00')).toBe('12:00');
    expect(defaultEndTime('25:00')).toBe('');
  });
});

describe('program duration', () => {
  it.each([
    ['10:00', '11:30', 1.5],
    ['22:00', '01:00', 3],
    ['23:59', '00:00', 1 / 60],
    ['10:00', '10:00', 0],
    [null, '11:00', 1],
    ['10:00', undefined, 1],
    ['10:00', 'soon', 1],
  ])('%s to %s is %d hours', (start, end, hours) => {
    expect(programDurationHours(start, end)).toBeCloseTo(hours, 10);
  });

  it('counts minutes exactly', () => {
    expect(programDurationMinutes('09:15', '10:00')).toBe(45);
  });
});

describe('hours dedicated this month (product.md §9)', () => {
  const programs = [
    { date: '2026-03-02', startTime: '10:00', endTime: '11:30' },
    { date: '2026-03-31', startTime: '22:00', endTime: '00:00' },
    { date: '2026-03-15', startTime: '10:00', endTime: null },
    { date: '2026-02-28', startTime: '10:00', endTime: '18:00' },
    { date: '2026-04-01', startTime: '10:00', endTime: '18:00' },
  ];

  it("sums only the month's programs", () => {
    expect(hoursDedicated(programs, '2026-03')).toBe(4.5);
    expect(hoursDedicated(programs, '2026-02')).toBe(8);
    expect(hoursDedicated([], '2026-03')).toBe(0);
  });

  it('shows one decimal', () => {
    expect(formatHours(4.5)).toBe('4.5');
    expect(formatHours(2)).toBe('2.0');
    expect(formatHours(1 / 3)).toBe('0.3');
    expect(formatHours(0.25)).toBe('0.3');
    expect(formatHours(20 / 60 + 40 / 60)).toBe('1.0');
  });

  it('finds the month in the programme time zone, not UTC', () => {
    // 1 March 05:30 UTC is still 28 February in Los Angeles.
    const now = new Date('2026-03-01T05:30:00Z');
    const month = monthOf(now, 'America/Los_Angeles');
    expect(month).toBe('2026-02');
    expect(hoursDedicated(programs, month)).toBe(8);
    expect(isInMonth(todayIn('America/Los_Angeles', now), '2026-02')).toBe(true);
  });
});

describe('recent programs (product.md §2.4: within the last month)', () => {
  it.each([
    ['2026-03-15', '2026-03-15', true],
    ['2026-02-15', '2026-03-15', true],
    ['2026-02-14', '2026-03-15', false],
    ['2026-03-16', '2026-03-15', false],
    ['2026-02-28', '2026-03-31', true],
    ['2026-02-27', '2026-03-31', false],
    ['2025-12-31', '2026-01-31', true],
  ])('%s seen on %s: %s', (date, today, recent) => {
    expect(isRecentProgram(date, today)).toBe(recent);
  });
});
