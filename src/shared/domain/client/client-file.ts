/**
 * A person's own file as the server writes it and the Client file page reads it (product.md §3.3.5,
 * decision 074).
 */
type Row = Record<string, unknown>;

/**
 * The file. Beside these parts it holds, for each record type kept beside a client, that type's
 * records of the client under its declaration's `clientFile.key` ('papers'): read them with
 * besideRows.
 */
export type ClientFile = ClientFileParts & { readonly [besideKey: string]: unknown };

interface ClientFileParts {
  format: 'outreach-dashboard-client-file';
  version: 1;
  generatedAt: string;
  generatedBy: string;
  client: Row;
  programsAttended: string[];
  history: {
    occurredAt: string;
    by: string;
    action: string;
    recordType: string;
    recordId: string;
    /** The record's name then (decision 095); null when it has none. */
    recordLabel: string | null;
    changes: { field: string; before: unknown; after: unknown }[];
    /** The names the ids in `changes` had then. */
    references: { id: string; name: string }[];
  }[];
  accessLog: { occurredAt: string; by: string; action: string }[];
}

/** The records of one type kept beside the client, under its key ('papers'); none if absent. */
export function besideRows(file: ClientFile, key: string): Row[] {
  const rows = file[key];
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
