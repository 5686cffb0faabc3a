import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../common/dates';
import {
  clearanceOn,
  placementOn,
  problemsMessage,
  type FacilityClearance,
  type VolunteerStanding,
} from './clearance';
import { BACKGROUND_CHECK_STATUSES, CLEARANCE_STATUSES } from './volunteer.enums';
import { dayText } from '../common/date-text';

const SPRINGFIELD = { id: 'facility-springfield', name: 'Springfield State Prison' };
const RIVERSIDE = { id: 'facility-riverside', name: 'Riverside County Jail' };

function approved(changes: Partial<FacilityClearance> = {}): FacilityClearance {
  return {
    facilityId: SPRINGFIELD.id,
    status: 'APPROVED',
    grantedOn: '2026-01-01',
    expiresOn: '2026-10-01',
    ...changes,
  };
}

function volunteer(changes: Partial<VolunteerStanding> = {}): VolunteerStanding {
  return {
    backgroundCheckStatus: 'PASSED',
    trainingCompleted: true,
    clearances: [approved()],
    ...changes,
  };
}

const messages = (standing: VolunteerStanding, day: string, facility = SPRINGFIELD) =>
  clearanceOn(standing, facility, day).problems.map((problem) => problem.message);

describe('clearanceOn', () => {
  it('clears a volunteer with an approved clearance in force, a passed check and training', () => {
    const verdict = clearanceOn(volunteer(), SPRINGFIELD, '2026-06-15');
    expect(verdict).toEqual({ cleared: true, problems: [], clearance: approved() });
  });

  it('counts the first and the last day of the clearance as in force', () => {
    expect(clearanceOn(volunteer(), SPRINGFIELD, '2026-01-01').cleared).toBe(true);
    expect(clearanceOn(volunteer(), SPRINGFIELD, '2026-10-01').cleared).toBe(true);
  });

  it('names each missing condition in the words of product.md §3.2.1', () => {
    expect(messages(volunteer(), '2026-10-02')).toEqual([
      'Clearance at Springfield State Prison expired on Thu, Oct 1, 2026',
    ]);
    expect(messages(volunteer(), '2025-12-31')).toEqual([
      'Clearance at Springfield State Prison starts on Thu, Jan 1, 2026',
    ]);
    expect(messages(volunteer({ clearances: [] }), '2026-06-15')).toEqual([
      'No approved clearance for Springfield State Prison',
    ]);
    expect(messages(volunteer({ backgroundCheckStatus: 'FAILED' }), '2026-06-15')).toEqual([
      'Background check not passed',
    ]);
    expect(messages(volunteer({ trainingCompleted: false }), '2026-06-15')).toEqual([
      'Training not completed',
    ]);
    expect(
      messages(
        { backgroundCheckStatus: null, trainingCompleted: false, clearances: [] },
        '2026-06-15',
      ),
    ).toEqual([
      'No approved clearance for Springfield State Prison',
      'Background check not passed',
      'Training not completed',
    ]);
  });

  it('reads only the clearance at the facility asked about', () => {
    expect(messages(volunteer(), '2026-06-15', RIVERSIDE)).toEqual([
      'No approved clearance for Riverside County Jail',
    ]);
  });

  it('treats a pending, denied or revoked clearance as none', () => {
    for (const status of ['PENDING', 'DENIED', 'REVOKED'] as const) {
      expect(messages(volunteer({ clearances: [approved({ status })] }), '2026-06-15')).toEqual([
        'No approved clearance for Springfield State Prison',
      ]);
    }
  });

  it('keeps an approved clearance without dates in force on every day', () => {
    const open = volunteer({ clearances: [approved({ grantedOn: null, expiresOn: null })] });
    expect(clearanceOn(open, SPRINGFIELD, '1999-01-01').cleared).toBe(true);
    expect(clearanceOn(open, SPRINGFIELD, '2099-12-31').cleared).toBe(true);
  });
});

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2032-12-31T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) =>
    formatCalendarDate({
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    }),
  );

const standing = fc.record({
  backgroundCheckStatus: fc.constantFrom(null, ...BACKGROUND_CHECK_STATUSES),
  trainingCompleted: fc.boolean(),
  clearances: fc.array(
    fc.record({
      facilityId: fc.constantFrom(SPRINGFIELD.id, RIVERSIDE.id),
      status: fc.constantFrom(...CLEARANCE_STATUSES),
      grantedOn: fc.option(day, { nil: null }),
      expiresOn: fc.option(day, { nil: null }),
    }),
    { maxLength: 2 },
  ),
});

