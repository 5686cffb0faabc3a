/**
 * Programs, incident reports and server answers the tests of the volunteer's Activities page
 * (src/web/features/volunteer-portal/activities) share.
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { pickerHandlers } from './picker-choices';
import type { IncidentReport } from '../../src/web/features/incident/api/incident.api';
import type { Program } from '../../src/web/features/program/api/program.api';
import { MY_ID } from './signed-in-volunteer';

const program = (overrides: Partial<Program>): Program => ({
  id: 'program-1',
  title: 'Study Circle',
  type: 'ISLAMIC_STUDY',
  description: 'Weekly study of the Seerah.',
  facilityId: 'facility-1',
  facilityName: 'HMP Leeds',
  volunteerId: MY_ID,
  volunteerName: null,
  location: 'Chapel',
  date: '2026-03-20',
  startTime: '14:00',
  endTime: '15:30',
  status: 'SCHEDULED',
  approvalStatus: 'APPROVED',
  approvalDate: '2026-03-10',
  attendees: 0,
  newAttendees: 0,
  curriculum: null,
  materialRequested: [],
  resourcesUsed: [],
  followUpNeeded: false,
  followUpNotes: null,
  feedback: '',
  clearanceOverrideReason: null,
  clearanceOverrideMissing: null,
  version: 3,
  ...overrides,
});

// Today is 2026-03-15 (useFixedToday below).
export const COMING = program({ id: 'coming', title: 'Study Circle' });
export const HELD_TODAY = program({ id: 'today', title: 'Jumah Prayer', date: '2026-03-15' });
export const COMPLETED = program({
  id: 'done',
  title: 'Quran Class',
  date: '2026-03-01',
  status: 'COMPLETED',
  attendees: 8,
  newAttendees: 2,
  feedback: 'Good questions.',
});
export const CANCELLED = program({ id: 'off', title: 'Eid Gathering', status: 'CANCELLED' });

const report = (overrides: Partial<IncidentReport>): IncidentReport => ({
  id: 'report-1',
  reporterId: MY_ID,
  reporterName: null,
  facilityId: 'facility-1',
  facilityName: 'HMP Leeds',
  date: '2026-03-14',
  time: '10:15',
  location: 'Visits hall',
  type: 'MEDICAL',
  description: 'A visitor fainted.',
  involvedInmates: [],
  witnessVolunteers: ['volunteer-2'],
  witnessVolunteerNames: [],
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

export const OPEN_REPORT = report({});
export const REVIEWED_REPORT = report({
  id: 'report-2',
  type: 'SECURITY',
  date: '2026-03-02',
  status: 'UNDER_REVIEW',
});

/** The facilities the Facility picker finds on the server as one types (decision 055). */
export const PICKERS = pickerHandlers({
  facilities: [
    { id: 'facility-1', name: 'HMP Leeds' },
    { id: 'facility-2', name: 'HMP Manchester' },
  ],
});
/** The list of every facility the page once loaded to name them: cards carry the names now. */
export const expectNoFacilityList = (server: { calls: (name: string) => unknown[] }) =>
  expect(server.calls('ListFacilityPage')).toEqual([]);
export const programs = (items: Program[]) => () => ({
  data: { listPrograms: { items, nextToken: null } },
});
export const reports = (items: IncidentReport[]) => () => ({
  data: { listIncidentReports: { items, nextToken: null } },
});
export const saved = (name: string) => (variables: Record<string, unknown>) => ({
  data: { [name]: { ...program({}), ...(variables.input as object) } },
});

export const cardOf = (title: string) => screen.findByRole('article', { name: title });
export const inputOf = (calls: Record<string, unknown>[], index = 0) =>
  (calls[index] as { input: Record<string, unknown> }).input;
