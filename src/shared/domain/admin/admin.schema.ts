import { z } from 'zod';
import { requiredDate } from '../common/dates';
import { requiredEmail } from '../common/email';
import { optionalText, requiredChoice, requiredText } from '../common/text';
import { ADMIN_ROLES } from './admin.enums';

/** Messages of spec §5.1; role, region and date joined are checked too (decisions §3). */
export const ADMIN_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Email is invalid',
  contactNumber: 'Contact number is required',
  role: 'Role is required',
  region: 'Region is required',
  dateJoined: 'Date joined is required',
} as const;

/** Every field of an admin as the form and the API take it (spec §3.1). */
export const adminInputSchema = z.object({
  firstName: requiredText(ADMIN_MESSAGES.firstName),
  lastName: requiredText(ADMIN_MESSAGES.lastName),
  email: requiredEmail(ADMIN_MESSAGES.email, ADMIN_MESSAGES.emailInvalid),
  contactNumber: requiredText(ADMIN_MESSAGES.contactNumber, 50),
  role: requiredChoice(ADMIN_ROLES, ADMIN_MESSAGES.role),
  region: requiredText(ADMIN_MESSAGES.region),
  dateJoined: requiredDate(ADMIN_MESSAGES.dateJoined),
  notes: optionalText(),
});

export type AdminInput = z.output<typeof adminInputSchema>;
export type AdminFormValues = z.input<typeof adminInputSchema>;

/** Defaults of spec §9 for a new admin. */
export const ADMIN_DEFAULTS = { role: 'ADMIN' } as const satisfies Partial<AdminInput>;

/** Defaults for a new admin; today comes from the caller (the programme's time zone). */
export function adminDefaults(today: string) {
  return { ...ADMIN_DEFAULTS, dateJoined: today } satisfies Partial<AdminInput>;
}
