/**
 * An admin list as a CSV file (decision 022): the rows the list holds over all its pages (the
 * same filter, search, conditions, order and visibility rule, through the record service), read
 * a thousand at a time, written by the shared CSV writer in words people read (decision 096),
 * and audited.
 */
import { todayIn } from '../../shared/domain/common/calendar';
import type { CsvColumn, CsvExportColumns } from '../../shared/csv/export-columns';
import { flagWord, listCell } from '../../shared/csv/csv-words';
import { csvDocument } from '../../shared/csv/csv-writer';
import type { Actor } from '../audit/audit';
import type { Database } from '../db/client';
import { MAX_PAGE_SIZE } from '../db/paging';
import type { Caller, ListOptions, RecordService } from '../db/record-service';
import type { RecordTable } from '../db/records';
import { recordExport } from './export-audit';
import { RecordKeys } from './record-keys';
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
export type ExportOptions = Omit<ListOptions, 'limit' | 'nextToken' | 'clock'>;

/** A value's text: ISO dates, lists joined, '' for none. */
function valueText(value: unknown): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return listCell(value.map(valueText));
  return String(value);
}

/** Every id a page's reference columns point at, by the record they point at. */
async function loadKeys(keys: Keys, columns: CsvExportColumns, records: RecordRow[]) {
  for (const column of columns.columns) {
    if (column.kind !== 'reference' && column.kind !== 'name') continue;
    const ids = records
      .flatMap((record) => record[column.field] ?? [])
      .filter((id): id is string => typeof id === 'string');
    if (column.kind === 'name') await keys.names.load(column.of, ids);
    else await keys.keys.load(column.of, ids);
  }
}

/** What the reference and name columns write, read a page at a time. */
interface Keys {
  keys: RecordKeys;
  names: RecordNames;
}

type RecordRow = Record<string, unknown>;

/** One cell, as its column writes it (export-columns.ts). */
function cellText(record: RecordRow, column: CsvColumn, { keys, names }: Keys): string {
  const value = record[column.field];
  if (value === undefined) throw new Error(`The export's rows have no field ${column.field}`);
  if (value === null) return '';
  switch (column.kind) {
    case 'flag':
      return flagWord(value === true);
    case 'choice':
      return column.labels[String(value)] ?? String(value);
    case 'reference':
      return Array.isArray(value)
        ? listCell(value.map((id) => keys.keyOf(column.of, String(id))))
        : keys.keyOf(column.of, String(value));
    case 'name':
      return names.nameOf(column.of, String(value));
    case 'value':
      return valueText(value);
  }
}

export async function exportCsv<Table extends RecordTable>(
  ctx: ExportContext,
  service: RecordService<Table>,
  columns: CsvExportColumns,
  options: ExportOptions,
): Promise<CsvExport> {
  const keys: Keys = { keys: new RecordKeys(ctx.db), names: new RecordNames(ctx.db) };
  const rows: string[][] = [];
  // One clock for every page: values that change with time (hours) sort the same throughout.
  const clock = { timeZone: ctx.timeZone, now: ctx.now ?? new Date() };
  let nextToken: string | null = null;
  do {
    const page = await service.list(ctx.db, ctx.caller, {
      ...options,
      clock,
      limit: MAX_PAGE_SIZE,
      nextToken,
    });
    const records = page.items as RecordRow[];
    await loadKeys(keys, columns, records);
    for (const record of records) {
      rows.push(columns.columns.map((column) => cellText(record, column, keys)));
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
  return { fileName, rowCount: rows.length, csv: csvDocument(columns.headers, rows) };
}
