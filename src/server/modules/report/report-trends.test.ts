// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * The overview's 12 months of trends (product.md §2.11) against counts computed here, in plain
 * TypeScript, from the data set each test seeds (tests/support/report-figures/world.ts): the same
 * counts as the reports', exact rather than written by the small-number rule.
 */
import { describe, expect, it } from 'vitest';
import { callerAs } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  monthStart,
  seedWorld,
  ZONE,
  type Period,
} from '../../../../tests/support/report-figures/world';
import type { ProgrammeTrends } from './programme-trends';
import {
  counted,
  EMPLOYED,
  minutesOf,
} from '../../../../tests/support/report-figures/expected-counts';
import {
  monthName,
  monthsOf,
  totalOf,
} from '../../../../tests/support/report-figures/expected-cells';

const app = useTestApp({ ORG_TIMEZONE: ZONE });

describe("the overview's trends", () => {
  it('are the last 12 months of the same counts, exact', async () => {
    const world = await seedWorld(app.database.db);
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const result = await admin.run<{ programmeTrends: ProgrammeTrends }>(
      `query { programmeTrends { leftOutWithoutConsent months { month label programsHeld programsHeldByType { type count } attendees
        newAttendees volunteerHours itemsDistributed releases checkIns housedStably employed returnedToCustody } } }`,
    );
    expect(result.errors).toEqual([]);
    const trends = result.data!.programmeTrends.months;

    const period: Period = {
      from: monthStart(world.today, -11),
      to: world.today,
      facilityId: null,
    };
    const { programs, held, released, checkIns, distributed, leftOut } = counted(world, period);
    // The overview says how many clients it leaves out, as the reports do.
    expect(leftOut).toBeGreaterThanOrEqual(1);
    expect(result.data!.programmeTrends.leftOutWithoutConsent).toBe(leftOut);
    const months = monthsOf(period.from, period.to);
    expect(months).toHaveLength(12);
    const expected = months.map((month) => {
      const mine = programs.filter((row) => held(row) && row.date.startsWith(month));
      const outcomes = checkIns.filter((row) => row.heldOn.startsWith(month));
      const byType = new Map<string, number>();
      for (const row of mine) byType.set(row.type, (byType.get(row.type) ?? 0) + 1);
      return {
        month,
        label: monthName(month),
        programsHeld: mine.length,
        programsHeldByType: [...byType]
          .map(([type, total]) => ({ type, count: total }))
          .sort((a, b) => a.type.localeCompare(b.type)),
        attendees: totalOf(mine, (row) => row.attendees),
        newAttendees: totalOf(mine, (row) => row.newAttendees),
        volunteerHours: Math.round((totalOf(mine, minutesOf) / 60) * 10) / 10,
        itemsDistributed: totalOf(
          distributed.filter((row) => row.month === month),
          (row) => row.quantity,
        ),
        releases: released.filter((row) => row.releaseDate!.startsWith(month)).length,
        checkIns: outcomes.length,
        housedStably: outcomes.filter((row) => row.housingStatus === 'STABLE').length,
        employed: outcomes.filter(
          (row) => row.employmentStatus !== null && EMPLOYED.includes(row.employmentStatus),
        ).length,
        returnedToCustody: outcomes.filter((row) => row.returnedToCustody).length,
      };
    });
    // Only the types held that month: one whose programs were all called off is not drawn.
    const actual = trends.map((month) => ({
      ...month,
      programsHeldByType: [...month.programsHeldByType].sort((a, b) =>
        a.type.localeCompare(b.type),
      ),
    }));
    expect(actual).toEqual(expected);
    // Exact, not written by the small-number rule: some months hold 1 to 4 of something.
    expect(trends.some((month) => month.programsHeld >= 1 && month.programsHeld <= 4)).toBe(true);
    expect(totalOf(trends, (month) => month.checkIns)).toBeGreaterThan(0);
    expect(totalOf(trends, (month) => month.itemsDistributed)).toBeGreaterThan(0);
  });
});
