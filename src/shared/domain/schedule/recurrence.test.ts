import { describe, expect, it, vi } from 'vitest';
import { wallTimeIn } from '../common/zoned-time';
import {
  addMonthsToInstant,
  localDateOf,
  localDaysBetween,
  occurrencesBetween,
  recurrenceEndsBeforeStart,
  recurrenceUntil,
  type RecurringSlot,
} from './recurrence';
import { RECURRING_PATTERNS } from './schedule.enums';

const NEW_YORK = 'America/New_York';
const LONDON = 'Europe/London';

function slot(
  start: string,
  end: string,
  recurringPattern: RecurringSlot['recurringPattern'] = null,
  recurrenceEndDate: string | null = null,
): RecurringSlot {
  return {
    startTime: new Date(start),
    endTime: new Date(end),
    isRecurring: recurringPattern !== null,
    recurringPattern,
    recurrenceEndDate,
  };
}

const between = (
  of: RecurringSlot,
  from: string,
  to: string,
  timeZone = NEW_YORK,
  limit?: number,
) => occurrencesBetween(of, new Date(from), new Date(to), timeZone, limit);
const starts = (occurrences: { startTime: Date }[]) =>
  occurrences.map((occurrence) => occurrence.startTime.toISOString());
const localStarts = (occurrences: { startTime: Date }[], timeZone = NEW_YORK) =>
  occurrences.map((occurrence) => {
    const { hour, minute } = wallTimeIn(occurrence.startTime, timeZone);
    return `${localDateOf(occurrence.startTime, timeZone)} ${hour}:${String(minute).padStart(2, '0')}`;
  });

