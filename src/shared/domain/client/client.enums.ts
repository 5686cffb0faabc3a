/** Reading A of product.md §3.3 everywhere (product.md §11). */
export const CLIENT_GENDERS = ['MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY'] as const;

export const RELIGIOUS_STATUSES = [
  'INTERESTED',
  'SEEKING',
  'CONVERTED',
  'ACTIVE_BELIEVER',
  'INACTIVE',
  'DECLINED',
  'OTHER',
] as const;

export const EMPLOYMENT_STATUSES = [
  'EMPLOYED_FULL_TIME',
  'EMPLOYED_PART_TIME',
  'SELF_EMPLOYED',
  'UNEMPLOYED_LOOKING',
  'UNEMPLOYED_NOT_LOOKING',
  'STUDENT',
  'RETIRED',
  'UNABLE_TO_WORK',
] as const;

export const HOUSING_STATUSES = [
  'STABLE',
  'TEMPORARY',
  'TRANSITIONAL',
  'HALFWAY_HOUSE',
  'HOMELESS',
  'SHELTER',
  'OTHER',
] as const;

export const CLIENT_STATUSES = ['ACTIVE', 'INACTIVE', 'FOLLOW_UP', 'CLOSED'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const CONTACT_METHODS = ['PHONE', 'LETTER', 'EMAIL', 'IN_PERSON'] as const;

/**
 * The two consents a client gives (product.md §3.3.4, decision 072): to be served by the programme,
 * and to their data being used (for the programme's figures and anything shown outside it).
 */
export const CONSENT_KINDS = ['BEING_SERVED', 'DATA_USAGE'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * A consent is given, or withdrawn; declined: not given when first asked (a client added who
 * said no, decision 093).
 */
export const CONSENT_DECISIONS = ['GIVEN', 'WITHDRAWN', 'DECLINED'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

/** How the client said so. */
export const CONSENT_METHODS = ['IN_PERSON', 'LETTER', 'FORM'] as const;
