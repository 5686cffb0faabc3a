import { describe, expect, it } from 'vitest';
import { recurrenceText } from './schedule-text';

describe('recurrence text', () => {
  it('names the pattern and the last day, which never moves with the time zone', () => {
    expect(recurrenceText({ isRecurring: false, recurringPattern: null })).toBeNull();
    expect(recurrenceText({ isRecurring: true, recurringPattern: 'DAILY' })).toBe(
      'Repeats every day',
    );
    const weekly = recurrenceText({
      isRecurring: true,
      recurringPattern: 'WEEKLY',
      recurrenceEndDate: '2026-06-30',
    });
    // Written as every page writes a date (decision 049).
    expect(weekly).toBe('Repeats every week until Tue, Jun 30, 2026');
  });
});
