import { z } from 'zod';
import { requiredText } from '../common/text';
import { FACILITY_MESSAGES } from './facility.schema';

/** The longest address the lookup accepts (the provider's own limit is far above it). */
const ADDRESS_LOOKUP_MAX_LENGTH = 500;

/** The failure message of product.md §8, shown under the facility form's address field. */
export const ADDRESS_LOOKUP_FAILED = 'Failed to lookup address coordinates';

/** What the facility form sends to look an address up (product.md §7.3). */
export const addressLookupSchema = z.object({
  address: requiredText(FACILITY_MESSAGES.address, ADDRESS_LOOKUP_MAX_LENGTH),
});
