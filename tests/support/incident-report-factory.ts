/** Incident reports for the incident-report tests. */
import type { Database } from '../../src/server/db/client';
import { incidentReport, type IncidentReportRow } from '../../src/server/db/schema/incident-report';

/** A valid CreateIncidentReportInput at `facilityId` (add reporterId for admins). */
export function incidentInput(
  facilityId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    facilityId,
    date: '2030-03-01',
    time: '14:30',
    location: 'Visiting room',
    type: 'BEHAVIORAL',
    description: 'A verbal altercation between two residents during the class',
    involvedInmates: ['A-1021', 'B-2042'],
    witnessVolunteers: [],
    reportedToFacility: true,
    facilityResponseRequired: false,
    facilityResponse: null,
    ...overrides,
  };
}

/** A report stored directly (no API call, no audit entry), OPEN unless overridden. */
export async function insertIncidentReport(
  db: Database,
  values: { facilityId: string; reporterId: string } & Partial<typeof incidentReport.$inferInsert>,
): Promise<IncidentReportRow> {
  const [row] = await db
    .insert(incidentReport)
    .values({
      date: '2030-03-01',
      time: '09:15',
      location: 'Yard',
      description: 'A fall on the stairs',
      createdBy: values.reporterId,
      ...values,
    })
    .returning();
  return row!;
}
