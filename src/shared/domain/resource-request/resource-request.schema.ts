import { z } from 'zod';
import { integerField } from '../common/numbers';
import { optionalText, requiredText } from '../common/text';

/** Messages of a resource request (decisions §3). */
export const RESOURCE_REQUEST_MESSAGES = {
  resourceId: 'Resource is required',
  quantity: 'Quantity must be at least 1',
} as const;

/** What the Request button sends: which resource, how many, for which facility, and why. */
export const resourceRequestInputSchema = z.object({
  resourceId: requiredText(RESOURCE_REQUEST_MESSAGES.resourceId, 100),
  quantity: integerField({
    invalid: RESOURCE_REQUEST_MESSAGES.quantity,
    min: 1,
    minMessage: RESOURCE_REQUEST_MESSAGES.quantity,
  }),
  facilityId: optionalText(100),
  notes: optionalText(),
});

export type ResourceRequestInput = z.output<typeof resourceRequestInputSchema>;
export type ResourceRequestFormValues = z.input<typeof resourceRequestInputSchema>;

/** A request starts at one item. */
export const RESOURCE_REQUEST_DEFAULTS = {
  quantity: 1,
} as const satisfies Partial<ResourceRequestInput>;

/** Why a request cannot be fulfilled from the stock, or null when it can (decisions §3). */
export function stockProblem(requested: number, inStock: number): string | null {
  const available = Math.max(0, inStock);
  return requested > available ? `Only ${available} in stock` : null;
}
