import type { z } from 'zod';
import { declaredDefaults } from '../../record/define-record';
import { resourceRequestDeclaration } from './resource-request.record';

export { RESOURCE_REQUEST_MESSAGES } from './resource-request.record';

/**
 * What the Request button sends: which resource, how many, for which facility, and why, by the
 * declared rules (resource-request.record.ts).
 */
export const resourceRequestInputSchema = resourceRequestDeclaration.inputObject;

export type ResourceRequestInput = z.output<typeof resourceRequestInputSchema>;
export type ResourceRequestFormValues = z.input<typeof resourceRequestInputSchema>;

/** A request starts at one item. */
export const RESOURCE_REQUEST_DEFAULTS = declaredDefaults(resourceRequestDeclaration);

/** Why a request cannot be fulfilled from the stock, or null when it can (product.md §12). */
export function stockProblem(requested: number, inStock: number): string | null {
  const available = Math.max(0, inStock);
  return requested > available ? `Only ${available} in stock` : null;
}
