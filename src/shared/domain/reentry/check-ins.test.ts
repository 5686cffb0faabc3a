import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar';
import { utcCalendarDate } from '../common/dates';
import { checkInLabel, proposedCheckIns } from './check-ins';

const day = fc
  .date({
    min: new Date(Date.UTC(1990, 0, 1)),
    max: new Date(Date.UTC(2090, 11, 31)),
    noInvalidDate: true,
  })
  .map(utcCalendarDate);

describe('proposedCheckIns', () => {
  it('proposes the 30, 90 and 180-day check-ins after a release, due once their day has come', () => {
    const released = { incarcerated: false, releaseDate: '2026-01-10' };
    expect(proposedCheckIns(released, [], '2026-04-10')).toEqual([
      { checkpoint: 'DAY_30', dueOn: '2026-02-09', due: true },
      { checkpoint: 'DAY_90', dueOn: '2026-04-10', due: true },
      { checkpoint: 'DAY_180', dueOn: '2026-07-09', due: false },
    ]);
    expect(checkInLabel('DAY_90')).toBe('90-day check-in');
  });

  it('leaves out those recorded for this release, not those of an earlier one', () => {
    const client = { incarcerated: false, releaseDate: '2026-01-10' };
    const recorded = [
      { checkpoint: 'DAY_30' as const, releaseDate: '2026-01-10' },
      { checkpoint: 'DAY_90' as const, releaseDate: '2024-05-01' },
    ];
    expect(proposedCheckIns(client, recorded, '2026-01-10').map((c) => c.checkpoint)).toEqual([
      'DAY_90',
      'DAY_180',
    ]);
  });

  it('proposes none while the client is in custody or without a release date', () => {
    expect(
      proposedCheckIns({ incarcerated: true, releaseDate: '2026-01-10' }, [], '2027-01-01'),
    ).toEqual([]);
    expect(proposedCheckIns({ incarcerated: false, releaseDate: null }, [], '2027-01-01')).toEqual(
      [],
    );
  });

  it('moves every proposed day with the release date', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), day, (release, shift, today) => {
        const before = proposedCheckIns({ incarcerated: false, releaseDate: release }, [], today);
        const moved = proposedCheckIns(
          { incarcerated: false, releaseDate: addDays(release, shift) },
          [],
          today,
        );
        expect(moved.map((check) => check.dueOn)).toEqual(
          before.map((check) => addDays(check.dueOn, shift)),
        );
      }),
    );
  });
});