describe('one-off slots', () => {
  const visit = slot('2026-03-06T15:00:00Z', '2026-03-06T17:00:00Z');

  it('are their single occurrence, when it overlaps the window', () => {
    expect(between(visit, '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')).toEqual([
      { startTime: visit.startTime, endTime: visit.endTime },
    ]);
    expect(between(visit, '2026-03-07T00:00:00Z', '2026-04-01T00:00:00Z')).toEqual([]);
  });

  it('treat a recurring flag without a pattern as one-off', () => {
    expect(
      between({ ...visit, isRecurring: true }, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'),
    ).toHaveLength(1);
  });

  it('count as overlapping only when they share time with the window, not when they touch it', () => {
    expect(between(visit, '2026-03-06T17:00:00Z', '2026-03-07T00:00:00Z')).toEqual([]);
    expect(between(visit, '2026-03-06T00:00:00Z', '2026-03-06T15:00:00Z')).toEqual([]);
    expect(between(visit, '2026-03-06T16:59:59.999Z', '2026-03-07T00:00:00Z')).toHaveLength(1);
    expect(between(visit, '2026-03-06T16:00:00Z', '2026-03-06T16:30:00Z')).toHaveLength(1);
  });
});

describe('daily and weekly', () => {
  it('repeat every day, or on the same weekday, from the first occurrence', () => {
    const daily = slot('2026-01-05T15:00:00Z', '2026-01-05T16:00:00Z', 'DAILY');
    expect(localStarts(between(daily, '2026-01-01T00:00:00Z', '2026-01-08T00:00:00Z'))).toEqual([
      '2026-01-05 10:00',
      '2026-01-06 10:00',
      '2026-01-07 10:00',
    ]);
    const weekly = { ...daily, recurringPattern: 'WEEKLY' as const };
    expect(localStarts(between(weekly, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'))).toEqual([
      '2026-01-05 10:00',
      '2026-01-12 10:00',
      '2026-01-19 10:00',
      '2026-01-26 10:00',
    ]);
  });

  it('keep the local time across daylight saving in New York (2026-03-08, 2026-11-01)', () => {
    const sunday = slot('2026-03-01T15:00:00Z', '2026-03-01T17:00:00Z', 'WEEKLY');
    const spring = between(sunday, '2026-03-01T00:00:00Z', '2026-03-16T00:00:00Z');
    expect(starts(spring)).toEqual([
      '2026-03-01T15:00:00.000Z',
      '2026-03-08T14:00:00.000Z',
      '2026-03-15T14:00:00.000Z',
    ]);
    expect(spring.map((o) => o.endTime.getTime() - o.startTime.getTime())).toEqual([
      7_200_000, 7_200_000, 7_200_000,
    ]);
    expect(starts(between(sunday, '2026-10-25T00:00:00Z', '2026-11-02T00:00:00Z'))).toEqual([
      '2026-10-25T14:00:00.000Z',
      '2026-11-01T15:00:00.000Z',
    ]);
  });

  it('read a skipped time with the offset before the gap and a repeated one as its first', () => {
    // 02:30 does not exist on 2026-03-08 in New York: 03:30 EDT, as RFC 5545 says.
    const early = slot('2026-03-07T07:30:00Z', '2026-03-07T08:00:00Z', 'DAILY');
    expect(starts(between(early, '2026-03-07T00:00:00Z', '2026-03-10T00:00:00Z'))).toEqual([
      '2026-03-07T07:30:00.000Z',
      '2026-03-08T07:30:00.000Z',
      '2026-03-09T06:30:00.000Z',
    ]);
    // 01:30 happens twice on 2026-11-01: the first (EDT) one.
    const night = slot('2026-10-31T05:30:00Z', '2026-10-31T06:00:00Z', 'DAILY');
    expect(starts(between(night, '2026-10-31T00:00:00Z', '2026-11-03T00:00:00Z'))).toEqual([
      '2026-10-31T05:30:00.000Z',
      '2026-11-01T05:30:00.000Z',
      '2026-11-02T06:30:00.000Z',
    ]);
  });

  it('keep the local time across daylight saving in London (2026-03-29, 2026-10-25)', () => {
    const sunday = slot('2026-03-22T09:00:00Z', '2026-03-22T10:00:00Z', 'WEEKLY');
    expect(starts(between(sunday, '2026-03-20T00:00:00Z', '2026-04-01T00:00:00Z', LONDON))).toEqual(
      ['2026-03-22T09:00:00.000Z', '2026-03-29T08:00:00.000Z'],
    );
    expect(starts(between(sunday, '2026-10-18T00:00:00Z', '2026-10-26T00:00:00Z', LONDON))).toEqual(
      ['2026-10-18T08:00:00.000Z', '2026-10-25T09:00:00.000Z'],
    );
  });
});

describe('monthly', () => {
  it('skips months without the day: the 31st of January, then March, May, July, August…', () => {
    const lastDay = slot('2026-01-31T15:00:00Z', '2026-01-31T16:00:00Z', 'MONTHLY');
    expect(
      between(lastDay, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z').map((o) =>
        localDateOf(o.startTime, NEW_YORK),
      ),
    ).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
      '2026-10-31',
      '2026-12-31',
    ]);
  });

  it('has the 29th of February only in leap years, and the 30th never in February', () => {
    const day29 = slot('2027-01-29T15:00:00Z', '2027-01-29T16:00:00Z', 'MONTHLY');
    const dates = between(day29, '2027-01-01T00:00:00Z', '2028-04-01T00:00:00Z').map((o) =>
      localDateOf(o.startTime, NEW_YORK),
    );
    expect(dates.slice(0, 2)).toEqual(['2027-01-29', '2027-03-29']);
    expect(dates.slice(-4)).toEqual(['2027-12-29', '2028-01-29', '2028-02-29', '2028-03-29']);
    expect(dates).toHaveLength(14);
    const leapDay = slot('2028-02-29T15:00:00Z', '2028-02-29T16:00:00Z', 'MONTHLY');
    expect(
      starts(between(leapDay, '2028-02-01T00:00:00Z', '2028-04-01T00:00:00Z')).map((s) =>
        s.slice(0, 10),
      ),
    ).toEqual(['2028-02-29', '2028-03-29']);
    const day30 = slot('2026-01-30T15:00:00Z', '2026-01-30T16:00:00Z', 'MONTHLY');
    expect(
      between(day30, '2026-01-01T00:00:00Z', '2026-04-01T00:00:00Z').map((o) =>
        localDateOf(o.startTime, NEW_YORK),
      ),
    ).toEqual(['2026-01-30', '2026-03-30']);
  });

  it('keeps the local time across daylight saving', () => {
    const visit = slot('2026-02-10T15:00:00Z', '2026-02-10T16:00:00Z', 'MONTHLY');
    expect(localStarts(between(visit, '2026-02-01T00:00:00Z', '2026-12-01T00:00:00Z'))).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((m) => `2026-${String(m).padStart(2, '0')}-10 10:00`),
    );
  });
});

