// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * The Reports API's figures (issue 36, product.md §2.11, decision 071) against counts computed
 * here, in plain TypeScript, from a varied data set this file seeds (a fixed-seed generator plus
 * records on each period's edges, dates relative to the programme's today): every cell of a
 * year's report and of a report narrowed to one facility, its value and its text (a count of 1 to
 * 4 written "fewer than 5", zero "0", hours to one decimal, rates in whole percent); a client
 * without data-usage consent moves no client or outcome figure and is counted as left out; the
 * overview's 12 months of trends; and a section's CSV file written as the page writes it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/common/calendar';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { reentryCheckIn } from '../../db/schema/reentry-check-in';
import { parseCsv } from '../../../../tests/support/csv';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  facilityPeriod,
  monthStart,
  seedWorld,
  yearPeriod,
  ZONE,
  type Period,
} from '../../../../tests/support/report-figures/world';
import type { ProgrammeTrends } from './programme-trends';
import {
  counted,
  EMPLOYED,
  expectedReport,
  minutesOf,
  monthName,
  monthsOf,
  totalOf,
  type Report,
} from '../../../../tests/support/report-figures/expected';

const app = useTestApp({ ORG_TIMEZONE: ZONE });

// The API.

const REPORT = `query Report($from: String!, $to: String!, $facilityId: ID) {
  programmeReport(from: $from, to: $to, facilityId: $facilityId) {
    from to facilityId facilityName leftOutWithoutConsent
    sections { key title tables { title columns rows { label cells { value kind text } } } }
  }
}`;

/** Rates and hours as the database's arithmetic gives them, to a millionth. */
const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1e6) / 1e6);

function comparable(report: Report): Report {
  return {
    leftOutWithoutConsent: report.leftOutWithoutConsent,
    sections: report.sections.map(({ key, tables }) => ({
      key,
      tables: tables.map(({ title, columns, rows }) => ({
        title,
        columns,
        rows: rows.map(({ label, cells }) => ({
          label,
          cells: cells.map(({ value, kind, text }) => ({ value: rounded(value), kind, text })),
        })),
      })),
    })),
  };
}

async function reportOf(caller: Caller, period: Period) {
  const result = await caller.run<{
    programmeReport: Report & { from: string; to: string; facilityName: string | null };
  }>(REPORT, { ...period });
  expect(result.errors).toEqual([]);
  return result.data!.programmeReport;
}

const cellsOf = (report: Report) =>
  report.sections.flatMap((section) =>
    section.tables.flatMap((table) => table.rows.flatMap((row) => row.cells)),
  );
const valueOf = (report: Report, key: string, title: string, label: string) =>
  report.sections
    .find((section) => section.key === key)!
    .tables.find((table) => table.title === title)!
    .rows.find((row) => row.label === label)!.cells[0]!.value;

