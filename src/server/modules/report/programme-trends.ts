/**
 * The overview's trends (product.md §2.4): the last 12 months, this one included, month by month,
 * from the same figures as the Reports page. Exact counts: the overview is the staff's own screen,
 * not a report handed out (decision 071).
 */
import { monthLabel, monthsBetween, trendsStart } from '../../../shared/domain/report/figures';
import type { DbExecutor } from '../../db/client';
import { programmeFigures } from './programme-figures';

export interface TrendMonth {
  month: string;
  label: string;
  programsHeld: number;
  programsHeldByType: { type: string; count: number }[];
  attendees: number;
  newAttendees: number;
  volunteerHours: number;
  itemsDistributed: number;
  releases: number;
  checkIns: number;
  housedStably: number;
  employed: number;
  returnedToCustody: number;
}

export interface ProgrammeTrends {
  months: TrendMonth[];
  /** Clients the trends would count but for their missing data-usage consent. */
  leftOutWithoutConsent: number;
}

export async function programmeTrends(
  db: DbExecutor,
  today: string,
  timeZone: string,
  now: Date,
): Promise<ProgrammeTrends> {
  const from = trendsStart(today);
  const figures = await programmeFigures(db, {
    from,
    to: today,
    facilityId: null,
    today,
    timeZone,
    now,
  });
  const months = monthsBetween(from, today).map((month) => {
    const programs = figures.programs.filter((row) => row.month === month);
    const checkIns = figures.checkIns.filter((row) => row.month === month);
    const total = <Row>(rows: Row[], pick: (row: Row) => number) =>
      rows.reduce((sum, row) => sum + pick(row), 0);
    const byType = new Map<string, number>();
    for (const row of programs) byType.set(row.type, (byType.get(row.type) ?? 0) + row.held);
    return {
      month,
      label: monthLabel(month),
      programsHeld: total(programs, (row) => row.held),
      // Only types held that month: a type whose programs were all called off is not drawn.
      programsHeldByType: [...byType]
        .filter(([, count]) => count > 0)
        .map(([type, count]) => ({ type, count })),
      attendees: total(programs, (row) => row.attendees),
      newAttendees: total(programs, (row) => row.newAttendees),
      // Programs led and visits given, as the Reports page and the volunteer's record count them.
      volunteerHours:
        Math.round(
          (total(programs, (row) => row.hours) +
            total(
              figures.visits.filter((row) => row.month === month),
              (row) => row.hours,
            )) *
            10,
        ) / 10,
      itemsDistributed: total(
        figures.distributions.filter((row) => row.month === month),
        (row) => row.quantity,
      ),
      releases: total(
        figures.releases.filter((row) => row.month === month),
        (row) => row.count,
      ),
      checkIns: total(checkIns, (row) => row.count),
      housedStably: total(checkIns, (row) => row.housedStably),
      employed: total(checkIns, (row) => row.employed),
      returnedToCustody: total(checkIns, (row) => row.returnedToCustody),
    };
  });
  return { months, leftOutWithoutConsent: figures.leftOutWithoutConsent };
}
