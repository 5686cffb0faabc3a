/** Where a step of a client's reentry plan stands (issue 35, product.md §3.3.1). */
export const REENTRY_STEP_STATUSES = ['OPEN', 'DONE', 'NOT_NEEDED'] as const;
export type ReentryStepStatus = (typeof REENTRY_STEP_STATUSES)[number];
