import { z } from 'zod';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import { FACILITY_STATUSES, FACILITY_TYPES, SECURITY_LEVELS } from './facility.enums';

/** Messages of spec §5.3, shown under the field in the form and returned by the server. */
export const FACILITY_MESSAGES = {
  name: 'Name is required',
  address: 'Address is required',
  region: 'Region is required',
  type: 'Type is required',
  securityLevel: 'Security level is required',
  status: 'Status is required',
  operatingHours: 'Operating hours are required',
  contactPerson: 'Contact person is required',
  contactNumber: 'Contact number is required',
  email: 'Email is required',
  emailInvalid: 'Email is invalid',
  latitude: 'Invalid latitude',
  longitude: 'Invalid longitude',
} as const;

function coordinate(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : value),
    z
      .number({ error: message })
      .finite({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

/** Every field of a facility as the form and the API take it (spec §3.4). */
export const facilityInputSchema = z.object({
  name: requiredText(FACILITY_MESSAGES.name),
  address: requiredText(FACILITY_MESSAGES.address, 1000),
  region: requiredText(FACILITY_MESSAGES.region),
  type: requiredChoice(FACILITY_TYPES, FACILITY_MESSAGES.type),
  securityLevel: requiredChoice(SECURITY_LEVELS, FACILITY_MESSAGES.securityLevel),
  status: requiredChoice(FACILITY_STATUSES, FACILITY_MESSAGES.status),
  operatingHours: requiredText(FACILITY_MESSAGES.operatingHours),
  contactPerson: requiredText(FACILITY_MESSAGES.contactPerson),
  contactNumber: requiredText(FACILITY_MESSAGES.contactNumber, 50),
  email: requiredText(FACILITY_MESSAGES.email, 254).pipe(
    z.email({ error: FACILITY_MESSAGES.emailInvalid }),
  ),
  latitude: coordinate(-90, 90, FACILITY_MESSAGES.latitude),
  longitude: coordinate(-180, 180, FACILITY_MESSAGES.longitude),
  notes: optionalText(),
  facilities: textList(),
  visitationRules: optionalText(),
  itemRestrictions: optionalText(),
});

export type FacilityInput = z.output<typeof facilityInputSchema>;
export type FacilityFormValues = z.input<typeof facilityInputSchema>;

/** Defaults of spec §9 for a new facility. */
export const FACILITY_DEFAULTS = {
  type: 'STATE_PRISON',
  securityLevel: 'MINIMUM',
  status: 'ACTIVE',
  latitude: 0,
  longitude: 0,
} as const satisfies Partial<FacilityInput>;
