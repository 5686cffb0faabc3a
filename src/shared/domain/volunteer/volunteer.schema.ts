import { z } from 'zod';
import { declaredDefaults } from '../../record/define-record';
import { VOLUNTEER_MESSAGES, volunteerDeclaration } from './volunteer.record';

export { VOLUNTEER_MESSAGES } from './volunteer.record';

/** Every field of a volunteer as the form and the API take it (product.md §3.2, §5.1). */
export const volunteerInputSchema = volunteerDeclaration.inputObject;

const { fields } = volunteerDeclaration;

/**
 * A volunteer's own update (product.md §13): their contact number, languages and availability,
 * each optional (unsent fields stay as stored), by the declared rules. Any other field is
 * refused rather than silently dropped, so a volunteer cannot believe they changed their status
 * or hours.
 */
export const volunteerSelfUpdateSchema = z
  .strictObject(
    {
      contactNumber: fields.contactNumber.schema,
      languages: fields.languages.schema,
      availability: fields.availability.schema,
    },
    { error: VOLUNTEER_MESSAGES.selfUpdate },
  )
  .partial();

/** What a volunteer may change on their own record. */
export const VOLUNTEER_SELF_EDITABLE_FIELDS = Object.keys(
  volunteerSelfUpdateSchema.shape,
) as (keyof typeof volunteerSelfUpdateSchema.shape)[];

/** Defaults of product.md §9 for a new volunteer, as the declaration gives them. */
export const VOLUNTEER_DEFAULTS = declaredDefaults(volunteerDeclaration);

/** Defaults for a new volunteer; today comes from the caller (the programme's time zone). */
export function volunteerDefaults(today: string) {
  return declaredDefaults(volunteerDeclaration, today);
}
