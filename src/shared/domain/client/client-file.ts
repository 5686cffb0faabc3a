/**
 * A person's own file as the server writes it and the Client file page reads it (product.md §3.3.5,
 * decision 074).
 */
type Row = Record<string, unknown>;

export interface ClientFile {
  format: 'outreach-dashboard-client-file';
  version: 1;
  generatedAt: string;
  generatedBy: string;
  client: Row;
  consents: Row[];
  contactLog: Row[];
  reentryPlan: Row[];
  checkIns: Row[];
  /** Identity and release papers (product.md §3.3.9). */
  papers: Row[];
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
