/** Runs importRecords as a signed-in caller, with the mapping the file's headers suggest. */
import { IMPORT_SPECS, type ImportRecordType } from '../../src/shared/csv/import-columns';
import { proposeMapping, type ImportMapping } from '../../src/shared/csv/import-values';
import { parseCsv } from '../../src/shared/csv/csv-reader';
import { csvDocument } from '../../src/shared/csv/csv-writer';
import type { Caller, GraphQLResult } from './graphql';

export const IMPORT_RECORDS = `mutation($recordType: ImportRecordType!, $csv: String!,
  $mapping: [ImportColumnInput!]!, $dryRun: Boolean!, $sendInvitations: Boolean) {
  importRecords(recordType: $recordType, csv: $csv, mapping: $mapping, dryRun: $dryRun,
    sendInvitations: $sendInvitations) {
    recordType dryRun rowCount imported accounts
    problems { row duplicates errors { field column message } }
  } }`;

interface ImportProblem {
  row: number;
  duplicates: string[];
  errors: { field: string; column: string | null; message: string }[];
}

export interface ImportAnswer {
  recordType: string;
  dryRun: boolean;
  rowCount: number;
  imported: number;
  accounts: number;
  problems: ImportProblem[];
}

type ImportOptions = { dryRun?: boolean; mapping?: ImportMapping; sendInvitations?: boolean };

/** IMPORT_RECORDS' variables: the mapping is the one the file's headers suggest unless given. */
export function importVariables(
  recordType: ImportRecordType,
  csv: string,
  options: ImportOptions = {},
): Record<string, unknown> {
  const mapping =
    options.mapping ?? proposeMapping(IMPORT_SPECS[recordType], parseCsv(csv)[0]?.fields ?? []);
  return {
    recordType: recordType.toUpperCase(),
    csv,
    mapping: Object.entries(mapping).map(([field, column]) => ({ field, column: column ?? null })),
    dryRun: options.dryRun ?? false,
    sendInvitations: options.sendInvitations ?? false,
  };
}

/** Imports (or dry-runs) `csv` as `caller`. */
export async function runImport(
  caller: Caller,
  recordType: ImportRecordType,
  csv: string,
  options: ImportOptions = {},
): Promise<GraphQLResult<{ importRecords: ImportAnswer }>> {
  return caller.run<{ importRecords: ImportAnswer }>(
    IMPORT_RECORDS,
    importVariables(recordType, csv, options),
  );
}

/** A CSV file as an export writes it (byte-order mark, CRLF): the first row is the header. */
export function csvFile(rows: readonly (readonly string[])[]): string {
  return csvDocument(rows[0] ?? [], rows.slice(1));
}

/**
 * A facilities file with a row per name, the sample row's values in every other column, written
 * as an export writes it: for seeding many facilities with one request.
 */
export function facilitiesFile(names: readonly string[]): string {
  const spec = IMPORT_SPECS.facility;
  const header = spec.columns.map((column) => column.field);
  const row = (name: string) =>
    header.map((field) => (field === 'name' ? name : (spec.sample[field] ?? '')));
  return csvDocument(header, names.map(row));
}

/** `count` names: `${prefix}0`, `${prefix}1`, … */
export function numberedNames(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}${index}`);
}