describe('the end date', () => {
  it('is inclusive, in the zone: the last occurrence starts on it', () => {
    const monday = slot('2026-03-02T15:00:00Z', '2026-03-02T16:00:00Z', 'WEEKLY', '2026-03-16');
    const all = between(monday, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z');
    expect(localStarts(all)).toEqual(['2026-03-02 10:00', '2026-03-09 10:00', '2026-03-16 10:00']);
    expect(
      between({ ...monday, recurrenceEndDate: '2026-03-15' }, '2026-01-01', '2027-01-01'),
    ).toHaveLength(2);
  });

  it('is a local date: 23:30 in New York on the end date still counts (04:30 UTC next day)', () => {
    const late = slot('2026-03-02T04:30:00Z', '2026-03-02T05:00:00Z', 'DAILY', '2026-03-03');
    expect(localStarts(between(late, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'))).toEqual([
      '2026-03-01 23:30',
      '2026-03-02 23:30',
      '2026-03-03 23:30',
    ]);
  });

  it('before the start leaves the first occurrence (RFC 5545: DTSTART always counts)', () => {
    const oddly = slot('2026-03-02T15:00:00Z', '2026-03-02T16:00:00Z', 'DAILY', '2026-03-01');
    expect(between(oddly, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')).toHaveLength(1);
    expect(recurrenceEndsBeforeStart(oddly.startTime, '2026-03-01', NEW_YORK)).toBe(true);
    expect(recurrenceEndsBeforeStart(oddly.startTime, '2026-03-02', NEW_YORK)).toBe(false);
    expect(recurrenceEndsBeforeStart(oddly.startTime, null, NEW_YORK)).toBe(false);
    // 01:00 UTC on the 2nd is still the 1st in New York.
    expect(
      recurrenceEndsBeforeStart(new Date('2026-03-02T01:00:00Z'), '2026-03-01', NEW_YORK),
    ).toBe(false);
  });

  it("gives the feed's UNTIL: the last second of the local day, in UTC", () => {
    expect(recurrenceUntil('2026-03-16', NEW_YORK).toISOString()).toBe('2026-03-17T03:59:59.000Z');
    expect(recurrenceUntil('2026-03-07', NEW_YORK).toISOString()).toBe('2026-03-08T04:59:59.000Z');
    expect(recurrenceUntil('2026-07-01', LONDON).toISOString()).toBe('2026-07-01T22:59:59.000Z');
  });
});

describe('the window', () => {
  const daily = slot('2026-01-05T15:00:00Z', '2026-01-05T16:00:00Z', 'DAILY');

  it('takes occurrences overlapping its edges and none that only touch them', () => {
    expect(starts(between(daily, '2026-01-06T15:30:00Z', '2026-01-08T15:00:00Z'))).toEqual([
      '2026-01-06T15:00:00.000Z',
      '2026-01-07T15:00:00.000Z',
    ]);
    expect(starts(between(daily, '2026-01-06T16:00:00Z', '2026-01-08T15:00:01Z'))).toEqual([
      '2026-01-07T15:00:00.000Z',
      '2026-01-08T15:00:00.000Z',
    ]);
  });

  it('finds long occurrences that began before it', () => {
    const long = slot('2026-01-05T15:00:00Z', '2026-01-08T15:00:00Z', 'DAILY');
    expect(starts(between(long, '2026-02-10T00:00:00Z', '2026-02-10T00:00:01Z'))).toEqual([
      '2026-02-07T15:00:00.000Z',
      '2026-02-08T15:00:00.000Z',
      '2026-02-09T15:00:00.000Z',
    ]);
  });

  it('jumps to the right occurrence when the offset differs from the first one', () => {
    // Started in summer (14:00 UTC); in winter the 10:00 visit is at 15:00 UTC.
    const summer = slot('2026-07-06T14:00:00Z', '2026-07-06T15:00:00Z', 'DAILY');
    expect(starts(between(summer, '2027-01-10T15:30:00Z', '2027-01-11T15:00:00Z'))).toEqual([
      '2027-01-10T15:00:00.000Z',
    ]);
    const weekly = { ...summer, recurringPattern: 'WEEKLY' as const };
    expect(starts(between(weekly, '2027-01-11T15:30:00Z', '2027-01-12T00:00:00Z'))).toEqual([
      '2027-01-11T15:00:00.000Z',
    ]);
  });

  it('stops at the limit, earliest first', () => {
    expect(
      starts(between(daily, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', NEW_YORK, 2)),
    ).toEqual(['2026-01-05T15:00:00.000Z', '2026-01-06T15:00:00.000Z']);
    expect(between(daily, '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', NEW_YORK, 0)).toEqual([]);
  });

  it('is empty when unreadable', () => {
    expect(occurrencesBetween(daily, new Date('x'), new Date(), NEW_YORK)).toEqual([]);
  });

  it('is reached without walking from a start decades ago', () => {
    const reads = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    for (const pattern of RECURRING_PATTERNS) {
      const old = slot('1990-01-31T15:00:00Z', '1990-01-31T16:00:00Z', pattern);
      expect(between(old, '2030-03-01T00:00:00Z', '2030-05-01T00:00:00Z').length).toBeGreaterThan(
        0,
      );
    }
    // Walking day by day would read about 15,000 local times per pattern.
    expect(reads.mock.calls.length).toBeLessThan(2000);
    reads.mockRestore();
  });
});

describe('local days and months', () => {
  it('counts local days across a daylight-saving change', () => {
    const from = new Date('2026-03-01T05:00:00Z');
    expect(localDaysBetween(from, new Date('2026-05-02T04:00:00Z'), NEW_YORK)).toBe(62);
  });

  it('adds months clamped to the month end', () => {
    expect(addMonthsToInstant(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
  });
});
