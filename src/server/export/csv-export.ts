/**
 * An admin list as a CSV file (decision 022): the rows the list holds over all its pages (the
 * same filter, search, conditions, order and visibility rule, through the record service), read
 * a thousand at a time, written by the shared CSV writer, and audited.
 */
import { todayIn } from '../../shared/domain/common/calendar';
import { CSV_LIST_SEPARATOR, type CsvExportColumns } from '../../shared/csv/export-columns';
import { csvDocument } from '../../shared/csv/csv-writer';
import type { Actor } from '../audit/audit';
import type { Database } from '../db/client';
import { MAX_PAGE_SIZE } from '../db/paging';
import type { Caller, ListOptions, RecordService } from '../db/record-service';
import type { RecordTable } from '../db/records';
import { recordExport } from './export-audit';
import { RecordNames } from './record-names';

export interface CsvExport {
  /** `clients-2026-11-25.csv`: the list and the day, in the programme's time zone. */
  fileName: string;
  /** Records in the file (the header row not counted). */
  rowCount: number;
  /** The file's text, byte-order mark first. */
  csv: string;
}

export interface ExportContext {
  db: Database;
  actor: Actor;
  caller: Caller;
  timeZone: string;
  now?: Date;
}

/** The list's selection and order; the export holds every page of it. */
export type ExportOptions = Omit<ListOptions, 'limit' | 'nextToken'>;

/** One cell's text: ISO dates, stored enum values, true/false, lists joined, '' for none. */
function cellText(value: unknown, column: string): string {
  if (value === undefined) throw new Error(`The export's rows have no field ${column}`);
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return value.map((item) => cellText(item, column)).join(CSV_LIST_SEPARATOR);
  return String(value);
}

export async function exportCsv<Table extends RecordTable>(
  ctx: ExportContext,
  service: RecordService<Table>,
  columns: CsvExportColumns,
  options: ExportOptions,
): Promise<CsvExport> {
  const names = new RecordNames(ctx.db);
  const nameColumns = Object.entries(columns.names);
  const rows: string[][] = [];
  let nextToken: string | null = null;
  do {
    const page = await service.list(ctx.db, ctx.caller, {
      ...options,
      limit: MAX_PAGE_SIZE,
      nextToken,
    });
    const records = page.items as Record<string, unknown>[];
    for (const [, { idField, of }] of nameColumns) {
      const ids = records.map((record) => record[idField]);
      await names.load(
        of,
        ids.filter((id): id is string => typeof id === 'string'),
      );
    }
    for (const record of records) {
      rows.push(
        columns.columns.map((column) => {
          const named = columns.names[column];
          if (!named) return cellText(record[column], column);
          const id = record[named.idField];
          return typeof id === 'string' ? names.nameOf(named.of, id) : '';
        }),
      );
    }
    nextToken = page.nextToken ?? null;
  } while (nextToken);

  const fileName = `${columns.fileName}-${todayIn(ctx.timeZone, ctx.now)}.csv`;
  // Written before the file is handed over: an export that cannot be audited is not given.
  await recordExport(ctx.db, ctx.actor, {
    recordType: service.record.name,
    fileName,
    rowCount: rows.length,
    options,
  });
  return { fileName, rowCount: rows.length, csv: csvDocument(columns.columns, rows) };
}
