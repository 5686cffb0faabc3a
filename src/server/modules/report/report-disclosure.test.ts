// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * What a reader can work out from the Reports API (decision 085): no count from 1 to 4 from what
 * reports over many periods and facilities show, their files included; and a section's CSV file
 * written as the page writes it, "fewer than 5" where the page says it. The data set each test
 * seeds is report-figures.test.ts's (tests/support/report-figures/world.ts).
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/common/calendar';
import { parseCsv } from '../../../../tests/support/csv';
import { callerAs } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  facilityPeriod,
  monthStart,
  seedWorld,
  yearPeriod,
  ZONE,
  type Period,
} from '../../../../tests/support/report-figures/world';
import { counted } from '../../../../tests/support/report-figures/expected-counts';
import { attack } from '../../../../tests/support/report-figures/attack';
import { cellsOf, reportOf } from '../../../../tests/support/report-figures/report-api';

const app = useTestApp({ ORG_TIMEZONE: ZONE });

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
