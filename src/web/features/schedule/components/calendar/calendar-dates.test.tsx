// Plain functions, no JSX: the file is .tsx because the web project runs src/web/**/*.test.tsx.
// Dates are made with the local Date constructor, so these pass in any time zone the process
// has (the web project sets none), with no programme zone set: the calendar then follows the
// device. The daylight-saving tests set TZ themselves; the last tests set a programme zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setProgrammeTimeZone } from '../../../../lib/time-zone';
import {
  addDays,
  dayKey,
  dayLabel,
  dayOfMonth,
  entriesByDay,
  monthGridDays,
  periodTitle,
  shiftAnchor,
  startOfDay,
  timeRangeLabel,
  visibleRange,
  weekDays,
  weekdayNames,
  type CalendarEntry,
} from './calendar-dates';

let nextKey = 1;
function visit(start: Date, end: Date, title = `Visit ${nextKey}`): CalendarEntry {
  const key = `occurrence-${nextKey++}`;
  return { key, scheduleId: `schedule-${key}`, start, end, title, status: 'APPROVED' };
}

const keys = (days: readonly Date[]) => days.map(dayKey);
// ICU puts thin and narrow no-break spaces in ranges and times ('9:00\u202fAM').
const plain = (text: string) => text.replace(/\s/g, ' ');

/** Days are whole local days in a row: each its own first instant, each the day after the last. */
function expectConsecutiveDays(days: readonly Date[]) {
  days.forEach((day, i) => {
    expect(startOfDay(day).getTime()).toBe(day.getTime());
    if (i > 0) expect(dayKey(day)).toBe(dayKey(addDays(days[i - 1]!, 1)));
  });
}

describe('monthGridDays', () => {
  it('covers a month that starts on a Sunday from its first day (March 2026: 5 weeks)', () => {
    const days = monthGridDays(new Date(2026, 2, 17, 15, 30));
    expect(days).toHaveLength(35);
    expect(dayKey(days[0]!)).toBe('2026-03-01');
    expect(dayKey(days[34]!)).toBe('2026-04-04');
    expectConsecutiveDays(days);
  });

  it('is 4 weeks for a February of 28 days that starts on a Sunday (2026)', () => {
    const days = monthGridDays(new Date(2026, 1, 1));
    expect(keys([days[0]!, days[days.length - 1]!])).toEqual(['2026-02-01', '2026-02-28']);
    expect(days).toHaveLength(28);
  });

  it('is 6 weeks for a month that starts on a Saturday (August 2026)', () => {
    const days = monthGridDays(new Date(2026, 7, 31));
    expect(days).toHaveLength(42);
    expect(dayKey(days[0]!)).toBe('2026-07-26');
    expect(dayKey(days[6]!)).toBe('2026-08-01');
    expect(dayKey(days[41]!)).toBe('2026-09-05');
    expectConsecutiveDays(days);
  });

  it('is 6 weeks when a 31-day month starting on a Friday ends on a Sunday (May 2026)', () => {
    const days = monthGridDays(new Date(2026, 4, 1));
    expect(days).toHaveLength(42);
    expect(keys([days[0]!, days[41]!])).toEqual(['2026-04-26', '2026-06-06']);
  });

  it('holds 29 February in a leap year (2028)', () => {
    const days = monthGridDays(new Date(2028, 1, 10));
    expect(days).toHaveLength(35);
    expect(keys([days[0]!, days[34]!])).toEqual(['2028-01-30', '2028-03-04']);
    expect(keys(days)).toContain('2028-02-29');
    expectConsecutiveDays(days);
  });

  it('starts every week on a Sunday', () => {
    for (let month = 0; month < 24; month += 1) {
      const days = monthGridDays(new Date(2026, month, 1));
      expect(days.length % 7).toBe(0);
      days.forEach((day, i) => expect(day.getDay()).toBe(i % 7));
    }
  });
});