describe('clearanceOn, over any dates', () => {
  it('clears exactly when every condition holds, and otherwise says why', () => {
    fc.assert(
      fc.property(standing, day, (someone, on) => {
        const here = someone.clearances.find((each) => each.facilityId === SPRINGFIELD.id);
        const inForce =
          here !== undefined &&
          here.status === 'APPROVED' &&
          (here.grantedOn === null || here.grantedOn <= on) &&
          (here.expiresOn === null || on <= here.expiresOn);
        const expected =
          inForce && someone.backgroundCheckStatus === 'PASSED' && someone.trainingCompleted;
        const verdict = clearanceOn(someone, SPRINGFIELD, on);
        expect(verdict.cleared).toBe(expected);
        expect(verdict.problems.length === 0).toBe(expected);
      }),
    );
  });

  it('is cleared up to the expiry day and names that day on every day after it', () => {
    fc.assert(
      fc.property(day, day, day, (granted, expires, on) => {
        fc.pre(granted <= expires);
        const someone = volunteer({
          clearances: [approved({ grantedOn: granted, expiresOn: expires })],
        });
        const verdict = clearanceOn(someone, SPRINGFIELD, on);
        if (on < granted) {
          expect(verdict.problems.map((p) => p.kind)).toEqual(['NOT_YET_IN_FORCE']);
        } else if (on <= expires) {
          expect(verdict.cleared).toBe(true);
        } else {
          expect(verdict.problems).toEqual([
            {
              kind: 'EXPIRED',
              expiresOn: expires,
              message: `Clearance at Springfield State Prison expired on ${dayText(expires)}`,
            },
          ]);
        }
      }),
    );
  });
});

describe('placementOn', () => {
  const weekly = ['2026-09-17', '2026-09-24', '2026-10-01', '2026-10-08', '2026-10-15'];

  it("allows a recurring visit up to the clearance's expiry and flags the first day after it", () => {
    expect(placementOn(volunteer(), SPRINGFIELD, weekly)).toEqual({
      refused: null,
      flaggedFrom: { day: '2026-10-08', problems: [expect.objectContaining({ kind: 'EXPIRED' })] },
    });
  });

  it('refuses a visit whose first day is not cleared, naming every missing condition', () => {
    const verdict = placementOn(volunteer({ trainingCompleted: false }), SPRINGFIELD, weekly);
    expect(verdict.flaggedFrom).toBeNull();
    expect(verdict.refused?.day).toBe('2026-09-17');
    expect(problemsMessage(verdict.refused!.problems)).toBe('Training not completed');
    const after = placementOn(volunteer(), SPRINGFIELD, ['2026-10-02']);
    expect(problemsMessage(after.refused!.problems)).toBe(
      'Clearance at Springfield State Prison expired on Thu, Oct 1, 2026',
    );
    const nowhere = placementOn(
      volunteer({ clearances: [], backgroundCheckStatus: 'PENDING' }),
      RIVERSIDE,
      ['2026-06-01'],
    );
    expect(problemsMessage(nowhere.refused!.problems)).toBe(
      'No approved clearance for Riverside County Jail. Background check not passed',
    );
  });

  it('reads an endless series only as far as it must', () => {
    function* daily(from: string) {
      for (let day = new Date(`${from}T00:00:00Z`); ; day = new Date(day.getTime() + 86_400_000))
        yield day.toISOString().slice(0, 10);
    }
    const lasting = volunteer({ clearances: [approved({ expiresOn: null })] });
    expect(placementOn(lasting, SPRINGFIELD, daily('2026-06-01'))).toEqual({
      refused: null,
      flaggedFrom: null,
    });
    expect(placementOn(volunteer(), SPRINGFIELD, daily('2026-06-01')).flaggedFrom?.day).toBe(
      '2026-10-02',
    );
  });

  it('over any days: refused exactly when the first day is not cleared; flagged from the first day after the expiry', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 800 }), { minLength: 1, maxLength: 20 }),
        fc.option(fc.integer({ min: 0, max: 800 })),
        fc.boolean(),
        (offsets, expiryOffset, trained) => {
          const day = (offset: number) =>
            new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
          const days = [...offsets].sort((a, b) => a - b).map(day);
          const expiresOn = expiryOffset === null ? null : day(expiryOffset);
          const standing = volunteer({
            trainingCompleted: trained,
            clearances: [approved({ grantedOn: null, expiresOn })],
          });
          const verdict = placementOn(standing, SPRINGFIELD, days);
          const firstCleared = clearanceOn(standing, SPRINGFIELD, days[0]!).cleared;
          expect(verdict.refused === null).toBe(firstCleared);
          const firstAfterExpiry = days.find((each) => expiresOn !== null && each > expiresOn);
          expect(verdict.flaggedFrom?.day ?? null).toBe(
            firstCleared ? (firstAfterExpiry ?? null) : null,
          );
        },
      ),
    );
  });
});
