/** Runs importRecords as a signed-in caller, with the mapping the file's headers suggest. */
import { IMPORT_SPECS, type ImportRecordType } from '../../src/shared/csv/import-columns';
import { proposeMapping, type ImportMapping } from '../../src/shared/csv/import-values';
import { parseCsv } from '../../src/shared/csv/csv-reader';
import { csvDocument } from '../../src/shared/csv/csv-writer';
import type { Caller, GraphQLResult } from './graphql';

const IMPORT = `mutation($recordType: ImportRecordType!, $csv: String!,
  $mapping: [ImportColumnInput!]!, $dryRun: Boolean!, $sendInvitations: Boolean) {
  importRecords(recordType: $recordType, csv: $csv, mapping: $mapping, dryRun: $dryRun,
    sendInvitations: $sendInvitations) {
    recordType dryRun rowCount imported accounts
    problems { row duplicates errors { field column message } }
  } }`;

export interface ImportProblem {
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

/** Imports (or dry-runs) `csv`; the mapping is the proposed one unless given. */
export async function runImport(
  caller: Caller,
  recordType: ImportRecordType,
  csv: string,
  options: { dryRun?: boolean; mapping?: ImportMapping; sendInvitations?: boolean } = {},
): Promise<GraphQLResult<{ importRecords: ImportAnswer }>> {
  const mapping =
    options.mapping ?? proposeMapping(IMPORT_SPECS[recordType], parseCsv(csv)[0]?.fields ?? []);
  return caller.run<{ importRecords: ImportAnswer }>(IMPORT, {
    recordType: recordType.toUpperCase(),
    csv,
    mapping: Object.entries(mapping).map(([field, column]) => ({ field, column: column ?? null })),
    dryRun: options.dryRun ?? false,
    sendInvitations: options.sendInvitations ?? false,
  });
}

/** A CSV file as an export writes it (byte-order mark, CRLF): the first row is the header. */
export function csvFile(rows: readonly (readonly string[])[]): string {
  return csvDocument(rows[0] ?? [], rows.slice(1));
}
