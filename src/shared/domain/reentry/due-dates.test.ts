import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar';
import { utcCalendarDate } from '../common/dates';
import {
  byDueDay,
  daysFromReleaseHint,
  isOverdue,
  MAX_OFFSET_DAYS,
  offsetLabel,
  planReadiness,
  stepDueOn,
} from './due-dates';
import { REENTRY_STEP_STATUSES } from './reentry.enums';

/** Any day from 1990 to 2090, as a calendar date. */
const day = fc
  .date({
    min: new Date(Date.UTC(1990, 0, 1)),
    max: new Date(Date.UTC(2090, 11, 31)),
    noInvalidDate: true,
  })
  .map(utcCalendarDate);
const offset = fc.integer({ min: -MAX_OFFSET_DAYS, max: MAX_OFFSET_DAYS });
const step = fc.record({
  status: fc.constantFrom(...REENTRY_STEP_STATUSES),
  offsetDays: fc.option(offset, { nil: null }),
});

/** Whole days from `from` to `to` (UTC days, so no clock change shifts them). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

describe('reentry steps due relative to the release', () => {
  it('puts a step its number of days from the release', () => {
    fc.assert(
      fc.property(day, offset, (release, days) => {
        expect(daysBetween(release, stepDueOn(release, days)!)).toBe(days);
      }),
    );
  });

  it('moves every step with the release date, by as many days', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: -400, max: 400 }),
        fc.array(offset),
        (release, shift, offsets) => {
          const moved = addDays(release, shift);
          for (const days of offsets) {
            expect(daysBetween(stepDueOn(release, days)!, stepDueOn(moved, days)!)).toBe(shift);
          }
        },
      ),
    );
  });

  it('has no day without a release date or without a number of days', () => {
    fc.assert(
      fc.property(day, offset, (release, days) => {
        expect(stepDueOn(null, days)).toBeNull();
        expect(stepDueOn('', days)).toBeNull();
        expect(stepDueOn(release, null)).toBeNull();
      }),
    );
  });

  it('counts an open step overdue only once its day has passed', () => {
    fc.assert(
      fc.property(day, step, day, (release, one, today) => {
        const due = stepDueOn(release, one.offsetDays);
        expect(isOverdue(one, release, today)).toBe(
          one.status === 'OPEN' && due !== null && due < today,
        );
      }),
    );
    expect(isOverdue({ status: 'OPEN', offsetDays: -3 }, '2026-12-04', '2026-12-01')).toBe(false);
    expect(isOverdue({ status: 'OPEN', offsetDays: -3 }, '2026-12-04', '2026-12-02')).toBe(true);
    expect(isOverdue({ status: 'DONE', offsetDays: -3 }, '2026-12-04', '2026-12-02')).toBe(false);
  });

  it('counts readiness as the steps done of those due by today, leaving out those not needed', () => {
    fc.assert(
      fc.property(day, fc.array(step), day, (release, steps, today) => {
        const { done, due } = planReadiness(steps, release, today);
        const dueSteps = steps.filter((one) => {
          const when = stepDueOn(release, one.offsetDays);
          return one.status !== 'NOT_NEEDED' && when !== null && when <= today;
        });
        expect(due).toBe(dueSteps.length);
        expect(done).toBe(dueSteps.filter((one) => one.status === 'DONE').length);
      }),
    );
    const plan = [
      { status: 'DONE', offsetDays: -30 },
      { status: 'OPEN', offsetDays: -14 },
      { status: 'NOT_NEEDED', offsetDays: -20 },
      { status: 'OPEN', offsetDays: 3 },
      { status: 'OPEN', offsetDays: null },
    ];
    expect(planReadiness(plan, '2026-12-20', '2026-12-10')).toEqual({ done: 1, due: 2 });
  });

  it('says when a step is due in words', () => {
    expect(offsetLabel(-30)).toBe('30 days before release');
    expect(offsetLabel(-1)).toBe('1 day before release');
    expect(offsetLabel(0)).toBe('On release day');
    expect(offsetLabel(3)).toBe('3 days after release');
    expect(offsetLabel(null)).toBe('No fixed day');
  });

  it('hints what typed days mean, and orders steps by due day with no fixed day last', () => {
    expect(daysFromReleaseHint(' -14 ')).toBe('14 days before release');
    expect(daysFromReleaseHint('3')).toBe('3 days after release');
    expect(daysFromReleaseHint('3.5')).toBe(
      'Negative before release, positive after; empty for no fixed day',
    );
    const steps = [{ offsetDays: null }, { offsetDays: 3 }, { offsetDays: -30 }];
    expect(steps.toSorted(byDueDay).map((step) => step.offsetDays)).toEqual([-30, 3, null]);
  });
});