describe('visibleRange', () => {
  it('is the whole grid of a month, to the midnight after its last Saturday', () => {
    const { from, to } = visibleRange('month', new Date(2026, 7, 15));
    expect(from.getTime()).toBe(new Date(2026, 6, 26).getTime());
    expect(to.getTime()).toBe(new Date(2026, 8, 6).getTime());
  });

  it('is Sunday to Sunday for a week, whatever the day and time of the anchor', () => {
    const week = { from: new Date(2026, 2, 8), to: new Date(2026, 2, 15) };
    expect(visibleRange('week', new Date(2026, 2, 8))).toEqual(week);
    expect(visibleRange('week', new Date(2026, 2, 11, 15, 30))).toEqual(week);
    expect(visibleRange('week', new Date(2026, 2, 14, 23, 59, 59, 999))).toEqual(week);
  });

  it('crosses months and years', () => {
    expect(visibleRange('week', new Date(2026, 11, 31))).toEqual({
      from: new Date(2026, 11, 27),
      to: new Date(2027, 0, 3),
    });
  });
});

describe('weekDays and shiftAnchor', () => {
  it('gives the seven days of the week, Sunday first', () => {
    expect(keys(weekDays(new Date(2026, 3, 1)))).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
  });

  it('moves a week by seven calendar days', () => {
    expect(dayKey(shiftAnchor('week', new Date(2026, 2, 9), 1))).toBe('2026-03-16');
    expect(dayKey(shiftAnchor('week', new Date(2026, 0, 2), -1))).toBe('2025-12-26');
  });

  it('moves a month keeping the day of the month where the month has it', () => {
    expect(dayKey(shiftAnchor('month', new Date(2026, 2, 15), 1))).toBe('2026-04-15');
    expect(dayKey(shiftAnchor('month', new Date(2026, 2, 31), 1))).toBe('2026-04-30');
    expect(dayKey(shiftAnchor('month', new Date(2026, 2, 31), -1))).toBe('2026-02-28');
    expect(dayKey(shiftAnchor('month', new Date(2028, 0, 31), 1))).toBe('2028-02-29');
    expect(dayKey(shiftAnchor('month', new Date(2026, 11, 5), 1))).toBe('2027-01-05');
    expect(dayKey(shiftAnchor('month', new Date(2026, 0, 5), -1))).toBe('2025-12-05');
  });
});

describe('entriesByDay', () => {
  const week = weekDays(new Date(2026, 2, 8));
  const on = (byDay: Map<string, CalendarEntry[]>, key: string) =>
    (byDay.get(key) ?? []).map((entry) => entry.title);

  it('lists each day in start order, then by end and title', () => {
    const late = visit(new Date(2026, 2, 9, 14), new Date(2026, 2, 9, 15), 'Late');
    const early = visit(new Date(2026, 2, 9, 9), new Date(2026, 2, 9, 11), 'Early');
    const shortB = visit(new Date(2026, 2, 9, 9), new Date(2026, 2, 9, 10), 'B');
    const shortA = visit(new Date(2026, 2, 9, 9), new Date(2026, 2, 9, 10), 'A');
    const byDay = entriesByDay([late, early, shortB, shortA], week);
    expect(on(byDay, '2026-03-09')).toEqual(['A', 'B', 'Early', 'Late']);
    expect(byDay.get('2026-03-10')).toEqual([]);
    expect([...byDay.keys()]).toEqual(keys(week));
  });

  it('puts a visit past midnight on both days, and one ending at midnight on its day only', () => {
    const overnight = visit(new Date(2026, 2, 9, 22), new Date(2026, 2, 10, 2), 'Overnight');
    const toMidnight = visit(new Date(2026, 2, 11, 22), new Date(2026, 2, 12), 'To midnight');
    const instant = visit(new Date(2026, 2, 13, 9), new Date(2026, 2, 13, 9), 'Instant');
    const backwards = visit(new Date(2026, 2, 13, 10), new Date(2026, 2, 13, 8), 'Backwards');
    const byDay = entriesByDay([overnight, toMidnight, instant, backwards], week);
    expect(on(byDay, '2026-03-09')).toEqual(['Overnight']);
    expect(on(byDay, '2026-03-10')).toEqual(['Overnight']);
    expect(on(byDay, '2026-03-11')).toEqual(['To midnight']);
    expect(on(byDay, '2026-03-12')).toEqual([]);
    expect(on(byDay, '2026-03-13')).toEqual(['Instant', 'Backwards']);
  });

  it('shows the visible part of a visit that starts before or ends after the days', () => {
    const fromBefore = visit(new Date(2026, 2, 7, 20), new Date(2026, 2, 8, 1), 'From before');
    const long = visit(new Date(2026, 2, 13, 12), new Date(2026, 2, 20, 12), 'Long');
    const outside = visit(new Date(2026, 2, 7, 9), new Date(2026, 2, 7, 10), 'Outside');
    const after = visit(new Date(2026, 2, 15), new Date(2026, 2, 15, 1), 'After');
    const invalid = visit(new Date(Number.NaN), new Date(2026, 2, 9), 'Invalid');
    const byDay = entriesByDay([fromBefore, long, outside, after, invalid], week);
    expect(on(byDay, '2026-03-08')).toEqual(['From before']);
    expect(on(byDay, '2026-03-13')).toEqual(['Long']);
    expect(on(byDay, '2026-03-14')).toEqual(['Long']);
    expect([...byDay.values()].flat()).toHaveLength(3);
  });
});

