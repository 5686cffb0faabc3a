/**
 * A person's own file as the server writes it and the Client file page reads it (issue 37,
 * product.md §3.3.5, decision 074).
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
  programsAttended: string[];
  history: {
    occurredAt: string;
    by: string;
    action: string;
    recordType: string;
    recordId: string;
    changes: { field: string; before: unknown; after: unknown }[];
  }[];
  accessLog: { occurredAt: string; by: string; action: string }[];
}
