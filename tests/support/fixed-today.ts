/** A fixed "today" for component tests whose forms default a date to today. */
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fixes the date and time for each test of the enclosing describe (call it there). Only Date
 * is faked: timers, and so user-event, run as usual. Not for a test that waits for what a
 * signed-in session shows: better-auth reads the session at most once a second by this clock,
 * and set back it can skip the read after another file's in the same worker (date such records
 * from today instead, as tests/support/papers.ts does).
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
