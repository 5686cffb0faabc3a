/**
 * One field of a record declaration (docs/adding-a-field.md, decision 042): what it holds (its
 * kind and its shared zod schema, with the product's messages), and what every layer derives
 * from it: the API's object, input and filter fields, the CSV export and import columns, the
 * form's input and the details view's line.
 */
import type { z } from 'zod';

/**
 * text, integer, decimal, date (YYYY-MM-DD), time (HH:mm, a time of day), timestamp (an instant,
 * ISO 8601), flag (yes/no), list (of text), choice (one value of an enumeration), reference (the
 * id of another record), references (a list of ids).
 */
export type FieldKind =
  | 'text'
  | 'integer'
  | 'decimal'
  | 'date'
  | 'time'
  | 'timestamp'
  | 'flag'
  | 'list'
  | 'choice'
  | 'reference'
  | 'references';

/** The records a reference can point at; an account is a volunteer's or an admin's sign-in. */
export type ReferencedRecord =
  'facility' | 'volunteer' | 'admin' | 'client' | 'resource' | 'schedule' | 'account';

/** The help under a list's input unless the field gives its own. */
export const LIST_INPUT_HINT = 'Separate items with commas';

/** How the form shows a field; all optional, the kind decides the rest. */
interface FormOptions {
  /** The form's label when it differs from the field's (a checkbox's sentence). */
  label?: string;
  /** Shown as required (the schema decides; a reference only while there is something to pick). */
  required?: boolean;
  /** Help under the input. */
  description?: string;
  /** Help under the input only when adding a record. */
  newRecordDescription?: string;
  /** Help under the input when editing a field that cannot be changed (`changeable: false`). */
  lockedDescription?: string;
  placeholder?: string;
  /** The text input's type, or a multi-line box. */
  input?: 'email' | 'tel' | 'textarea';
  /** Takes the whole width of its section instead of one column. */
  wide?: boolean;
  /** For a reference: what the picker says when no option matches the typed text. */
  nothingFound?: string;
}

/** How a spreadsheet import reads the field (decision 023). */
interface ImportOptions {
  /** Every row needs a value: the form has no default for it. */
  required?: boolean;
  /** Other headers that mean this field (lower case, letters and digits only). */
  synonyms?: readonly string[];
  /** The import screen's label when it differs from the field's. */
  label?: string;
}

interface FieldOptions<Values = Record<string, unknown>> {
  /** How people read the field: the details view, the form and the import screen. */
  label: string;
  /** The API object field's description. */
  description?: string;
  /** The create and update inputs' description, when it differs from `description`. */
  inputDescription?: string;
  /** The update input's description, when it differs from the create input's. */
  updateDescription?: string;
  /**
   * Whether a stored record may lack a value. Derived: a field whose schema turns "not given"
   * into null is nullable; given only where the stored column differs from the form's rule.
   */
  nullable?: boolean;
  /** A new record's value when none is given: the form's starting value and the column's default. */
  default?: string | number | boolean | readonly string[];
  /** No two records may hold the same value (a unique column). */
  unique?: boolean;
  /**
   * A new record starts with today (a date) or now (a time stamp) when none is given: the form's
   * starting value, the column's default.
   */
  defaultNow?: true;
  /** Set when the record is created and never changed after (absent from the update input). */
  changeable?: false;
  /** Not given when the record is created: it starts with its default (absent from the create input). */
  created?: false;
  /**
   * Kept by the server (a last-active time, a count of distributions): read everywhere, absent
   * from the inputs, the form and the import.
   */
  readOnly?: true;
  /** Offered in the API's list filter (default true; long free text is not). */
  filter?: boolean;
  /**
   * Withheld from restricted readers (volunteers) unless the record shares it: null in what the
   * API answers them, refused in their filters and their changes (decision 075). The record
   * type's API says what sharing means (client.graphql.ts).
   */
  sensitive?: true;
  /**
   * What anonymising a client does with the field, on the client and on the records kept beside
   * them (decision 076): `remove` empties it, `coarsen` keeps only what the reports need (a date's
   * month, an age's ten-year band), `replace` puts a neutral value the anonymising gives (a
   * client's new number), `keep` leaves it (the reports count by it and it names no one). The
   * client and every record type kept beside one decide each field, or the test of anonymising
   * fails naming the field.
   */
  anonymise?: 'remove' | 'coarsen' | 'replace' | 'keep';
  /**
   * Whether the column is generated with the others (default true). `false`: the table file lays
   * it out by hand, where the generator cannot (a reference to its own table).
   */
  column?: false;
  /**
   * A column of the CSV export (default true). `{ keyOf }`: a text field holding another record's
   * id without being declared a reference (no foreign key), written as that record's key, as a
   * reference is (decision 096).
   */
  exported?: boolean | { keyOf: ReferencedRecord };
  /**
   * For a choice: how a value reads in words, on screen and in the CSV export (default
   * enumLabel: 'STATE_PRISON' → 'State Prison'); an import takes the words back (decision 096).
   */
  choiceLabel?: (value: string) => string;
  /** A column of the spreadsheet import (default: when the record type is imported). */
  imported?: boolean | ImportOptions;
  form?: FormOptions | false;
  /** The details view's label when it differs, and how it writes the value (of this record). */
  details?: { label?: string; text?: (value: unknown, record: Values) => string } | false;
  /**
   * Shown (form and details) only when this holds for the record: fields that belong to one
   * situation, such as a facility for an incarcerated client.
   */
  showWhen?: (values: Values) => boolean;
  /**
   * The label (form and details) for the record as it stands, when it depends on it: an
   * incarcerated client's expected release date is their release date once they are out.
   */
  labelWhen?: (values: Values) => string;
}

