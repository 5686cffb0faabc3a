export const FACILITY_TYPES = [
  'STATE_PRISON',
  'FEDERAL_PRISON',
  'JAIL',
  'JUVENILE_DETENTION',
  'HALFWAY_HOUSE',
  'OTHER',
] as const;

export const SECURITY_LEVELS = ['MINIMUM', 'MEDIUM', 'MAXIMUM', 'SUPER_MAX'] as const;

export const FACILITY_STATUSES = ['ACTIVE', 'INACTIVE', 'TEMPORARILY_CLOSED'] as const;
export type FacilityStatus = (typeof FACILITY_STATUSES)[number];
