/**
 * What a spreadsheet import can fill in, per record type (decision 023): each column is a field
 * of the create form, headed by its label, which is also its header in an export (decision 096),
 * so an exported file maps itself; the field's API name, the export's header before, maps too. The kind says how a cell becomes the form's value
 * (import-values.ts); the form's shared schema then checks it, with the form's messages. A type
 * is imported when its declaration says how (`csvImport`); `npm run schema:print` lists their
 * names in import-names.generated.ts, for the API's enumeration and the pages' types.
 */
import { RECORD_TYPES } from '../record/declarations';
import { capitalised } from '../domain/common/labels';
import type { Fields, RecordDeclaration } from '../record/define-record';
import type { FieldDef } from '../record/field';
import { choiceLabelsOf, csvHeaderOf } from './csv-words';
import { IMPORT_RECORD_TYPES } from './import-names.generated';

export { IMPORT_RECORD_TYPES };
export type ImportRecordType = (typeof IMPORT_RECORD_TYPES)[number];

/**
 * The imports of people: a row with an e-mail brings a sign-in account (one per e-mail), and the
 * import can e-mail each new account its invitation.
 */
export const IMPORTS_WITH_ACCOUNTS: ReadonlySet<ImportRecordType> = new Set([
  'client',
  'volunteer',
]);

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
  return capitalised(words);
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

/** What a declared record type's import reads, from its declaration's `csvImport`. */
function importSpecOf(declaration: RecordDeclaration<Fields>): ImportSpec {
  const { name, plural, sample, mapRow } = declaration.csvImport!;
  return {
    recordType: name as ImportRecordType,
    plural,
    columns: importColumnsOf(declaration),
    sample: sample as Readonly<Record<string, string>>,
    ...(mapRow ? { mapRow } : {}),
  };
}

/** The record types a spreadsheet can fill, by their import's name. */
export const IMPORT_SPECS = Object.fromEntries(
  RECORD_TYPES.flatMap(({ declaration }) =>
    declaration.csvImport ? [[declaration.csvImport.name, importSpecOf(declaration)]] : [],
  ),
) as Readonly<Record<ImportRecordType, ImportSpec>>;

/** The declaration of an imported type, by its import's name. */
export function importedDeclaration(recordType: ImportRecordType): RecordDeclaration<Fields> {
  return RECORD_TYPES.find(({ declaration }) => declaration.csvImport?.name === recordType)!
    .declaration;
}
