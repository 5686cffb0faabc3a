/** A volunteer as the web app's queries return it, for component tests. */
import type { Volunteer } from '../../src/web/features/volunteer/api/volunteer.api';

export const volunteerRecord = (overrides: Partial<Volunteer> = {}): Volunteer => ({
  id: 'volunteer-1',
  firstName: 'Yusuf',
  lastName: 'Ali',
  email: 'yusuf.ali@example.org',
  contactNumber: '+44 161 496 0321',
  gender: 'MALE',
  status: 'ON_LEAVE',
  languages: ['Arabic', 'English'],
  specializations: ['Mentoring'],
  availability: ['Saturdays'],
  credentials: [],
  assignedFacility: null,
  clearanceStatus: 'APPROVED',
  clearanceExpiration: '2027-03-31',
  backgroundCheckDate: '2023-08-01',
  backgroundCheckStatus: 'PASSED',
  trainingCompleted: true,
  trainingCompletionDate: '2023-09-01',
  lastActivityDate: null,
  totalVolunteerHours: 42,
  dateJoined: '2023-09-10',
  notes: null,
  version: 7,
  ...overrides,
});