/** The report's counts fall in each band of the small-number rule, several times over. */
function expectEveryBand(report: Report) {
  const counts = cellsOf(report).filter((cell) => cell.kind === 'COUNT');
  const band = (test: (value: number) => boolean) => counts.filter((cell) => test(cell.value!));
  expect(band((value) => value === 0).length).toBeGreaterThanOrEqual(5);
  expect(band((value) => value >= 1 && value <= 4).length).toBeGreaterThanOrEqual(5);
  expect(band((value) => value >= 5).length).toBeGreaterThanOrEqual(5);
  for (const cell of band((value) => value >= 1 && value <= 4))
    expect(cell.text).toBe('fewer than 5');
  for (const cell of band((value) => value === 0)) expect(cell.text).toBe('0');
  for (const cell of band((value) => value >= 5))
    expect(cell.text).toBe(cell.value!.toLocaleString('en-US'));
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
    expect(comparable(report)).toEqual(comparable(expectedReport(world, period)));
    expectEveryBand(report);
    // Programs ahead and cancelled are planned but not held; hours and rates are not counts.
    const planned = valueOf(report, 'PROGRAMS', 'Programs', 'Planned')!;
    expect(valueOf(report, 'PROGRAMS', 'Programs', 'Held')).toBeLessThan(planned);
    expect(report.leftOutWithoutConsent).toBeGreaterThanOrEqual(2);
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
    expect(comparable(report)).toEqual(comparable(expectedReport(world, period)));
    expectEveryBand(report);
    // The narrowing is real: the whole programme over the same days counts more.
    const everywhere = await reportOf(admin, { ...period, facilityId: null });
    expect(comparable(everywhere)).toEqual(
      comparable(expectedReport(world, { ...period, facilityId: null })),
    );
    for (const [key, title, label] of [
      ['PROGRAMS', 'Programs', 'Planned'],
      ['CLIENTS', 'Clients', 'Clients served'],
      ['RESOURCES', 'Resources', 'Requests fulfilled'],
    ] as const) {
      expect(valueOf(everywhere, key, title, label)).toBeGreaterThan(
        valueOf(report, key, title, label)!,
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

    const keyClient = world.clients.find((row) => row.id === world.keyClientId)!;
    await app.database.db
      .update(client)
      .set({ dataUsageConsent: false })
      .where(eq(client.id, keyClient.id));
    keyClient.dataUsageConsent = false;
    const after = await reportOf(admin, period);
    expect(comparable(after)).toEqual(comparable(expectedReport(world, period)));

    expect(after.leftOutWithoutConsent).toBe(before.leftOutWithoutConsent + 1);
    // Served, new, released and checked in once each: one less of each.
    for (const [key, title, label] of [
      ['CLIENTS', 'Clients', 'Clients served'],
      ['CLIENTS', 'Clients', 'New clients'],
      ['CLIENTS', 'Clients', 'Released'],
      ['REENTRY_OUTCOMES', 'Outcomes at each check-in', '30-day check-in'],
    ] as const) {
      expect(valueOf(after, key, title, label)).toBe(valueOf(before, key, title, label)! - 1);
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

describe("a section's CSV file", () => {
  it('writes every row as the page does, "fewer than 5" where the page says it', async () => {
    const world = await seedWorld(app.database.db);
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const period = facilityPeriod(world);
    const page = await reportOf(admin, period);
    const result = await admin.run<{ exportProgrammeReport: { fileName: string; csv: string } }>(
      `query Export($from: String!, $to: String!, $facilityId: ID) {
        exportProgrammeReport(section: PROGRAMS, from: $from, to: $to, facilityId: $facilityId) { fileName csv }
      }`,
      { ...period },
    );
    expect(result.errors).toEqual([]);
    const records = parseCsv(result.data!.exportProgrammeReport.csv.replace(/^\uFEFF/, ''));
    const section = page.sections.find((item) => item.key === 'PROGRAMS')!;
    const pageRows = section.tables.flatMap((table) =>
      table.rows.map((row) => [row.label, ...row.cells.map((cell) => cell.text)]),
    );
    const small = pageRows.filter((row) => row.includes('fewer than 5'));
    expect(small.length).toBeGreaterThanOrEqual(3);
    for (const row of pageRows) expect(records).toContainEqual(row);
    // No exact small count slips into the file: "fewer than 5" as often as the page says it.
    const inFile = records.flat().filter((text) => text === 'fewer than 5').length;
    expect(inFile).toBe(pageRows.flat().filter((text) => text === 'fewer than 5').length);
    expect(records[0]).toEqual([`Programs, ${period.from} to ${period.to}, Northgate Prison`]);
    // The file says, as the page does, how many clients are left out for want of consent.
    const leftOut = counted(world, period).leftOut;
    expect(leftOut).toBeGreaterThanOrEqual(2);
    expect(page.leftOutWithoutConsent).toBe(leftOut);
    expect(records).toContainEqual([
      `${leftOut} clients without data-usage consent are left out of these figures.`,
    ]);
  });
});
