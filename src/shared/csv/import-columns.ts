/**
 * What a spreadsheet import can fill in, per record type (decision 023): each column is a field
 * of the create form, headed by its label, which is also its header in an export (decision 096),
 * so an exported file maps itself; the field's API name, the export's header before, maps too. The kind says how a cell becomes the form's value
 * (import-values.ts); the form's shared schema then checks it, with the form's messages.
 */
import { clientDeclaration } from '../domain/client/client.record';
import { mapReadingBClientValues } from '../domain/client/client.rules';
import { volunteerDeclaration } from '../domain/volunteer/volunteer.record';
import { facilityDeclaration } from '../domain/facility/facility.record';
import { reentryDocumentDeclaration } from '../domain/reentry/reentry-document.record';
import { resourceDeclaration } from '../domain/resource/resource.record';
import type { Fields, RecordDeclaration } from '../record/define-record';
import type { FieldDef } from '../record/field';
import { choiceLabelsOf, csvHeaderOf } from './csv-words';

export const IMPORT_RECORD_TYPES = [
  'client',
  'volunteer',
  'facility',
  'resource',
  'document',
] as const;
export type ImportRecordType = (typeof IMPORT_RECORD_TYPES)[number];

/**
 * text, number and date cells are passed as written; flag: yes/no, true/false, 1/0; list: items
 * separated by "; " (or by commas); choice: a value of the enumeration or its words, any case;
 * facility: a facility's id or exact name; facilities: a list of those; volunteer: a
 * volunteer's id or e-mail; client: a client's id or client ID.
 */
type ImportKind =
  | 'text'
  | 'number'
  | 'date'
  | 'flag'
  | 'list'
  | 'choice'
  | 'facility'
  | 'facilities'
  | 'volunteer'
  | 'client';

export interface ImportColumn {
  field: string;
  label: string;
  kind: ImportKind;
  /** Every row needs a value: the form has no default for it. */
  required: boolean;
  choices?: readonly string[];
  /** Each choice in words, as the export writes it: a cell may give either (decision 096). */
  choiceLabels?: Readonly<Record<string, string>>;
  /** Other headers that mean this field (lower case, letters and digits only). */
  synonyms: readonly string[];
}

export interface ImportSpec {
  recordType: ImportRecordType;
  /** 'clients': in messages, and the sample file's name. */
  plural: string;
  columns: readonly ImportColumn[];
  /**
   * Turns a row read from the file into the form's input before the form's schema judges it:
   * e.g. values of another reading of the specification mapped to ours (product.md §11).
   */
  mapRow?: (row: Record<string, unknown>) => Record<string, unknown>;
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

/** The import kind of a declared field. */
function importKindOf(field: FieldDef): ImportKind {
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return 'number';
    case 'reference':
      if (field.references === 'facility' || field.references === 'client') return field.references;
      return 'volunteer';
    case 'references':
      return 'facilities';
    // A time of day is read as written, and an instant as a date is: the field's schema judges.
    case 'time':
      return 'text';
    case 'timestamp':
      return 'date';
    case 'text':
    case 'date':
    case 'flag':
    case 'list':
    case 'choice':
      return field.kind;
  }
}

/**
 * The import columns of a declared record type: every field a caller gives, unless marked
 * `imported: false`.
 */
function importColumnsOf<F extends Fields>(declaration: RecordDeclaration<F>): ImportColumn[] {
  return declaration.inputFieldNames.flatMap((name) => {
    const field = declaration.fields[name]!;
    if (field.imported === false) return [];
    const options = typeof field.imported === 'object' ? field.imported : {};
    return [
      column(name, importKindOf(field), {
        label: csvHeaderOf(field),
        required: options.required ?? false,
        synonyms: options.synonyms ?? [],
        ...(field.choices ? { choices: field.choices, choiceLabels: choiceLabelsOf(field) } : {}),
      }),
    ];
  });
}

export const CLIENT_IMPORT: ImportSpec = {
  recordType: 'client',
  plural: 'clients',
  columns: importColumnsOf(clientDeclaration),
  mapRow: mapReadingBClientValues,
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
  columns: importColumnsOf(volunteerDeclaration),
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
  columns: importColumnsOf(facilityDeclaration),
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
  columns: importColumnsOf(resourceDeclaration),
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

const DOCUMENT_IMPORT: ImportSpec = {
  recordType: 'document',
  plural: 'papers',
  columns: importColumnsOf(reentryDocumentDeclaration),
  sample: {
    clientId: 'C-00001',
    document: 'State ID',
    status: 'Requested',
    keptAt: 'Copy held by the programme',
    offsetDays: '-60',
    requestedOn: '2026-01-15',
  },
};

export const IMPORT_SPECS: Readonly<Record<ImportRecordType, ImportSpec>> = {
  client: CLIENT_IMPORT,
  volunteer: VOLUNTEER_IMPORT,
  facility: FACILITY_IMPORT,
  resource: RESOURCE_IMPORT,
  document: DOCUMENT_IMPORT,
};
