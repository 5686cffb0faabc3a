/**
 * The facility (product.md §3.4), declared once: its fields with their rules and messages, in the
 * order of the CSV columns. Its form is laid out by hand (FacilityForm: the address fills the
 * coordinates, product.md §4.6), and it has no details view. How to add a field:
 * docs/adding-a-field.md.
 */
import { z } from 'zod';
import { optionalText, requiredChoice, requiredText, textList } from '../common/text';
import { defineRecord } from '../../record/define-record';
import { choice, decimal, list, text } from '../../record/field';
import { FACILITY_STATUSES, FACILITY_TYPES, SECURITY_LEVELS } from './facility.enums';

/** Messages of product.md §5.3, shown under the field in the form and returned by the server. */
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

const required = { required: true } as const;
const longText = { filter: false } as const;

export const facilityDeclaration = defineRecord({
  typeName: 'Facility',
  webFeature: 'facility',
  pluralName: 'Facilities',
  csvFileName: 'facilities',
  csvImport: {
    name: 'facility',
    plural: 'facilities',
    sample: {
      name: 'Riverside State Prison',
      type: 'STATE_PRISON',
      securityLevel: 'MEDIUM',
      status: 'ACTIVE',
      region: 'North',
      address: '100 River Road, Springfield',
      contactPerson: 'Chaplain Office',
      contactNumber: '555-0100',
      email: 'chaplain@riverside.example.org',
      operatingHours: 'Mon-Fri 9:00-17:00',
    },
    // A second import of the same file would otherwise add every facility again.
    sameRecordWhen: [
      {
        fields: ['name'],
        inFile: 'Same name',
        inDatabase: 'A facility with this name already exists',
      },
    ],
  },
  noun: 'facility',
  description: 'A correctional facility (product.md §3.4)',
  exposesCreator: false,
  fields: {
    name: text(requiredText(FACILITY_MESSAGES.name), {
      label: 'Name',
      imported: { ...required, synonyms: ['facilityname', 'facility'] },
    }),
    type: choice(
      'FacilityType',
      FACILITY_TYPES,
      requiredChoice(FACILITY_TYPES, FACILITY_MESSAGES.type),
      { label: 'Type', default: 'STATE_PRISON' },
    ),
    securityLevel: choice(
      'SecurityLevel',
      SECURITY_LEVELS,
      requiredChoice(SECURITY_LEVELS, FACILITY_MESSAGES.securityLevel),
      { label: 'Security Level', default: 'MINIMUM' },
    ),
    status: choice(
      'FacilityStatus',
      FACILITY_STATUSES,
      requiredChoice(FACILITY_STATUSES, FACILITY_MESSAGES.status),
      { label: 'Status', default: 'ACTIVE' },
    ),
    region: text(requiredText(FACILITY_MESSAGES.region), { label: 'Region', imported: required }),
    address: text(requiredText(FACILITY_MESSAGES.address, 1000), {
      label: 'Address',
      imported: required,
    }),
    // Filled from the address (product.md §4.6); 0 until it is found.
    latitude: decimal(coordinate(-90, 90, FACILITY_MESSAGES.latitude), {
      label: 'Latitude',
      default: 0,
    }),
    longitude: decimal(coordinate(-180, 180, FACILITY_MESSAGES.longitude), {
      label: 'Longitude',
      default: 0,
    }),
    contactPerson: text(requiredText(FACILITY_MESSAGES.contactPerson), {
      label: 'Contact Person',
      imported: required,
    }),
    contactNumber: text(requiredText(FACILITY_MESSAGES.contactNumber, 50), {
      label: 'Contact Number',
      filter: false,
      imported: { ...required, synonyms: ['phone', 'phonenumber'] },
    }),
    email: text(
      requiredText(FACILITY_MESSAGES.email, 254).pipe(
        z.email({ error: FACILITY_MESSAGES.emailInvalid }),
      ),
      {
        label: 'Email',
        // The form locks the e-mail when editing; the API keeps the same rule.
        changeable: false,
        imported: { ...required, synonyms: ['emailaddress'] },
      },
    ),
    operatingHours: text(requiredText(FACILITY_MESSAGES.operatingHours), {
      label: 'Operating Hours',
      filter: false,
      imported: { ...required, synonyms: ['hours'] },
    }),
    visitationRules: text(optionalText(), { label: 'Visitation Rules', ...longText }),
    itemRestrictions: text(optionalText(), { label: 'Item Restrictions', ...longText }),
    facilities: list(textList(), { label: 'Amenities' }),
    notes: text(optionalText(), { label: 'Notes', ...longText }),
  },
});