describe('labels', () => {
  it('names the period: a month, a week, a week across months and across years', () => {
    expect(periodTitle('month', new Date(2026, 2, 9), 'en-GB')).toBe('March 2026');
    expect(plain(periodTitle('week', new Date(2026, 2, 9), 'en-GB'))).toBe('8 – 14 March 2026');
    expect(plain(periodTitle('week', new Date(2026, 3, 1), 'en-GB'))).toBe(
      '29 March – 4 April 2026',
    );
    expect(plain(periodTitle('week', new Date(2026, 11, 30), 'en-GB'))).toBe(
      '27 December 2026 – 2 January 2027',
    );
    expect(plain(periodTitle('week', new Date(2026, 2, 9), 'en-US'))).toBe('March 8 – 14, 2026');
  });

  it('names days and weekdays in the locale', () => {
    expect(dayLabel(new Date(2026, 2, 9), 'en-GB')).toBe('Monday 9 March');
    expect(dayLabel(new Date(2026, 2, 9), 'en-US')).toBe('Monday, March 9');
    const names = weekdayNames('en-GB');
    expect(names.map((name) => name.short)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(names[0]!.long).toBe('Sunday');
  });

  it('gives hours and minutes, with weekdays when a visit runs past midnight', () => {
    const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);
    const label = (start: Date, end: Date, locale: string) =>
      plain(timeRangeLabel({ start, end }, locale));
    expect(label(at(9, 9), at(9, 11), 'en-US')).toBe('9:00 – 11:00 AM');
    expect(label(at(9, 9), at(9, 11), 'en-GB')).toBe('09:00–11:00');
    expect(label(at(9, 11, 30), at(9, 13), 'en-US')).toBe('11:30 AM – 1:00 PM');
    expect(label(at(9, 22), at(10, 2), 'en-US')).toBe('Mon 10:00 PM – Tue 2:00 AM');
    expect(label(at(9, 22), at(10, 2), 'en-GB')).toBe('Mon 22:00 – Tue 02:00');
    expect(label(at(9, 22), at(10, 0), 'en-GB')).toBe('22:00 – 00:00');
    expect(label(at(9, 9), at(9, 9), 'en-GB')).toBe('09:00');
  });
});

// [zone, a day of a week that gains or loses an hour (local), that week's length in hours]
const DST_WEEKS: [string, string, number][] = [
  ['America/New_York', '2026-03-10', 167],
  ['America/New_York', '2026-11-04', 169],
  ['Europe/London', '2026-03-31', 167],
  ['Europe/London', '2026-10-27', 169],
  ['Australia/Sydney', '2026-10-06', 167],
  ['Australia/Sydney', '2026-04-07', 169],
  // Chile changes at midnight: 6 September 2026 starts at 01:00, 4 April lasts 25 hours.
  ['America/Santiago', '2026-09-08', 167],
  ['America/Santiago', '2026-04-01', 169],
];

