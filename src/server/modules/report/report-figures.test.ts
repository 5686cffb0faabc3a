// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * The Reports API's figures (product.md §2.11, decision 071) against counts computed here, in plain
 * TypeScript, from a varied data set this file seeds (a fixed-seed generator plus records on each
 * period's edges, dates relative to the programme's today): every cell of a year's report and of a
 * report narrowed to one facility, its value and its text (a count of 1 to 4 written "fewer than
 * 5", value null; a figure that would give one away "withheld", value null; zero "0", hours to one
 * decimal, rates in whole percent); no count from 1 to 4 worked out from what reports over many
 * periods and facilities show (decision 085); a client without data-usage consent moves no client
 * or outcome figure and is counted as left out; the overview's 12 months of trends; and a section's
 * CSV file written as the page writes it.
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
  monthName,
  monthsOf,
  totalOf,
  type Report,
} from '../../../../tests/support/report-figures/expected-cells';
import {
  counted,
  EMPLOYED,
  minutesOf,
} from '../../../../tests/support/report-figures/expected-counts';
import { expectedReport } from '../../../../tests/support/report-figures/expected';
import { attack } from '../../../../tests/support/report-figures/attack';

const app = useTestApp({ ORG_TIMEZONE: ZONE });

// The API.

const REPORT = `query Report($from: String!, $to: String!, $facilityId: ID) {
  programmeReport(from: $from, to: $to, facilityId: $facilityId) {
    from to facilityId facilityName leftOutWithoutConsent leftOutNote
    sections { key title tables { title columns rows { label cells { value kind text suppressed } } } }
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
          cells: cells.map(({ value, kind, text, suppressed }) => ({
            value: rounded(value),
            kind,
            text,
            suppressed: suppressed ?? null,
          })),
        })),
      })),
    })),
  };
}

const isSmall = (value: number | null) => value !== null && value >= 1 && value <= 4;

/**
 * The exact report (counted here) as the API must publish it: every count of 1 to 4 "fewer than
 * 5", value null, unless the server withheld it; where the server withheld a figure, "withheld",
 * value null; every other cell exact.
 */
function published(exact: Report, actual: Report): Report {
  return {
    leftOutWithoutConsent: isSmall(exact.leftOutWithoutConsent)
      ? null
      : exact.leftOutWithoutConsent,
    sections: exact.sections.map((section, s) => ({
      ...section,
      tables: section.tables.map((table, t) => ({
        ...table,
        rows: table.rows.map((row, r) => ({
          ...row,
          cells: row.cells.map((cell, c) => {
            const given = actual.sections[s]?.tables[t]?.rows[r]?.cells[c];
            if (given?.suppressed === 'WITHHELD') {
              return { value: null, kind: cell.kind, text: 'withheld', suppressed: 'WITHHELD' };
            }
            if (cell.kind === 'COUNT' && isSmall(cell.value)) {
              return { value: null, kind: cell.kind, text: 'fewer than 5', suppressed: 'SMALL' };
            }
            return { ...cell, suppressed: null };
          }),
        })),
      })),
    })),
  };
}

/** The report matches the exact one, cell for cell, as the suppression rule may publish it. */
function expectPublished(actual: Report, exact: Report) {
  expect(comparable(actual)).toEqual(comparable(published(exact, actual)));
}

async function reportOf(caller: Caller, period: Period) {
  const result = await caller.run<{
    programmeReport: Report & {
      from: string;
      to: string;
      facilityName: string | null;
      leftOutNote: string | null;
    };
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

/** A day, a month, a quarter, a half year and the year; the world's edges fall on some. */
function periodsOf(today: string): Omit<Period, 'facilityId'>[] {
  const year = yearPeriod(today);
  return [
    year,
    { from: addDays(today, -1), to: addDays(today, -1) },
    { from: today, to: today },
    { from: monthStart(today, -1), to: addDays(monthStart(today), -1) },
    { from: monthStart(today, -3), to: addDays(monthStart(today), -1) },
    { from: addDays(today, -200), to: addDays(today, -5) },
  ];
}

describe('no count from 1 to 4 can be worked out from a report', () => {
  it('over 6 periods × every facility and all: not from totals, ranges, rates, files or the consent line', async () => {
    const world = await seedWorld(app.database.db);
    const scopes = [null, ...world.facilities.map((row) => row.id)];
    let small = 0;
    let withheld = 0;
    for (const period of periodsOf(world.today)) {
      for (const facilityId of scopes) {
        // A report is a large request, 6 a minute per account: one coordinator per report.
        const admin = await callerAs(app.server, app.database.db, 'Admins');
        const report = await reportOf(admin, { ...period, facilityId });
        expect(attack(report), `${period.from}–${period.to} ${facilityId ?? 'all'}`).toEqual([]);
        for (const cell of cellsOf(report)) {
          if (cell.suppressed) expect(cell.value).toBeNull();
          if (cell.suppressed === 'SMALL') small += 1;
          if (cell.suppressed === 'WITHHELD') withheld += 1;
        }
        // What the file holds is what the page shows: the same attack on it finds nothing.
        const file = await admin.run<{ exportProgrammeReport: { csv: string } }>(
          `query Export($from: String!, $to: String!, $facilityId: ID) {
            exportProgrammeReport(section: CLIENTS, from: $from, to: $to, facilityId: $facilityId) { csv }
          }`,
          { ...period, facilityId },
        );
        const texts = parseCsv(file.data!.exportProgrammeReport.csv.replace(/^\uFEFF/, '')).flat();
        const clients = report.sections.find((section) => section.key === 'CLIENTS')!;
        for (const table of clients.tables)
          for (const row of table.rows)
            for (const cell of row.cells) expect(texts).toContain(cell.text);
        expect(texts.join(' ')).not.toMatch(/\b[1-4] clients? without/);
      }
    }
    // The world is small enough to have many of both.
    expect(small).toBeGreaterThanOrEqual(100);
    expect(withheld).toBeGreaterThanOrEqual(20);
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
    // The file says, as the page does, how many clients are left out for want of consent:
    // "fewer than 5" of 1 to 4, and the API gives no number then (decision 085).
    const leftOut = counted(world, period).leftOut;
    expect(leftOut).toBeGreaterThanOrEqual(2);
    expect(leftOut).toBeLessThanOrEqual(4);
    expect(page.leftOutWithoutConsent).toBeNull();
    expect(page.leftOutNote).toBe(
      'Fewer than 5 clients without data-usage consent are left out of these figures.',
    );
    expect(records).toContainEqual([page.leftOutNote]);
    expect(records.flat().join(' ')).not.toMatch(/\b[1-4] clients? without/);
  });
});
