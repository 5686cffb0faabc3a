export const INCIDENT_TYPES = [
  'SECURITY',
  'MEDICAL',
  'BEHAVIORAL',
  'PROGRAM_DISRUPTION',
  'FACILITY_ISSUE',
  'OTHER',
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

export const INCIDENT_STATUSES = ['OPEN', 'UNDER_REVIEW', 'RESOLVED', 'CLOSED'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
