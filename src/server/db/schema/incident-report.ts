import { index, pgTable } from 'drizzle-orm/pg-core';
import { generatedId, recordColumns } from './columns';
import { incidentReportColumns } from './incident-report-columns.generated';

/**
 * An incident report (product.md §3.6): the declared fields' columns (generated from
 * shared/domain/incident/incident.record.ts), bookkeeping, indexes. The reporter is an account:
 * a volunteer or an admin.
 */
export const incidentReport = pgTable(
  'incident_report',
  {
    id: generatedId(),
    ...incidentReportColumns,
    ...recordColumns,
  },
  (table) => [
    index('incident_date_idx').on(table.date, table.id),
    index('incident_reporter_idx').on(table.reporterId),
    // The overview's open reports.
    index('incident_status_idx').on(table.status),
  ],
);

export type IncidentReportRow = typeof incidentReport.$inferSelect;
