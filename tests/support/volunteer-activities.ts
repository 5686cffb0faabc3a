/**
 * Programs, incident reports and server answers the tests of the volunteer's Activities page
 * (src/web/features/volunteer-portal/activities) share.
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { pickerHandlers } from './picker-choices';
import { incidentReportRecord } from './web/incident-report-record';
import { programRecord } from './web/program-record';
import type { IncidentReport } from '../../src/web/features/incident/api/incident.api';
import type { Program } from '../../src/web/features/program/api/program.api';
import { MY_ID } from './signed-in-volunteer';

/** One of my programs: led by me, so the card does not name its lead. */
const program = (overrides: Partial<Program>): Program =>
  programRecord({ volunteerId: MY_ID, volunteerName: null, ...overrides });

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

/** One of my incident reports: filed by me, its witness not named on the card. */
const report = (overrides: Partial<IncidentReport>): IncidentReport =>
  incidentReportRecord({
    reporterId: MY_ID,
    reporterName: null,
    witnessVolunteerNames: [],
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
