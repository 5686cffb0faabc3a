/**
 * The Reports API as the report-figures tests ask it and judge its answer: a report for a period,
 * its cells, and whether it is the exact report (expected.ts) as the small-number rule may publish
 * it (decision 085).
 */
import { expect } from 'vitest';
import type { Caller } from '../graphql';
import type { Report } from './expected-cells';
import type { Period } from './world';

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
export function expectPublished(actual: Report, exact: Report) {
  expect(comparable(actual)).toEqual(comparable(published(exact, actual)));
}

export async function reportOf(caller: Caller, period: Period) {
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

export const cellsOf = (report: Report) =>
  report.sections.flatMap((section) =>
    section.tables.flatMap((table) => table.rows.flatMap((row) => row.cells)),
  );
export const valueOf = (report: Report, key: string, title: string, label: string) =>
  report.sections
    .find((section) => section.key === key)!
    .tables.find((table) => table.title === title)!
    .rows.find((row) => row.label === label)!.cells[0]!.value;
