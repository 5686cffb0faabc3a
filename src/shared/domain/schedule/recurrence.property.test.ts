/** Properties of the recurrence expansion, checked against a slow, obvious expansion. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from '../common/dates';
import { instantFromWallTime, wallTimeIn } from '../common/zoned-time';
import { localDateOf, occurrencesBetween, type RecurringSlot } from './recurrence';
import { RECURRING_PATTERNS } from './schedule.enums';

const NEW_YORK = 'America/New_York';
const LONDON = 'Europe/London';

/** The expansion done the slow, obvious way: every occurrence from the first. */
function reference(of: RecurringSlot, from: Date, to: Date, timeZone: string) {
  const first = wallTimeIn(of.startTime, timeZone);
  const duration = of.endTime.getTime() - of.startTime.getTime();
  const milliseconds = of.startTime.getTime() % 1000;
  const found: number[] = [];
  for (let index = 0; index < 20_000; index++) {
    let at = of.startTime.getTime();
    if (index > 0) {
      const date = new Date(0);
      if (of.recurringPattern === 'MONTHLY') {
        date.setUTCFullYear(first.year, first.month - 1 + index, 1);
        if (first.day > daysInMonth(date.getUTCFullYear(), date.getUTCMonth() + 1)) continue;
        date.setUTCDate(first.day);
      } else {
        const step = of.recurringPattern === 'WEEKLY' ? 7 : 1;
        date.setUTCFullYear(first.year, first.month - 1, first.day + index * step);
      }
      const localDate = date.toISOString().slice(0, 10);
      if (of.recurrenceEndDate !== null && localDate > of.recurrenceEndDate) break;
      const wall = {
        ...first,
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      };
      at = instantFromWallTime(wall, timeZone).getTime() + milliseconds;
    }
    if (at >= to.getTime()) break;
    if (at + duration > from.getTime()) found.push(at);
  }
  return found;
}

describe('properties', () => {
  const zones = fc.constantFrom(NEW_YORK, LONDON, 'Australia/Sydney', 'Asia/Kolkata', 'UTC');
  const instant = (min: string, max: string) =>
    fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true });
  const recurring = fc.record({
    startTime: instant('2024-01-01T00:00:00Z', '2027-01-01T00:00:00Z'),
    minutes: fc.integer({ min: 1, max: 3 * 24 * 60 }),
    pattern: fc.constantFrom(...RECURRING_PATTERNS),
    endAfterDays: fc.option(fc.integer({ min: 0, max: 900 })),
  });
  type RecurringInput = typeof recurring extends fc.Arbitrary<infer Value> ? Value : never;
  const windows = fc.record({
    from: instant('2023-06-01T00:00:00Z', '2029-01-01T00:00:00Z'),
    days: fc.integer({ min: 1, max: 120 }),
  });

  function build(input: RecurringInput, timeZone: string): RecurringSlot {
    const endDate =
      input.endAfterDays === null
        ? null
        : localDateOf(
            new Date(input.startTime.getTime() + input.endAfterDays * 86_400_000),
            timeZone,
          );
    return {
      startTime: input.startTime,
      endTime: new Date(input.startTime.getTime() + input.minutes * 60_000),
      isRecurring: true,
      recurringPattern: input.pattern,
      recurrenceEndDate: endDate,
    };
  }

  it('match the slow expansion, in order, with one duration and the first local time', () => {
    fc.assert(
      fc.property(recurring, windows, zones, (input, window, timeZone) => {
        const of = build(input, timeZone);
        const to = new Date(window.from.getTime() + window.days * 86_400_000);
        const found = occurrencesBetween(of, window.from, to, timeZone);
        expect(found.map((o) => o.startTime.getTime())).toEqual(
          reference(of, window.from, to, timeZone),
        );
        const duration = of.endTime.getTime() - of.startTime.getTime();
        const first = wallTimeIn(of.startTime, timeZone);
        for (const occurrence of found) {
          expect(occurrence.endTime.getTime() - occurrence.startTime.getTime()).toBe(duration);
          const local = wallTimeIn(occurrence.startTime, timeZone);
          // Same local time, except a time a change skipped (then an hour later, RFC 5545).
          const sameTime = local.hour === first.hour && local.minute === first.minute;
          const skipped =
            (local.hour - first.hour + 24) % 24 === 1 && local.minute === first.minute;
          expect(sameTime || skipped).toBe(true);
          if (of.recurrenceEndDate) {
            expect(localDateOf(occurrence.startTime, timeZone) <= of.recurrenceEndDate).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('give the earliest ones first under a limit', () => {
    fc.assert(
      fc.property(recurring, windows, fc.integer({ min: 1, max: 5 }), (input, window, limit) => {
        const of = build(input, NEW_YORK);
        const to = new Date(window.from.getTime() + window.days * 86_400_000);
        expect(occurrencesBetween(of, window.from, to, NEW_YORK, limit)).toEqual(
          occurrencesBetween(of, window.from, to, NEW_YORK).slice(0, limit),
        );
      }),
      { numRuns: 100 },
    );
  });
});
