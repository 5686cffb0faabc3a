/**
 * One section of the Reports page as a CSV file (product.md §2.11): its tables one under the
 * other, each with its title and headings, the cells as the page writes them (fewer than five
 * as such, figures that would reveal one withheld: decisions 071, 085). Audited as every export is.
 */
import { csvDocument } from '../../../shared/csv/csv-writer';
import type { Actor } from '../../audit/audit';
import type { DbExecutor } from '../../db/client';
import type { CsvExport } from '../../export/csv-export';
import { recordExport } from '../../export/export-audit';
import type { ProgrammeReport, ReportSectionKey } from './programme-report';

export async function exportReportSection(
  db: DbExecutor,
  actor: Actor,
  report: ProgrammeReport,
  key: ReportSectionKey,
): Promise<CsvExport> {
  const section = report.sections.find((candidate) => candidate.key === key)!;
  const scope = report.facilityName ?? 'All facilities';
  const lines: string[][] = [];
  if (section.note) lines.push([section.note]);
  if (report.leftOutNote) lines.push([report.leftOutNote]);
  for (const table of section.tables) {
    lines.push([], [table.title], table.columns);
    for (const row of table.rows) lines.push([row.label, ...row.cells.map((cell) => cell.text)]);
  }
  const fileName = `report-${key.toLowerCase().replaceAll('_', '-')}-${report.from}-to-${report.to}.csv`;
  const rowCount = section.tables.reduce((total, table) => total + table.rows.length, 0);
  await recordExport(db, actor, {
    recordType: 'Report',
    fileName,
    rowCount,
    options: { section: key, from: report.from, to: report.to, facilityId: report.facilityId },
  });
  return {
    fileName,
    rowCount,
    csv: csvDocument([`${section.title}, ${report.from} to ${report.to}, ${scope}`], lines),
  };
}
