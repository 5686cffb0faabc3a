/**
 * A program as the web app's queries return it, for component tests: "Study Circle", approved
 * and scheduled at facility-1 on 2026-03-20, 14:00 to 15:30, with nobody counted yet. A test
 * passes what its case is about (the facility's and lead's names among them).
 */
import type { Program } from '../../../src/web/features/program/api/program.api';

export const programRecord = (overrides: Partial<Program> = {}): Program => ({
  id: 'program-1',
  title: 'Study Circle',
  type: 'ISLAMIC_STUDY',
  description: 'Weekly study of the Seerah.',
  facilityId: 'facility-1',
  facilityName: 'HMP Leeds',
  volunteerId: 'volunteer-1',
  volunteerName: 'Yusuf Ali',
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
