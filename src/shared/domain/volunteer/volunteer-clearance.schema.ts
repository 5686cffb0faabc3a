import {
  VOLUNTEER_CLEARANCE_MESSAGES,
  volunteerClearanceDeclaration,
} from './volunteer-clearance.record';

/** The declared rules, and an expiry on or after the granted date. */
export const volunteerClearanceInputSchema = volunteerClearanceDeclaration.inputObject.superRefine(
  (value, context) => {
    if (value.grantedOn && value.expiresOn && value.expiresOn < value.grantedOn) {
      context.addIssue({
        code: 'custom',
        path: ['expiresOn'],
        message: VOLUNTEER_CLEARANCE_MESSAGES.expiresBeforeGranted,
      });
    }
  },
);
