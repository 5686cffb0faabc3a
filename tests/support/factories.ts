/** Valid inputs for each record type; tests override only what they are about. */
import crypto from 'node:crypto';

export function facilityInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const suffix = crypto.randomUUID().slice(0, 6);
  return {
    name: `Riverside Correctional ${suffix}`,
    address: '100 River Road, Springfield',
    region: 'North',
    type: 'STATE_PRISON',
    securityLevel: 'MEDIUM',
    status: 'ACTIVE',
    operatingHours: 'Mon-Fri 08:00-17:00',
    contactPerson: 'Jordan Lee',
    contactNumber: '+1 555 0100',
    email: `chaplaincy-${suffix}@example.org`,
    latitude: 39.78,
    longitude: -89.65,
    facilities: ['Chapel', 'Library'],
    visitationRules: 'Photo ID required',
    itemRestrictions: 'No electronics',
    notes: null,
    ...overrides,
  };
}
