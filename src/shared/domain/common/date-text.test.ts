/** One way of writing dates for pages, warnings and e-mails (decision 098). */
import { describe, expect, it } from 'vitest';
import { CLEARANCE_MESSAGES } from '../volunteer/clearance';
import { clockText, dayText, instantDayText, instantText } from './date-text';

const NEW_YORK = 'America/New_York';

describe('date text', () => {
  it('writes a date as "Thu, Dec 10, 2026", never moving its day, and leaves other text alone', () => {
    expect(dayText('2026-12-10')).toBe('Thu, Dec 10, 2026');
    expect(dayText('2026-01-01')).toBe('Thu, Jan 1, 2026');
    expect(dayText('not a date')).toBe('not a date');
  });

  it('writes instants in the zone given, with plain spaces', () => {
    const instant = new Date('2026-12-10T15:00:00Z');
    expect(instantText(instant, NEW_YORK)).toBe('Thu, Dec 10, 2026, 10:00 AM');
    // 03:00 in London on the 11th is still the 10th in New York.
    expect(instantDayText(new Date('2026-12-11T03:00:00Z'), NEW_YORK)).toBe('Thu, Dec 10, 2026');
    expect(clockText('16:30')).toBe('4:30 PM');
  });

  it('is the format of the clearance warnings (the e-mails: schedule-mail.test.ts)', () => {
    expect(CLEARANCE_MESSAGES.expired('HMP Leeds', '2026-12-10')).toBe(
      'Clearance at HMP Leeds expired on Thu, Dec 10, 2026',
    );
  });
});
