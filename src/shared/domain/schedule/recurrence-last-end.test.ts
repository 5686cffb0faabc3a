import { describe, expect, it } from 'vitest';
import { lastVisitEnd, OPEN_ENDED } from './recurrence';

const NEW_YORK = 'America/New_York';
const slot = (values: Record<string, unknown>) => ({
  startTime: new Date('2026-01-31T15:00:00Z'),
  endTime: new Date('2026-01-31T17:00:00Z'),
  isRecurring: true,
  recurringPattern: 'MONTHLY' as const,
  recurrenceEndDate: null as string | null,
  ...values,
});

describe('when the last visit ends', () => {
  it('is the end of a one-off, and far in the future for a series with no end date', () => {
    const oneOff = slot({ isRecurring: false, recurringPattern: null });
    expect(lastVisitEnd(oneOff, NEW_YORK)).toEqual(oneOff.endTime);
    expect(lastVisitEnd(slot({}), NEW_YORK)).toEqual(OPEN_ENDED);
  });

  it('is the last occurrence on or before the end date, months without the day skipped', () => {
    // Monthly on the 31st: no 30 April or 30 June visit; the last before 30 June is 31 May.
    expect(lastVisitEnd(slot({ recurrenceEndDate: '2026-06-30' }), NEW_YORK).toISOString()).toBe(
      '2026-05-31T16:00:00.000Z',
    );
    // The end date itself counts, in the programme's zone (11:00 New York time on 31 July).
    expect(lastVisitEnd(slot({ recurrenceEndDate: '2026-07-31' }), NEW_YORK).toISOString()).toBe(
      '2026-07-31T16:00:00.000Z',
    );
  });

  it('keeps the local time across daylight saving, and is the first visit when that is the only one', () => {
    const weekly = slot({
      startTime: new Date('2026-03-02T15:00:00Z'), // Monday 10:00 New York, winter time
      endTime: new Date('2026-03-02T17:00:00Z'),
      recurringPattern: 'WEEKLY',
    });
    expect(
      lastVisitEnd({ ...weekly, recurrenceEndDate: '2026-03-15' }, NEW_YORK).toISOString(),
    ).toBe('2026-03-09T16:00:00.000Z'); // Monday 9 March 12:00, summer time
    expect(lastVisitEnd({ ...weekly, recurrenceEndDate: '2026-03-02' }, NEW_YORK)).toEqual(
      weekly.endTime,
    );
  });
});
