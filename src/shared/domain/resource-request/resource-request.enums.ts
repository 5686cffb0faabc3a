export const RESOURCE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DENIED', 'FULFILLED'] as const;
export type ResourceRequestStatus = (typeof RESOURCE_REQUEST_STATUSES)[number];
