/** Admins for the admin tests. */
import crypto from 'node:crypto';

/** A valid CreateAdminInput with an e-mail no one else has. */
export function adminInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const suffix = crypto.randomUUID().slice(0, 8);
  return {
    firstName: 'Amina',
    lastName: `Yusuf ${suffix}`,
    email: `admin-${suffix}@example.org`,
    contactNumber: '+1 555 0110',
    role: 'ADMIN',
    region: 'North',
    dateJoined: '2024-01-15',
    notes: 'Coordinates the north region',
    ...overrides,
  };
}
