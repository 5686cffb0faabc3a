import { z } from 'zod';
import { optionalDate, requiredDate } from '../common/dates';
import { optionalEmail } from '../common/email';
import { EVEN_WITH_OTHER_ERRORS, flag, optionalChoice, optionalFlag } from '../common/fields';
import { integerField } from '../common/numbers';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import {
  CLIENT_GENDERS,
  CLIENT_STATUSES,
  EMPLOYMENT_STATUSES,
  HOUSING_STATUSES,
  RELIGIOUS_STATUSES,
} from './client.enums';

/** Messages of spec §5.2, and the same style for the fields the spec gives none for. */
export const CLIENT_MESSAGES = {
  preferredName: 'Name is required',
  age: 'Valid age is required',
  firstContactDate: 'First contact date is required',
  consentGiven: 'Consent is required',
  dataUsageConsent: 'Data usage consent is required',
  facilityId: 'Facility ID is required for incarcerated clients',
  currentAddress: 'Current address is required for clients in the community',
  employmentStatus: 'Employment status is required for clients in the community',
  housingStatus: 'Housing status is required for clients in the community',
  emailInvalid: 'Email is invalid',
  gender: 'Gender is required',
  religiousStatus: 'Religious status is required',
  status: 'Status is required',
} as const;

/** Oldest age accepted: beyond it the number is a typing mistake, not a person. */
export const MAX_CLIENT_AGE = 150;

/** A consent box: it must be ticked (the spec's "required" for a checkbox). */
function consent(message: string) {
  return flag(false, message).refine((given) => given, { error: message });
}

const clientFields = z.object({
  /** Empty means "generate one" (C-00001, …): see formatClientNumber. */
  clientId: optionalText(50),
  firstName: optionalText(200),
  lastName: optionalText(200),
  email: optionalEmail(CLIENT_MESSAGES.emailInvalid),
  contactNumber: optionalText(50),
  preferredName: requiredText(CLIENT_MESSAGES.preferredName),
  // The form parses age as an integer, 0 when invalid, then requires more than 0 (spec §5.2).
  age: integerField({
    invalid: CLIENT_MESSAGES.age,
    min: 1,
    max: MAX_CLIENT_AGE,
    maxMessage: CLIENT_MESSAGES.age,
    empty: 0,
  }),
  gender: requiredChoice(CLIENT_GENDERS, CLIENT_MESSAGES.gender),
  religiousStatus: requiredChoice(RELIGIOUS_STATUSES, CLIENT_MESSAGES.religiousStatus),
  language: textList(),
  conversionDate: optionalDate(),
  programsAttended: textList(),
  interestAreas: textList(),
  incarcerated: flag(true),
  facilityId: optionalText(100),
  releaseDate: optionalDate(),
  reentryPlan: optionalFlag(),
  currentAddress: optionalText(1000),
  employmentStatus: optionalChoice(EMPLOYMENT_STATUSES, CLIENT_MESSAGES.employmentStatus),
  housingStatus: optionalChoice(HOUSING_STATUSES, CLIENT_MESSAGES.housingStatus),
  communitySupport: textList(),
  firstContactDate: requiredDate(CLIENT_MESSAGES.firstContactDate),
  lastContactDate: optionalDate(),
  assignedVolunteerId: optionalText(100),
  followUpDate: optionalDate(),
  notes: optionalText(),
  specialNeeds: optionalText(),
  accommodations: optionalText(),
  consentGiven: consent(CLIENT_MESSAGES.consentGiven),
  dataUsageConsent: consent(CLIENT_MESSAGES.dataUsageConsent),
  status: requiredChoice(CLIENT_STATUSES, CLIENT_MESSAGES.status),
});

type ClientFields = z.output<typeof clientFields>;

export interface ClientSchemaContext {
  /** Whether any facility exists: without one, an incarcerated client cannot name theirs. */
  facilitiesExist: boolean;
}

/**
 * The client form's rules (spec §5.2). The facility rule depends on whether facilities exist,
 * which only the caller knows, hence a factory.
 *
 * Fields that belong to the other situation are cleared on output: an incarcerated client
 * keeps no current address, employment, housing or community support, and a client in the
 * community keeps no facility, release date or reentry plan. The form hides those fields, so
 * values left in them from before a switch would otherwise be saved unseen and shown wrongly.
 */
export function makeClientInputSchema({ facilitiesExist }: ClientSchemaContext) {
  return clientFields
    .superRefine((client, ctx) => {
      const missing = (field: keyof ClientFields, message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      if (client.incarcerated === true) {
        if (facilitiesExist && !client.facilityId)
          missing('facilityId', CLIENT_MESSAGES.facilityId);
      } else if (client.incarcerated === false) {
        if (!client.currentAddress) missing('currentAddress', CLIENT_MESSAGES.currentAddress);
        if (!client.employmentStatus) missing('employmentStatus', CLIENT_MESSAGES.employmentStatus);
        if (!client.housingStatus) missing('housingStatus', CLIENT_MESSAGES.housingStatus);
      }
    }, EVEN_WITH_OTHER_ERRORS)
    .transform((client): ClientFields =>
      client.incarcerated
        ? {
            ...client,
            currentAddress: null,
            employmentStatus: null,
            housingStatus: null,
            communitySupport: [],
          }
        : { ...client, facilityId: null, releaseDate: null, reentryPlan: null },
    );
}

export type ClientInput = z.output<ReturnType<typeof makeClientInputSchema>>;
export type ClientFormValues = z.input<ReturnType<typeof makeClientInputSchema>>;

/** Defaults of spec §9 for a new client. */
export const CLIENT_DEFAULTS = {
  incarcerated: true,
  status: 'ACTIVE',
  religiousStatus: 'INTERESTED',
  gender: 'MALE',
  language: ['English'],
  consentGiven: false,
  dataUsageConsent: false,
} as const satisfies Partial<ClientFormValues>;

/** Defaults for a new client; today comes from the caller (the programme's time zone). */
export function clientDefaults(today: string) {
  return {
    ...CLIENT_DEFAULTS,
    language: [...CLIENT_DEFAULTS.language],
    firstContactDate: today,
  } satisfies Partial<ClientFormValues>;
}
