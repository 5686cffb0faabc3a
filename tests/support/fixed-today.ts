/** A fixed "today" for component tests whose forms default a date to today. */
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fixes the date and time for each test of the enclosing describe (call it there). Only Date
 * is faked: timers, and so user-event, run as usual.
 */
export function useFixedToday(now: Date) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
