/**
 * Today's date where the programme runs, as the API tells it: for tests whose records are dated
 * relative to today (releases, check-ins due, a client's timeline).
 */
import { todayIn } from '../../src/shared/domain/common/calendar';
import type { Caller } from './graphql';

/** Today (YYYY-MM-DD) in the programme's time zone, asked of the API as `caller`. */
export async function programmeToday(caller: Caller): Promise<string> {
  const zone = await caller.run<{ programmeTimeZone: string }>('{ programmeTimeZone }');
  return todayIn(zone.data!.programmeTimeZone);
}
