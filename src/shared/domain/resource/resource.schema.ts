import type { z } from 'zod';
import { EVEN_WITH_OTHER_ERRORS } from '../common/fields';
import { declaredDefaults } from '../../record/define-record';
import { RESOURCE_TYPES } from './resource.enums';
import { RESOURCE_MESSAGES, resourceDeclaration } from './resource.record';
import { categoryForType, isIncarcerationCategory, isServiceType } from './resource.types';

/**
 * A resource as the form and the API take it (product.md §3.6, §5.4): each field's own rule comes from
 * the declaration (resource.record.ts); the rules across fields are here. The category is
 * derived from the type on output; it is never given (the form shows it read-only).
 * Facility rules apply to incarceration resources only: post-release services are not tied
 * to a facility (product.md §11).
 */
export const resourceInputSchema = resourceDeclaration.inputObject
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

/** Defaults of product.md §9 for a new resource, as the declaration gives them (the category follows the type). */
export const RESOURCE_DEFAULTS = declaredDefaults(resourceDeclaration);
