export const VOLUNTEER_GENDERS = ['MALE', 'FEMALE'] as const;

/** product.md §11: the second reading's PENDING_CLEARANCE is included. */
export const VOLUNTEER_STATUSES = ['ACTIVE', 'INACTIVE', 'ON_LEAVE', 'PENDING_CLEARANCE'] as const;
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];

export const CLEARANCE_STATUSES = ['PENDING', 'APPROVED', 'DENIED', 'REVOKED'] as const;
export type ClearanceStatus = (typeof CLEARANCE_STATUSES)[number];

export const BACKGROUND_CHECK_STATUSES = ['PENDING', 'PASSED', 'FAILED'] as const;
export type BackgroundCheckStatus = (typeof BACKGROUND_CHECK_STATUSES)[number];
