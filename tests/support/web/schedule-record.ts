/**
 * A schedule as the web app's queries return it, for component tests: a pending one-off visit
 * of Yusuf Ali (volunteer-1) at HMP Leeds (facility-1), 09:00 to 11:00 UTC on 2030-03-20.
 * A test passes what its case is about.
 */
import type { Schedule } from '../../../src/web/features/schedule/api/schedule.api';

export const scheduleRecord = (overrides: Partial<Schedule> = {}): Schedule => ({
  id: 'schedule-1',
  volunteerId: 'volunteer-1',
  volunteerName: 'Yusuf Ali',
  facilityId: 'facility-1',
  facilityName: 'HMP Leeds',
  startTime: '2030-03-20T09:00:00.000Z',
  endTime: '2030-03-20T11:00:00.000Z',
  status: 'PENDING',
  requestType: 'NEW',
  originalScheduleId: null,
  requestReason: null,
  adminResponse: null,
  adminId: null,
  isRecurring: false,
  recurringPattern: null,
  recurrenceEndDate: null,
  notes: null,
  clearanceOverrideReason: null,
  clearanceOverrideMissing: null,
  clearanceFlag: null,
  version: 1,
  ...overrides,
});
