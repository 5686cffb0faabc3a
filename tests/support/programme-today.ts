/**
 * Today's date where the programme runs, as the API tells it: for tests whose records are dated
 * relative to today (releases, check-ins due, a client's timeline).
 */
import { beforeEach } from 'vitest';
import { addDays, todayIn } from '../../src/shared/domain/common/calendar';
import { insertClient } from './client-factory';
import type { Caller } from './graphql';
import type { TestApp } from './test-app';

/** Today (YYYY-MM-DD) in the programme's time zone, asked of the API as `caller`. */
export async function programmeToday(caller: Caller): Promise<string> {
  const zone = await caller.run<{ programmeTimeZone: string }>('{ programmeTimeZone }');
  return todayIn(zone.data!.programmeTimeZone);
}

/**
 * Clients released some days before the programme's today, which is read afresh before each
 * test (as `caller`): for the overview's counts that follow a release (check-ins due, papers).
 */
export function releasedClients(app: TestApp, caller: Caller) {
  const released = {
    /** Today in the programme's zone, for the test that runs. */
    today: '',
    /** A client out of custody since `days` days ago. */
    daysAgo: (days: number, values: Record<string, unknown> = {}) =>
      insertClient(app.database.db, {
        incarcerated: false,
        releaseDate: addDays(released.today, -days),
        ...values,
      }),
  };
  beforeEach(async () => {
    released.today = await programmeToday(caller);
  });
  return released;
}
