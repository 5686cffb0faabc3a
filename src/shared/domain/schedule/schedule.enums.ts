export const SCHEDULE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export const REQUEST_TYPES = ['NEW', 'ADJUSTMENT'] as const;

export const RECURRING_PATTERNS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];
