/**
 * What a spreadsheet import can fill in, per record type (decision 023): each column is a field
 * of the create form by its API name, which is also its header in an export (decision 022), so
 * an exported file maps itself. The kind says how a cell becomes the form's value
 * (import-values.ts); the form's shared schema then checks it, with the form's messages.
 */
import {
  CLIENT_GENDERS,
  CLIENT_STATUSES,
  EMPLOYMENT_STATUSES,
  HOUSING_STATUSES,
  RELIGIOUS_STATUSES,
} from '../domain/client/client.enums';
import {
  FACILITY_STATUSES,
  FACILITY_TYPES,
  SECURITY_LEVELS,
} from '../domain/facility/facility.enums';
import { RESOURCE_STATUSES, RESOURCE_TYPES } from '../domain/resource/resource.enums';
import {
  BACKGROUND_CHECK_STATUSES,
  CLEARANCE_STATUSES,
  VOLUNTEER_GENDERS,
  VOLUNTEER_STATUSES,
} from '../domain/volunteer/volunteer.enums';

export const IMPORT_RECORD_TYPES = ['client', 'volunteer', 'facility', 'resource'] as const;
export type ImportRecordType = (typeof IMPORT_RECORD_TYPES)[number];

/**
 * text, number and date cells are passed as written; flag: yes/no, true/false, 1/0; list: items
 * separated by "; " (or by commas); choice: a value of the enumeration, written any case;
 * facility: a facility's id or exact name; facilities: a list of those; volunteer: a
 * volunteer's id or e-mail.
 */
export type ImportKind =
  'text' | 'number' | 'date' | 'flag' | 'list' | 'choice' | 'facility' | 'facilities' | 'volunteer';

export interface ImportColumn {
  field: string;
  label: string;
  kind: ImportKind;
  /** Every row needs a value: the form has no default for it. */
  required: boolean;
  choices?: readonly string[];
  /** Other headers that mean this field (lower case, letters and digits only). */
  synonyms: readonly string[];
}

export interface ImportSpec {
  recordType: ImportRecordType;
  /** 'clients': in messages, and the sample file's name. */
  plural: string;
  columns: readonly ImportColumn[];
  /** Values of another reading of the specification, mapped to ours (decisions §2), by field. */
  aliases: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** One row of the sample file, by field. */
  sample: Readonly<Record<string, string>>;
}

type ColumnOptions = Partial<Omit<ImportColumn, 'field' | 'kind'>>;

