/**
 * The visits a volunteer gave: every occurrence of an approved schedule that has ended, as rows
 * of SQL, so that the volunteer's hours on their dashboard, in the volunteers list and on the
 * Reports page are one sum of one set (product.md §2.10, decision 103).
 *
 * The occurrences are those of shared/domain/schedule/recurrence.ts (the calendar's and the
 * phone feed's), expanded in the database so a list can be sorted by them: each starts at the
 * first one's wall-clock time in the programme's zone (PostgreSQL's `timestamp + n * interval`
 * keeps the wall time), lasts as long as the first, monthly ones skip months without the day,
 * and none starts after the end date. `visits-given.test.ts` holds this to recurrence.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDaysToWall, instantFromWallTime } from '../../../shared/domain/common/zoned-time';
import { schedule } from '../../db/schema/schedule';

export interface VisitWindow {
  /** The programme's time zone, in which a series repeats. */
  timeZone: string;
  /** Occurrences starting at or after this instant; null: from the first. */
  from: Date | null;
  /** Occurrences that ended at or before this instant (now, or a period's end if earlier). */
  until: Date;
}

// The shortest and longest step of each pattern, a daylight-saving hour either way: bounds
// for which occurrence numbers can fall in the window, so a long series is not expanded whole.
const SHORTEST_STEP = sql`case s.recurring_pattern when 'DAILY' then 82800 when 'WEEKLY' then 601200 else 2415600 end`;
const LONGEST_STEP = sql`case s.recurring_pattern when 'DAILY' then 90000 when 'WEEKLY' then 608400 else 2682000 end`;
const STEP = sql`case s.recurring_pattern when 'DAILY' then interval '1 day' when 'WEEKLY' then interval '7 days' else interval '1 month' end`;

/**
 * Rows (volunteer_id, facility_id, starts_at, seconds): one per visit given in the window. Use
 * as a subquery: `select sum(seconds) from ${visitsGiven(window)} v where v.volunteer_id = …`.
 */
export function visitsGiven({ timeZone, from, until }: VisitWindow): SQL {
  const repeats = sql`(s.is_recurring and s.recurring_pattern is not null)`;
  const firstWall = sql`(s.start_time at time zone ${timeZone})`;
  const wallOf = (n: SQL) => sql`(${firstWall} + ${n} * ${STEP})`;
  const wall = wallOf(sql`o.n`);
  const seconds = sql`extract(epoch from (s.end_time - s.start_time))`;
  const fromTime = from ?? new Date(0);
  const firstN = sql`greatest(0, floor(extract(epoch from (${fromTime}::timestamptz - s.start_time)) / ${LONGEST_STEP})::int - 1)`;
  const lastN = sql`greatest(0, ceil(extract(epoch from (${until}::timestamptz - s.start_time)) / ${SHORTEST_STEP})::int + 1)`;
  return sql`(select s.volunteer_id, s.facility_id, o.starts_at, ${seconds} as seconds
    from ${schedule} s
    cross join lateral (
      select n, case when n = 0 then s.start_time else ${wallOf(sql`n`)} at time zone ${timeZone} end as starts_at
      from generate_series(case when ${repeats} then ${firstN} else 0 end,
                           case when ${repeats} then ${lastN} else 0 end) as n
    ) o
    where s.status = 'APPROVED'
      and (o.n = 0 or s.recurring_pattern <> 'MONTHLY'
        or extract(day from ${wall}) = extract(day from ${firstWall}))
      and (o.n = 0 or s.recurrence_end_date is null or (${wall})::date <= s.recurrence_end_date)
      and o.starts_at >= ${fromTime}::timestamptz
      and o.starts_at + (s.end_time - s.start_time) <= ${until}::timestamptz)`;
}

/** The instant a local day ('YYYY-MM-DD') begins in the zone. */
function dayStartsAt(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantFromWallTime({ year, month, day: date, hour: 0, minute: 0, second: 0 }, timeZone);
}

/**
 * Visits given on the days `from` to `to` (both counted, null: from the first) as they stand at
 * `now`: a visit still under way, or ahead, is not given yet.
 */
export function visitsGivenOnDays(
  days: { from: string | null; to: string },
  timeZone: string,
  now: Date,
): SQL {
  const [year, month, date] = days.to.split('-').map(Number) as [number, number, number];
  const dayAfter = addDaysToWall({ year, month, day: date, hour: 0, minute: 0, second: 0 }, 1);
  const end = instantFromWallTime(dayAfter, timeZone);
  return visitsGiven({
    timeZone,
    from: days.from === null ? null : dayStartsAt(days.from, timeZone),
    until: end < now ? end : now,
  });
}
