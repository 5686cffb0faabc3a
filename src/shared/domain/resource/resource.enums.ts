/** The 28 resource types: those grouped in product.md §2.6, plus OTHER. */
export const RESOURCE_TYPES = [
  'QURAN',
  'PRAYER_MAT',
  'RELIGIOUS_TEXT',
  'HIJAB',
  'KUFI',
  'DHIKR_BEADS',
  'HALAL_MEALS',
  'BOOK',
  'PAMPHLET',
  'STUDY_MATERIAL',
  'VIDEO',
  'AUDIO',
  'CORRESPONDENCE_COURSE',
  'HOUSING',
  'EMPLOYMENT',
  'SKILLS_TRAINING',
  'EDUCATION',
  'HEALTHCARE',
  'MENTAL_HEALTH',
  'ADDICTION_RECOVERY',
  'FAMILY',
  'LEGAL_ASSISTANCE',
  'DOCUMENTATION',
  'FINANCIAL_LITERACY',
  'FOOD',
  'CLOTHING',
  'TRANSPORTATION',
  'OTHER',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const RESOURCE_CATEGORIES = [
  'INCARCERATION_RELIGIOUS',
  'INCARCERATION_EDUCATIONAL',
  'POST_INCARCERATION_BASIC_NEEDS',
  'POST_INCARCERATION_SERVICES',
  'GENERAL',
] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const RESOURCE_STATUSES = [
  'AVAILABLE',
  'LOW_STOCK',
  'OUT_OF_STOCK',
  'PENDING_APPROVAL',
  'DISCONTINUED',
  'NEEDS_RENEWAL',
] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];