/** 'assignedVolunteerId' → 'Assigned volunteer id' (a label can be given instead). */
function labelOf(field: string): string {
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function column(field: string, kind: ImportKind, options: ColumnOptions = {}): ImportColumn {
  return { field, kind, label: labelOf(field), required: false, synonyms: [], ...options };
}

const required = { required: true } as const;
const choice = (choices: readonly string[], options: ColumnOptions = {}) =>
  ({ choices, ...options }) as const;

export const CLIENT_IMPORT: ImportSpec = {
  recordType: 'client',
  plural: 'clients',
  columns: [
    column('clientId', 'text', { label: 'Client ID' }),
    column('firstName', 'text'),
    column('lastName', 'text'),
    column('preferredName', 'text', { ...required, label: 'Preferred name', synonyms: ['name'] }),
    column('email', 'text', { synonyms: ['emailaddress'] }),
    column('contactNumber', 'text', { synonyms: ['phone', 'phonenumber'] }),
    column('age', 'number', required),
    column('gender', 'choice', choice(CLIENT_GENDERS)),
    column('language', 'list', { synonyms: ['languages'] }),
    column('religiousStatus', 'choice', choice(RELIGIOUS_STATUSES)),
    column('conversionDate', 'date'),
    column('programsAttended', 'list'),
    column('interestAreas', 'list'),
    column('incarcerated', 'flag'),
    column('facilityId', 'facility', { label: 'Facility', synonyms: ['facility', 'facilityname'] }),
    column('releaseDate', 'date'),
    column('reentryPlan', 'flag'),
    column('currentAddress', 'text', { synonyms: ['address'] }),
    column('employmentStatus', 'choice', choice(EMPLOYMENT_STATUSES)),
    column('housingStatus', 'choice', choice(HOUSING_STATUSES)),
    column('communitySupport', 'list'),
    column('firstContactDate', 'date'),
    column('lastContactDate', 'date'),
    column('assignedVolunteerId', 'volunteer', {
      label: 'Assigned volunteer',
      synonyms: ['assignedvolunteer', 'volunteer', 'volunteeremail'],
    }),
    column('followUpDate', 'date'),
    column('notes', 'text'),
    column('specialNeeds', 'text'),
    column('accommodations', 'text'),
    column('consentGiven', 'flag', { ...required, synonyms: ['consent'] }),
    column('dataUsageConsent', 'flag', required),
    column('status', 'choice', choice(CLIENT_STATUSES)),
  ],
  // Reading B of spec §3.3 (decisions §2). Where a client lives is carried by incarcerated,
  // facility and release date, so Reading B's location statuses become ACTIVE.
  aliases: {
    religiousStatus: { MUSLIM: 'ACTIVE_BELIEVER', CONVERT: 'CONVERTED' },
    employmentStatus: { EMPLOYED: 'EMPLOYED_FULL_TIME', UNEMPLOYED: 'UNEMPLOYED_LOOKING' },
    housingStatus: { UNSTABLE: 'TEMPORARY' },
    status: { TRANSFERRED: 'ACTIVE', RELEASED: 'ACTIVE', COMMUNITY: 'ACTIVE' },
  },
  sample: {
    firstName: 'Yusuf',
    lastName: 'Ibrahim',
    preferredName: 'Yusuf',
    contactNumber: '555-0101',
    age: '34',
    gender: 'MALE',
    language: 'English; Arabic',
    religiousStatus: 'SEEKING',
    incarcerated: 'true',
    facilityId: 'Riverside State Prison',
    firstContactDate: '2026-01-15',
    consentGiven: 'true',
    dataUsageConsent: 'true',
    status: 'ACTIVE',
  },
};

export const VOLUNTEER_IMPORT: ImportSpec = {
  recordType: 'volunteer',
  plural: 'volunteers',
  columns: [
    column('firstName', 'text', required),
    column('lastName', 'text', required),
    column('email', 'text', { ...required, synonyms: ['emailaddress'] }),
    column('contactNumber', 'text', { ...required, synonyms: ['phone', 'phonenumber'] }),
    column('gender', 'choice', choice(VOLUNTEER_GENDERS)),
    column('languages', 'list', { synonyms: ['language'] }),
    column('specializations', 'list'),
    column('availability', 'list'),
    column('credentials', 'list'),
    column('assignedFacility', 'facility', {
      synonyms: ['facility', 'facilityid', 'assignedfacilityname'],
    }),
    column('status', 'choice', choice(VOLUNTEER_STATUSES)),
    column('clearanceStatus', 'choice', choice(CLEARANCE_STATUSES)),
    column('clearanceExpiration', 'date'),
    column('backgroundCheckDate', 'date'),
    column('backgroundCheckStatus', 'choice', choice(BACKGROUND_CHECK_STATUSES)),
    column('trainingCompleted', 'flag'),
    column('trainingCompletionDate', 'date'),
    column('totalVolunteerHours', 'number', { synonyms: ['hours'] }),
    column('lastActivityDate', 'date'),
    column('dateJoined', 'date'),
    column('notes', 'text'),
  ],
  aliases: {},
  sample: {
    firstName: 'Amina',
    lastName: 'Rahman',
    email: 'amina.rahman@example.org',
    contactNumber: '555-0102',
    gender: 'FEMALE',
    languages: 'English; Somali',
    availability: 'Saturday mornings',
    assignedFacility: 'Riverside State Prison',
    status: 'ACTIVE',
    trainingCompleted: 'false',
    dateJoined: '2026-01-15',
  },
};

export const FACILITY_IMPORT: ImportSpec = {
  recordType: 'facility',
  plural: 'facilities',
  columns: [
    column('name', 'text', { ...required, synonyms: ['facilityname', 'facility'] }),
    column('type', 'choice', choice(FACILITY_TYPES)),
    column('securityLevel', 'choice', choice(SECURITY_LEVELS)),
    column('status', 'choice', choice(FACILITY_STATUSES)),
    column('region', 'text', required),
    column('address', 'text', required),
    column('latitude', 'number'),
    column('longitude', 'number'),
    column('contactPerson', 'text', required),
    column('contactNumber', 'text', { ...required, synonyms: ['phone', 'phonenumber'] }),
    column('email', 'text', { ...required, synonyms: ['emailaddress'] }),
    column('operatingHours', 'text', { ...required, synonyms: ['hours'] }),
    column('visitationRules', 'text'),
    column('itemRestrictions', 'text'),
    column('facilities', 'list', { label: 'Amenities' }),
    column('notes', 'text'),
  ],
  aliases: {},
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
};

export const RESOURCE_IMPORT: ImportSpec = {
  recordType: 'resource',
  plural: 'resources',
  columns: [
    column('title', 'text', required),
    column('type', 'choice', choice(RESOURCE_TYPES)),
    column('description', 'text', required),
    column('language', 'text'),
    column('topic', 'text'),
    column('status', 'choice', choice(RESOURCE_STATUSES)),
    column('quantity', 'number'),
    column('reorderThreshold', 'number'),
    column('costPerUnit', 'number'),
    column('timesDistributed', 'number'),
    column('lastDistributedDate', 'date'),
    column('facilityId', 'facility', {
      label: 'Primary facility',
      synonyms: ['facility', 'facilityname', 'primaryfacility'],
    }),
    column('facilityApproved', 'flag'),
    column('approvedFacilities', 'facilities'),
    column('restrictedFacilities', 'facilities'),
    column('fileType', 'text'),
    column('url', 'text', { label: 'URL' }),
    column('location', 'text'),
    column('providerName', 'text'),
    column('contactInfo', 'text'),
    column('serviceArea', 'text'),
    column('eligibilityCriteria', 'text'),
    column('applicationProcess', 'text'),
    column('waitlistTime', 'text'),
  ],
  aliases: {},
  sample: {
    title: 'Quran (English translation)',
    type: 'QURAN',
    description: 'Paperback Quran with English translation',
    language: 'English',
    status: 'AVAILABLE',
    quantity: '40',
    facilityId: 'Riverside State Prison',
    approvedFacilities: 'Riverside State Prison',
  },
};

export const IMPORT_SPECS: Readonly<Record<ImportRecordType, ImportSpec>> = {
  client: CLIENT_IMPORT,
  volunteer: VOLUNTEER_IMPORT,
  facility: FACILITY_IMPORT,
  resource: RESOURCE_IMPORT,
};
