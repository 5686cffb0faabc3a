/**
 * A facility as the web app's queries return it, for component tests: HMP Leeds (facility-1),
 * an active state prison with a contact and nothing else filled in. A test passes what its
 * case is about.
 */
import type { Facility } from '../../../src/web/features/facility/api/facility.api';

export const facilityRecord = (overrides: Partial<Facility> = {}): Facility => ({
  id: 'facility-1',
  name: 'HMP Leeds',
  address: '2 Gloucester Terrace, Leeds LS12 2TJ',
  type: 'STATE_PRISON',
  securityLevel: 'MEDIUM',
  latitude: 53.79,
  longitude: -1.58,
  region: 'North',
  contactPerson: 'Jordan Lee',
  contactNumber: '+44 113 203 2600',
  email: 'visits@example.org',
  status: 'ACTIVE',
  operatingHours: '',
  notes: null,
  facilities: [],
  visitationRules: null,
  itemRestrictions: null,
  version: 1,
  ...overrides,
});
