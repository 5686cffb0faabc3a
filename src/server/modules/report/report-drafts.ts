/**
 * A report's tables before suppression (programme-report.ts): figures on the sheet, grouped into
 * rows that the sheet knows sum to their totals.
 */
import type { ReportSection, ReportTable } from './programme-report';
import type { Figure, FigureSheet } from './report-suppression';

export interface DraftSection extends Omit<ReportSection, 'tables'> {
  tables: DraftTable[];
}
interface DraftTable extends Omit<ReportTable, 'rows'> {
  rows: DraftRow[];
}
export interface DraftRow {
  label: string;
  cells: Figure[];
}

export const sum = <Row>(rows: Row[], pick: (row: Row) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

/**
 * Rows `keys` of a table, each the sum of `columns` over the figures grouped under the key; each
 * column sums to its `total`, when the report has one (printed or implied), and the sheet knows.
 */
export function grouped<Row>(
  sheet: FigureSheet,
  rows: Row[],
  keyOf: (row: Row) => string,
  keys: readonly string[],
  labelOf: (key: string) => string,
  columns: { pick: (row: Row) => number; total?: Figure }[],
): DraftRow[] {
  const table = keys.map((key) => {
    const mine = rows.filter((row) => keyOf(row) === key);
    return {
      label: labelOf(key),
      cells: columns.map(({ pick }) => sheet.count(sum(mine, pick))),
    };
  });
  columns.forEach(({ total }, index) => {
    if (total)
      sheet.sum(
        total,
        table.map((row) => row.cells[index]!),
      );
  });
  return table;
}

/** Each row's `part` column is at most its `whole` column (held of planned). */
export function partOf(sheet: FigureSheet, rows: DraftRow[], part: number, whole: number) {
  for (const row of rows) sheet.partOf(row.cells[part]!, row.cells[whole]!);
}

export const COMMUNITY_NOTE =
  'Clients in the community belong to no facility: releases and check-ins are the whole programme’s.';