describe.each([...new Set(DST_WEEKS.map(([zone]) => zone))])('in %s', (zone) => {
  const saved = process.env.TZ;
  // Node reads TZ again when it is assigned; Dates made from now on are in this zone.
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
  const weeks = DST_WEEKS.filter(([name]) => name === zone);
  const localDay = (text: string) => {
    const [year, month, day] = text.split('-').map(Number);
    return new Date(year!, month! - 1, day);
  };
  const hoursOf = (day: Date) => (addDays(day, 1).getTime() - day.getTime()) / 3_600_000;

  it.each(weeks)('a daylight-saving week still has seven whole days (%s, %s)', (_, day, hours) => {
    const anchor = localDay(day);
    const days = weekDays(anchor);
    expect(days).toHaveLength(7);
    expect(days[0]!.getDay()).toBe(0);
    expectConsecutiveDays(days);
    expect(days.map(hoursOf).filter((length) => length !== 24)).toEqual([hours - 144]);
    const { from, to } = visibleRange('week', anchor);
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(hours);
    expect(dayKey(shiftAnchor('week', from, 1))).toBe(dayKey(to));
    const month = monthGridDays(anchor);
    expect(month.length % 7).toBe(0);
    expectConsecutiveDays(month);
    expect(new Set(keys(month)).size).toBe(month.length);
  });

  it.each(weeks)('a visit across the change is on each day it touches (%s, %s)', (_, day) => {
    const changed = weekDays(localDay(day)).find((d) => hoursOf(d) !== 24)!;
    const before = addDays(changed, -1);
    const after = addDays(changed, 1);
    // From 22:00 the day before the change until 04:00 the day after it.
    const start = new Date(before.getFullYear(), before.getMonth(), before.getDate(), 22);
    const end = new Date(after.getFullYear(), after.getMonth(), after.getDate(), 4);
    const around = [addDays(changed, -2), before, changed, after, addDays(changed, 2)];
    const byDay = entriesByDay([visit(start, end)], around);
    expect(around.map((d) => byDay.get(dayKey(d))!.length)).toEqual([0, 1, 1, 1, 0]);
  });

  it('formats times in this zone, as the clock on the wall shows them', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    const nine = new Date(2026, 6, 1, 9);
    expect(plain(timeRangeLabel(visit(nine, new Date(2026, 6, 1, 17)), 'en-GB'))).toBe(
      '09:00–17:00',
    );
  });
});

describe("on the programme's calendar, with the device set to another zone", () => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Tokyo';
    setProgrammeTimeZone('America/New_York');
  });
  afterAll(() => {
    setProgrammeTimeZone(null);
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
  // 23:00 on Monday 9 March 2026 in New York: already noon on Tuesday the 10th in Tokyo.
  const anchor = new Date('2026-03-10T03:00:00Z');

  it("builds the days from New York's midnights, the short day of its clock change too", () => {
    const days = weekDays(anchor);
    expect(keys(days)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    // Clocks went forward on Sunday 8 March: midnight was UTC-5, the next one UTC-4.
    expect(days[0]!.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(days[1]!.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(visibleRange('week', anchor)).toEqual({
      from: new Date('2026-03-08T05:00:00Z'),
      to: new Date('2026-03-15T04:00:00Z'),
    });
    expect(dayKey(startOfDay(anchor))).toBe('2026-03-09');
    expect(dayKey(shiftAnchor('month', anchor, 1))).toBe('2026-04-09');
    const month = monthGridDays(anchor);
    expect(keys([month[0]!, month[month.length - 1]!])).toEqual(['2026-03-01', '2026-04-04']);
    expect(month.map(dayOfMonth).slice(0, 3)).toEqual([1, 2, 3]);
  });

  it("puts a visit on its New York day and writes New York's hours", () => {
    // 22:00 to midnight in New York; 11:00 to 13:00 the next day in Tokyo.
    const evening = visit(new Date('2026-03-10T02:00:00Z'), new Date('2026-03-10T04:00:00Z'));
    const byDay = entriesByDay([evening], weekDays(anchor));
    expect(byDay.get('2026-03-09')).toEqual([evening]);
    expect(byDay.get('2026-03-10')).toEqual([]);
    expect(plain(timeRangeLabel(evening, 'en-US'))).toBe('10:00 PM – 12:00 AM');
    expect(dayLabel(weekDays(anchor)[1]!, 'en-US')).toBe('Monday, March 9');
    expect(plain(periodTitle('week', anchor, 'en-US'))).toBe('March 8 – 14, 2026');
    expect(weekdayNames('en-US').map((name) => name.short)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
  });
});
