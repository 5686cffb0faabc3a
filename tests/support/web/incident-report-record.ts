/**
 * An incident report as the web app's queries return it, for component tests: an open medical
 * incident at HMP Leeds (facility-1) on 2026-03-14 at 10:15, filed by Yusuf Ali (volunteer-1)
 * with Maryam Khan (volunteer-2) as witness. A test passes what its case is about.
 */
import type { IncidentReport } from '../../../src/web/features/incident/api/incident.api';

export const incidentReportRecord = (overrides: Partial<IncidentReport> = {}): IncidentReport => ({
  id: 'report-1',
  reporterId: 'volunteer-1',
  reporterName: 'Yusuf Ali',
  facilityId: 'facility-1',
  facilityName: 'HMP Leeds',
  date: '2026-03-14',
  time: '10:15',
  location: 'Visits hall',
  type: 'MEDICAL',
  description: 'A visitor fainted.',
  involvedInmates: [],
  witnessVolunteers: ['volunteer-2'],
  witnessVolunteerNames: ['Maryam Khan'],
  reportedToFacility: true,
  facilityResponseRequired: false,
  facilityResponse: null,
  status: 'OPEN',
  resolutionNotes: '',
  followUpNeeded: false,
  followUpDate: null,
  version: 2,
  ...overrides,
});
