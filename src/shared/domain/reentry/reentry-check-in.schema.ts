import { EVEN_WITH_OTHER_ERRORS } from '../common/fields';
import { CHECK_IN_MESSAGES, reentryCheckInDeclaration } from './reentry-check-in.record';

/**
 * A check-in by the declared rules (reentry-check-in.record.ts), and the one across fields: a
 * return to custody names the facility. Without a return there is no facility to keep.
 */
export const reentryCheckInInputSchema = reentryCheckInDeclaration.inputObject
  .superRefine((checkIn, ctx) => {
    if (checkIn.returnedToCustody && !checkIn.facilityId) {
      ctx.addIssue({ code: 'custom', path: ['facilityId'], message: CHECK_IN_MESSAGES.facilityId });
    }
  }, EVEN_WITH_OTHER_ERRORS)
  .transform((checkIn) => (checkIn.returnedToCustody ? checkIn : { ...checkIn, facilityId: null }));
