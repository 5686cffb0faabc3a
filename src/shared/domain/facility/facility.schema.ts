import type { z } from 'zod';
import { declaredDefaults } from '../../record/define-record';
import { facilityDeclaration } from './facility.record';

export { FACILITY_MESSAGES } from './facility.record';

/** Every field of a facility as the form and the API take it (product.md §3.4, §5.3). */
export const facilityInputSchema = facilityDeclaration.inputObject;

export type FacilityInput = z.output<typeof facilityInputSchema>;

/** Defaults of product.md §9 for a new facility, as the declaration gives them. */
export const FACILITY_DEFAULTS = declaredDefaults(facilityDeclaration);
