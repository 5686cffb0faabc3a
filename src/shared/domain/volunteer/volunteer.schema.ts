import { z } from 'zod';
import { optionalDate, requiredDate } from '../common/dates';
import { requiredEmail } from '../common/email';
import { flag, optionalChoice } from '../common/fields';
import { integerField } from '../common/numbers';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import {
  BACKGROUND_CHECK_STATUSES,
  CLEARANCE_STATUSES,
  VOLUNTEER_GENDERS,
  VOLUNTEER_STATUSES,
} from './volunteer.enums';

/** Messages of spec §5.1, and the same style for the fields the spec gives none for. */
export const VOLUNTEER_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailInvalid: 'Email is invalid',
  contactNumber: 'Contact number is required',
  gender: 'Gender is required',
  status: 'Status is required',
  dateJoined: 'Date joined is required',
  clearanceStatus: 'Clearance status is invalid',
  backgroundCheckStatus: 'Background check status is invalid',
  hoursInvalid: 'Volunteer hours must be a whole number',
  hoursNegative: 'Volunteer hours cannot be negative',
  selfUpdate: 'You can change only your contact number, languages and availability',
} as const;

const contactNumber = requiredText(VOLUNTEER_MESSAGES.contactNumber, 50);

/** Every field of a volunteer as the form and the API take it (spec §3.2). */
export const volunteerInputSchema = z.object({
  firstName: requiredText(VOLUNTEER_MESSAGES.firstName),
  lastName: requiredText(VOLUNTEER_MESSAGES.lastName),
  email: requiredEmail(VOLUNTEER_MESSAGES.email, VOLUNTEER_MESSAGES.emailInvalid),
  contactNumber,
  gender: requiredChoice(VOLUNTEER_GENDERS, VOLUNTEER_MESSAGES.gender),
  languages: textList(),
  specializations: textList(),
  availability: textList(),
  credentials: textList(),
  /** A facility id. */
  assignedFacility: optionalText(100),
  status: requiredChoice(VOLUNTEER_STATUSES, VOLUNTEER_MESSAGES.status),
  clearanceStatus: optionalChoice(CLEARANCE_STATUSES, VOLUNTEER_MESSAGES.clearanceStatus),
  clearanceExpiration: optionalDate(),
  backgroundCheckDate: optionalDate(),
  backgroundCheckStatus: optionalChoice(
    BACKGROUND_CHECK_STATUSES,
    VOLUNTEER_MESSAGES.backgroundCheckStatus,
  ),
  trainingCompleted: flag(false),
  trainingCompletionDate: optionalDate(),
  totalVolunteerHours: integerField({
    invalid: VOLUNTEER_MESSAGES.hoursInvalid,
    min: 0,
    minMessage: VOLUNTEER_MESSAGES.hoursNegative,
    empty: 0,
  }),
  lastActivityDate: optionalDate(),
  // Required although the spec's form does not say so: every record has a joined date (spec §9
  // defaults it to today), and the table stores one.
  dateJoined: requiredDate(VOLUNTEER_MESSAGES.dateJoined),
  notes: optionalText(),
});

export type VolunteerInput = z.output<typeof volunteerInputSchema>;
export type VolunteerFormValues = z.input<typeof volunteerInputSchema>;

/** What a volunteer may change on their own record (decisions §4). */
export const VOLUNTEER_SELF_EDITABLE_FIELDS = [
  'contactNumber',
  'languages',
  'availability',
] as const;

/**
 * A volunteer's own update: only these fields, each optional (unsent fields stay as stored).
 * Any other field is refused rather than silently dropped, so a volunteer cannot believe they
 * changed their status or hours.
 */
export const volunteerSelfUpdateSchema = z
  .strictObject(
    { contactNumber, languages: textList(), availability: textList() },
    { error: VOLUNTEER_MESSAGES.selfUpdate },
  )
  .partial();

export type VolunteerSelfUpdateInput = z.output<typeof volunteerSelfUpdateSchema>;

/** Defaults of spec §9 for a new volunteer. */
export const VOLUNTEER_DEFAULTS = {
  status: 'ACTIVE',
  gender: 'MALE',
  totalVolunteerHours: 0,
} as const satisfies Partial<VolunteerInput>;

/** Defaults for a new volunteer; today comes from the caller (the programme's time zone). */
export function volunteerDefaults(today: string) {
  return { ...VOLUNTEER_DEFAULTS, dateJoined: today } satisfies Partial<VolunteerInput>;
}
