export const PROGRAM_TYPES = [
  'JUMAH_PRAYER',
  'ISLAMIC_STUDY',
  'QURAN_CLASS',
  'COUNSELING',
  'REENTRY_PREP',
  'RAMADAN',
  'EID',
  'OTHER',
] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

export const PROGRAM_STATUSES = ['SCHEDULED', 'COMPLETED', 'CANCELLED', 'POSTPONED'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'DENIED', 'CANCELLED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
