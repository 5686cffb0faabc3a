import { z } from 'zod';
import { optionalInstant } from '../common/dates';
import { EVEN_WITH_OTHER_ERRORS, flag } from '../common/fields';
import { integerField, optionalDecimal, optionalInteger } from '../common/numbers';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import { RESOURCE_STATUSES, RESOURCE_TYPES } from './resource.enums';
import { categoryForType, isIncarcerationCategory, isServiceType } from './resource.types';

/**
 * Reading B's rules with Reading A's messages, and the same style where neither gives one
 * (decisions §2).
 */
export const RESOURCE_MESSAGES = {
  title: 'Title is required',
  type: 'Type is required',
  description: 'Description is required',
  language: 'Language is required',
  quantityRequired: 'Quantity is required',
  quantityInvalid: 'Quantity must be a whole number',
  quantityNegative: 'Quantity cannot be negative',
  url: 'Please enter a valid URL',
  providerName: 'Provider name is required for service resources',
  contactInfo: 'Contact information is required for service resources',
  facilityId: 'Primary facility is required',
  approvedFacilities: 'Select at least one approved facility',
  reorderThresholdInvalid: 'Reorder threshold must be a whole number',
  reorderThresholdNegative: 'Reorder threshold cannot be negative',
  costPerUnitInvalid: 'Cost per unit must be a number',
  costPerUnitNegative: 'Cost per unit cannot be negative',
  timesDistributedInvalid: 'Times distributed must be a whole number',
  timesDistributedNegative: 'Times distributed cannot be negative',
  status: 'Status is required',
} as const;

// Only web addresses: a 'javascript:' link on a resource card would run in the viewer's session.
const webAddress = optionalText(2000).pipe(
  z.url({ protocol: /^https?$/, error: RESOURCE_MESSAGES.url }).nullable(),
);

const resourceFields = z.object({
  title: requiredText(RESOURCE_MESSAGES.title),
  description: requiredText(RESOURCE_MESSAGES.description, 5000),
  type: requiredChoice(RESOURCE_TYPES, RESOURCE_MESSAGES.type),
  language: requiredText(RESOURCE_MESSAGES.language, 100),
  topic: optionalText(500),
  url: webAddress,
  fileType: optionalText(100),
  // Reading B: "quantity is required with a minimum of 0"; empty stays empty, so it is missing.
  quantity: integerField({
    required: RESOURCE_MESSAGES.quantityRequired,
    invalid: RESOURCE_MESSAGES.quantityInvalid,
    min: 0,
    minMessage: RESOURCE_MESSAGES.quantityNegative,
  }),
  reorderThreshold: optionalInteger({
    invalid: RESOURCE_MESSAGES.reorderThresholdInvalid,
    min: 0,
    minMessage: RESOURCE_MESSAGES.reorderThresholdNegative,
  }),
  costPerUnit: optionalDecimal({
    invalid: RESOURCE_MESSAGES.costPerUnitInvalid,
    min: 0,
    minMessage: RESOURCE_MESSAGES.costPerUnitNegative,
  }),
  /** The primary facility's id. */
  facilityId: optionalText(100),
  facilityApproved: flag(false),
  approvedFacilities: textList(),
  restrictedFacilities: textList(),
  providerName: optionalText(500),
  contactInfo: optionalText(1000),
  serviceArea: optionalText(500),
  eligibilityCriteria: optionalText(),
  applicationProcess: optionalText(),
  waitlistTime: optionalText(200),
  /** Where the items are stored. */
  location: optionalText(500),
  status: requiredChoice(RESOURCE_STATUSES, RESOURCE_MESSAGES.status),
  // Set on save when missing (applyResourceSaveDefaults); shown read-only when editing.
  timesDistributed: optionalInteger({
    invalid: RESOURCE_MESSAGES.timesDistributedInvalid,
    min: 0,
    minMessage: RESOURCE_MESSAGES.timesDistributedNegative,
  }),
  lastDistributedDate: optionalInstant(),
});

/**
 * A resource as the form and the API take it (spec §3.6, §5.4). The category is derived from
 * the type on output; a category in the input is ignored, as the form shows it read-only.
 * Facility rules apply to incarceration resources only: post-release services are not tied
 * to a facility (decisions §2).
 */
export const resourceInputSchema = resourceFields
  .superRefine((resource, ctx) => {
    if (!(RESOURCE_TYPES as readonly unknown[]).includes(resource.type)) return;
    const missing = (field: keyof typeof resource, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (isIncarcerationCategory(categoryForType(resource.type))) {
      if (!resource.facilityId) missing('facilityId', RESOURCE_MESSAGES.facilityId);
      if (Array.isArray(resource.approvedFacilities) && resource.approvedFacilities.length === 0) {
        missing('approvedFacilities', RESOURCE_MESSAGES.approvedFacilities);
      }
    }
    if (isServiceType(resource.type)) {
      if (!resource.providerName) missing('providerName', RESOURCE_MESSAGES.providerName);
      if (!resource.contactInfo) missing('contactInfo', RESOURCE_MESSAGES.contactInfo);
    }
  }, EVEN_WITH_OTHER_ERRORS)
  .transform((resource) => ({ ...resource, category: categoryForType(resource.type) }));

export type ResourceInput = z.output<typeof resourceInputSchema>;
export type ResourceFormValues = z.input<typeof resourceInputSchema>;

/** Defaults of spec §9 for a new resource. */
export const RESOURCE_DEFAULTS = {
  type: 'OTHER',
  category: 'GENERAL',
  status: 'AVAILABLE',
  quantity: 0,
  language: 'English',
} as const satisfies Partial<ResourceInput>;
