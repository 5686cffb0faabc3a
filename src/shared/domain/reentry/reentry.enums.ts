/** Where a step of a client's reentry plan stands (product.md §3.3.1). */
export const REENTRY_STEP_STATUSES = ['OPEN', 'DONE', 'NOT_NEEDED'] as const;

/** The check-ins after a release (product.md §3.3.2): 30, 90 and 180 days after it. */
export const CHECK_IN_POINTS = ['DAY_30', 'DAY_90', 'DAY_180'] as const;
export type CheckInPoint = (typeof CHECK_IN_POINTS)[number];
