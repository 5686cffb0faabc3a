// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * The Reports API's figures (product.md §2.11, decision 071) against counts computed here, in plain
 * TypeScript, from a varied data set each test seeds (a fixed-seed generator plus records on each
 * period's edges, dates relative to the programme's today): every cell of a year's report and of a
 * report narrowed to one facility, its value and its text (a count of 1 to 4 written "fewer than
 * 5", value null; a figure that would give one away "withheld", value null; zero "0", hours to one
 * decimal, rates in whole percent); and a client without data-usage consent moves no client or
 * outcome figure and is counted as left out. What a reader could work out from reports and their
 * files is report-disclosure.test.ts's; the overview's trends are report-trends.test.ts's.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/common/calendar';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { reentryCheckIn } from '../../db/schema/reentry-check-in';
import { callerAs } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  facilityPeriod,
  seedWorld,
  yearPeriod,
  ZONE,
} from '../../../../tests/support/report-figures/world';
import type { Report } from '../../../../tests/support/report-figures/expected-cells';
import { expectedReport } from '../../../../tests/support/report-figures/expected';
import {
  cellsOf,
  expectPublished,
  reportOf,
  valueOf,
} from '../../../../tests/support/report-figures/report-api';

const app = useTestApp({ ORG_TIMEZONE: ZONE });

/**
 * The exact report's counts fall in each band of the small-number rule, several times over; the
 * small ones are "fewer than 5" and most of the others are shown: suppression does not blank a
 * board's report.
 */
function expectEveryBand(report: Report, exact: Report) {
  const given = cellsOf(report);
  const counts = cellsOf(exact)
    .map((cell, index) => ({ cell, given: given[index]! }))
    .filter(({ cell }) => cell.kind === 'COUNT');
  const band = (test: (value: number) => boolean) => counts.filter(({ cell }) => test(cell.value!));
  expect(band((value) => value === 0).length).toBeGreaterThanOrEqual(5);
  expect(band((value) => value >= 1 && value <= 4).length).toBeGreaterThanOrEqual(5);
  const large = band((value) => value >= 5);
  expect(large.length).toBeGreaterThanOrEqual(5);
  const smallOnes = band((value) => value >= 1 && value <= 4);
  for (const { given: cell } of smallOnes) {
    expect(['fewer than 5', 'withheld']).toContain(cell.text);
    expect(cell.value).toBeNull();
  }
  expect(
    smallOnes.filter(({ given: cell }) => cell.text === 'fewer than 5').length,
  ).toBeGreaterThan(smallOnes.length / 2);
  for (const { given: cell } of band((value) => value === 0))
    expect(['0', 'withheld']).toContain(cell.text);
  const shown = large.filter(({ given: cell }) => cell.suppressed === null);
  for (const { cell, given: shownCell } of shown)
    expect(shownCell.text).toBe(cell.value!.toLocaleString('en-US'));
  expect(shown.length / large.length).toBeGreaterThanOrEqual(0.6);
}

describe('the figures of a report', () => {
  it("count a year's records, all facilities, each cell written by the small-number rule", async () => {
    const world = await seedWorld(app.database.db);
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const period = yearPeriod(world.today);
    const report = await reportOf(admin, period);
    expect(report).toMatchObject({
      from: period.from,
      to: period.to,
      facilityId: null,
      facilityName: null,
    });
    const exact = expectedReport(world, period);
    expectPublished(report, exact);
    expectEveryBand(report, exact);
    // Programs ahead and cancelled are planned but not held; hours and rates are not counts.
    const planned = valueOf(report, 'PROGRAMS', 'Programs', 'Planned')!;
    expect(valueOf(report, 'PROGRAMS', 'Programs', 'Held')).toBeLessThan(planned);
    expect(exact.leftOutWithoutConsent).toBeGreaterThanOrEqual(2);
  });

  it('narrowed to a facility count its programs, clients, distributions and incidents only', async () => {
    const world = await seedWorld(app.database.db);
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const period = facilityPeriod(world);
    const report = await reportOf(admin, period);
    expect(report).toMatchObject({
      facilityId: period.facilityId,
      facilityName: 'Northgate Prison',
    });
    const exact = expectedReport(world, period);
    expectPublished(report, exact);
    expectEveryBand(report, exact);
    // The narrowing is real: the whole programme over the same days counts more.
    const everywhere = await reportOf(admin, { ...period, facilityId: null });
    const exactEverywhere = expectedReport(world, { ...period, facilityId: null });
    expectPublished(everywhere, exactEverywhere);
    for (const [key, title, label] of [
      ['PROGRAMS', 'Programs', 'Planned'],
      ['CLIENTS', 'Clients', 'Clients served'],
      ['RESOURCES', 'Resources', 'Requests fulfilled'],
    ] as const) {
      expect(valueOf(exactEverywhere, key, title, label)).toBeGreaterThan(
        valueOf(exact, key, title, label)!,
      );
    }
  });
});

describe('a client without data-usage consent', () => {
  it('moves no client or outcome figure, and is counted as left out', async () => {
    const world = await seedWorld(app.database.db);
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const period = yearPeriod(world.today);
    const before = await reportOf(admin, period);
    const exactBefore = expectedReport(world, period);

    const keyClient = world.clients.find((row) => row.id === world.keyClientId)!;
    await app.database.db
      .update(client)
      .set({ dataUsageConsent: false })
      .where(eq(client.id, keyClient.id));
    keyClient.dataUsageConsent = false;
    const after = await reportOf(admin, period);
    const exactAfter = expectedReport(world, period);
    expectPublished(after, exactAfter);

    const leftOut = exactAfter.leftOutWithoutConsent!;
    expect(leftOut).toBe(exactBefore.leftOutWithoutConsent! + 1);
    expect(after.leftOutNote).toBe(
      leftOut < 5
        ? 'Fewer than 5 clients without data-usage consent are left out of these figures.'
        : `${leftOut} clients without data-usage consent are left out of these figures.`,
    );
    // Served, new, released and checked in once each: one less of each.
    for (const [key, title, label] of [
      ['CLIENTS', 'Clients', 'Clients served'],
      ['CLIENTS', 'Clients', 'New clients'],
      ['CLIENTS', 'Clients', 'Released'],
      ['REENTRY_OUTCOMES', 'Outcomes at each check-in', '30-day check-in'],
    ] as const) {
      expect(valueOf(exactAfter, key, title, label)).toBe(
        valueOf(exactBefore, key, title, label)! - 1,
      );
    }
    const section = (report: Report, key: string) =>
      report.sections.find((item) => item.key === key);
    for (const key of ['PROGRAMS', 'VOLUNTEERS', 'RESOURCES', 'INCIDENTS']) {
      expect(section(after, key)).toEqual(section(before, key));
    }

    // More contacts and check-ins of theirs change nothing, the count of those left out included.
    await app.database.db.insert(contactLog).values({
      clientId: keyClient.id,
      volunteerId: world.volunteers[0]!.id,
      date: addDays(world.today, -2),
      kind: 'CALL',
    });
    await app.database.db.insert(reentryCheckIn).values({
      clientId: keyClient.id,
      checkpoint: 'DAY_90',
      releaseDate: keyClient.releaseDate,
      heldOn: addDays(world.today, -1),
      housingStatus: 'STABLE',
      employmentStatus: 'EMPLOYED_FULL_TIME',
    });
    expect(await reportOf(admin, period)).toEqual(after);
  });
});
