import { describe, expect, it } from 'vitest';
import {
  figureText,
  leftOutText,
  monthLabel,
  monthsBetween,
  SMALL_NUMBER_TEXT,
  trendsStart,
} from './figures';
import { DATE_MESSAGES } from '../common/dates';
import { REPORT_RANGE_MESSAGES, reportRangeSchema, yearToDate } from './report-range';

describe('report figures', () => {
  it.each([
    [0, 'COUNT', '0'],
    [1, 'COUNT', SMALL_NUMBER_TEXT],
    [4, 'COUNT', SMALL_NUMBER_TEXT],
    [5, 'COUNT', '5'],
    [12345, 'COUNT', '12,345'],
    [3, 'HOURS', '3'],
    [2.25, 'HOURS', '2.3'],
    [3, 'PERCENT', '3%'],
    [66.666, 'PERCENT', '67%'],
    [null, 'PERCENT', '—'],
  ] as const)('%s as %s is %s', (value, kind, text) => {
    expect(figureText(value, kind)).toBe(text);
  });

  it('writes "fewer than 5" for every count from 1 to 4, and the count itself from 5', () => {
    for (let count = 1; count < 200; count += 1) {
      expect(figureText(count, 'COUNT') === 'fewer than 5').toBe(count < 5);
    }
  });

  it('lists the months of a range, across a year, and names them', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween('2026-03-31', '2026-03-31')).toEqual(['2026-03']);
    expect(monthLabel('2026-03')).toBe('Mar 2026');
    expect(trendsStart('2026-11-29')).toBe('2025-12-01');
    expect(monthsBetween(trendsStart('2026-01-31'), '2026-01-31')).toHaveLength(12);
  });
});

describe('the report period', () => {
  const parse = (from: string, to: string) => reportRangeSchema.safeParse({ from, to });
  const messages = (from: string, to: string) => {
    const result = parse(from, to);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('takes a first and a last day, in order, at most five years apart', () => {
    expect(parse('2026-01-01', '2026-12-31').success).toBe(true);
    expect(parse('2026-01-01', '2026-01-01').success).toBe(true);
    expect(messages('2026-02-01', '2026-01-31')).toEqual([REPORT_RANGE_MESSAGES.order]);
    expect(messages('2020-01-01', '2025-01-01')).toEqual([REPORT_RANGE_MESSAGES.tooLong]);
    expect(parse('2020-01-01', '2024-12-31').success).toBe(true);
    expect(messages('', '2026-01-01')).toContain(REPORT_RANGE_MESSAGES.from);
    expect(messages('2026-01-01', 'soon')).toContain(DATE_MESSAGES.invalidDate);
  });

  it('opens on the year to date', () => {
    expect(yearToDate('2026-11-29')).toEqual({ from: '2026-01-01', to: '2026-11-29' });
  });
});

describe('clients left out', () => {
  it('says how many, in words that read right for one and for many', () => {
    expect(leftOutText(1)).toBe(
      '1 client without data-usage consent is left out of these figures.',
    );
    expect(leftOutText(7)).toBe(
      '7 clients without data-usage consent are left out of these figures.',
    );
  });
});
