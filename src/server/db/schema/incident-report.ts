import { boolean, date, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from '../../../shared/domain/incident/incident.enums';
import { user } from './auth';
import { generatedId, recordColumns } from './columns';
import { facility } from './facility';

export const incidentType = pgEnum('incident_type', INCIDENT_TYPES);
export const incidentStatus = pgEnum('incident_status', INCIDENT_STATUSES);

/** An incident report (spec §3.6). The reporter is an account: a volunteer or an admin. */
export const incidentReport = pgTable(
  'incident_report',
  {
    id: generatedId(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facility.id),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    location: text('location').notNull(),
    type: incidentType('type').notNull().default('SECURITY'),
    description: text('description').notNull(),
    involvedInmates: text('involved_inmates').array().notNull().default([]),
    witnessVolunteers: text('witness_volunteers').array().notNull().default([]),
    reportedToFacility: boolean('reported_to_facility').notNull().default(false),
    facilityResponseRequired: boolean('facility_response_required').notNull().default(false),
    facilityResponse: text('facility_response'),
    status: incidentStatus('status').notNull().default('OPEN'),
    resolutionNotes: text('resolution_notes').notNull().default(''),
    followUpNeeded: boolean('follow_up_needed').notNull().default(false),
    followUpDate: date('follow_up_date', { mode: 'string' }),
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
