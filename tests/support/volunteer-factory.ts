/** Volunteers for the volunteer tests. */
import crypto from 'node:crypto';

/** A valid CreateVolunteerInput with an e-mail no one else has. */
export function volunteerInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const suffix = crypto.randomUUID().slice(0, 8);
  return {
    firstName: 'Bilal',
    lastName: `Rahman ${suffix}`,
    email: `volunteer-${suffix}@example.org`,
    contactNumber: '+1 555 0120',
    gender: 'MALE',
    languages: ['English', 'Arabic'],
    specializations: ['Counseling'],
    availability: ['Friday'],
    credentials: ['Chaplaincy certificate'],
    status: 'ACTIVE',
    clearanceStatus: 'APPROVED',
    clearanceExpiration: '2031-01-01',
    backgroundCheckDate: '2024-02-01',
    backgroundCheckStatus: 'PASSED',
    trainingCompleted: true,
    trainingCompletionDate: '2024-03-01',
    totalVolunteerHours: 12,
    lastActivityDate: '2024-04-01',
    dateJoined: '2024-01-20',
    notes: 'Speaks at Jumah',
    ...overrides,
  };
}