export interface FieldDef<
  Schema extends z.ZodType = z.ZodType,
  Kind extends FieldKind = FieldKind,
> extends FieldOptions<never> {
  kind: Kind;
  schema: Schema;
  nullable: boolean;
  /** For a choice: the enumeration's values, and its name in the API. */
  choices?: readonly [string, ...string[]];
  enumName?: string;
  /** For a choice: the database enumeration's name when it is not the API's in snake_case. */
  storedEnumName?: string;
  /** For a reference: what it points at. */
  references?: ReferencedRecord;
}

/** A field's stored value may be missing when its schema turns "not given" into null. */
function acceptsNothing(schema: z.ZodType): boolean {
  const result = schema.safeParse(undefined);
  return result.success && result.data === null;
}

function field<Kind extends FieldKind, Schema extends z.ZodType>(
  kind: Kind,
  schema: Schema,
  options: FieldOptions<never>,
  extra: Partial<FieldDef> = {},
): FieldDef<Schema, Kind> {
  return {
    ...options,
    ...extra,
    kind,
    schema,
    nullable: options.nullable ?? acceptsNothing(schema),
  };
}

// Options are typed for any record's values here; a declaration checks them against its own.
type Options = FieldOptions<never>;

export const text = <S extends z.ZodType>(schema: S, options: Options) =>
  field('text', schema, options);
export const integer = <S extends z.ZodType>(schema: S, options: Options) =>
  field('integer', schema, options);
export const decimal = <S extends z.ZodType>(schema: S, options: Options) =>
  field('decimal', schema, options);
export const date = <S extends z.ZodType>(schema: S, options: Options) =>
  field('date', schema, options);
export const time = <S extends z.ZodType>(schema: S, options: Options) =>
  field('time', schema, options);
export const timestamp = <S extends z.ZodType>(schema: S, options: Options) =>
  field('timestamp', schema, options);
export const flag = <S extends z.ZodType>(schema: S, options: Options) =>
  field('flag', schema, options);
export const list = <S extends z.ZodType>(schema: S, options: Options) =>
  field('list', schema, options);

/**
 * One value of `choices`; `enumName` names the enumeration in the API (ClientStatus), and in
 * snake_case in the database unless `storedAs` names it there.
 */
export const choice = <const Values extends readonly [string, ...string[]], S extends z.ZodType>(
  enumName: string | { api: string; storedAs: string },
  choices: Values,
  schema: S,
  options: Options,
): FieldDef<S, 'choice'> & { choices: Values } =>
  (typeof enumName === 'string'
    ? field('choice', schema, options, { enumName, choices })
    : field('choice', schema, options, {
        enumName: enumName.api,
        storedEnumName: enumName.storedAs,
        choices,
      })) as FieldDef<S, 'choice'> & { choices: Values };

/** The id of a record of type `references`. */
export const reference = <S extends z.ZodType>(
  references: ReferencedRecord,
  schema: S,
  options: Options,
) => field('reference', schema, options, { references });

/** A list of ids of records of type `references`. */
export const references = <S extends z.ZodType>(
  of: ReferencedRecord,
  schema: S,
  options: Options,
) => field('references', schema, options, { references: of });
