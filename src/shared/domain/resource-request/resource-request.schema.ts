import { declaredDefaults } from '../../record/define-record';
import { resourceRequestDeclaration } from './resource-request.record';

/**
 * What the Request button sends: which resource, how many, for which facility, and why, by the
 * declared rules (resource-request.record.ts).
 */
export const resourceRequestInputSchema = resourceRequestDeclaration.inputObject;

/** A request starts at one item. */
export const RESOURCE_REQUEST_DEFAULTS = declaredDefaults(resourceRequestDeclaration);

/** Why a request cannot be fulfilled from the stock, or null when it can (product.md §12). */
export function stockProblem(requested: number, inStock: number): string | null {
  const available = Math.max(0, inStock);
  return requested > available ? `Only ${available} in stock` : null;
}
