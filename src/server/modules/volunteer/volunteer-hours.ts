/**
 * A volunteer's hours (product.md §2.10, decision 103): the approved visits that took place and
 * the programs they led that were held, one figure for their dashboard, the volunteers list, the
 * volunteer's record and the Reports page. Hours typed in by hand are kept apart, as hours
 * carried from before the programme used this product.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { rowsOf } from '../../db/library-internals/execute-rows';
import type { SortField } from '../../db/ordering';
import type { ListClock } from '../../db/records';
import { volunteer } from '../../db/schema/volunteer';
import { byKey, requestLoader } from '../../graphql/request-loader';
import { todayIn } from '../../../shared/domain/common/calendar';
import { PROGRAM_SECONDS, programTookPlace } from '../program/program-figures';
import { visitsGivenOnDays } from '../schedule/visits-given';

export interface HoursPeriod {
  /** First and last day counted, 'YYYY-MM-DD'; from null: since the first. */
  from: string | null;
  to: string;
  timeZone: string;
  now: Date;
}

/** The hours given by the volunteer whose id is `volunteerId`, in the period, as SQL. */
export function hoursGivenSql(volunteerId: SQL, period: HoursPeriod): SQL {
  const { from, to, timeZone, now } = period;
  const today = todayIn(timeZone, now);
  const visits = visitsGivenOnDays({ from, to }, timeZone, now);
  const programDays =
    from === null ? sql`date <= ${to}::date` : sql`date between ${from}::date and ${to}::date`;
  return sql`(((select coalesce(sum(given.seconds), 0) from ${visits} given where given.volunteer_id = ${volunteerId})
    + (select coalesce(sum(${PROGRAM_SECONDS}), 0) from program
        where volunteer_id = ${volunteerId} and ${programDays} and ${programTookPlace(today)})) / 3600.0)`;
}

/** Every hour given so far, as of the clock. */
const allHoursGiven = (volunteerId: SQL, { timeZone, now }: ListClock) =>
  hoursGivenSql(volunteerId, { from: null, to: todayIn(timeZone, now), timeZone, now });

/** The volunteers list's Hours column: given here plus carried from before. */
export const byTotalHours = (clock: ListClock): SortField => ({
  keys: [
    {
      name: 'total hours',
      expression: sql`(${allHoursGiven(sql`${volunteer.id}`, clock)} + ${volunteer.totalVolunteerHours})`,
    },
  ],
});

// One query per page of volunteers.
export const hoursGiven = requestLoader<{ id: string; clock: ListClock }, number>(
  async (db: DbExecutor, keys) => {
    const clock = keys[0]!.clock;
    const ids = keys.map((key) => key.id);
    const rows = await rowsOf<{ id: string; hours: number }>(
      db,
      sql`select ${volunteer.id} as id, ${allHoursGiven(sql`${volunteer.id}`, clock)} as hours
        from ${volunteer} where ${inArray(volunteer.id, ids)}`,
    );
    return byKey(
      ids,
      rows,
      (row) => row.id,
      (row) => Math.round(Number(row.hours) * 10) / 10,
      0,
    );
  },
);
