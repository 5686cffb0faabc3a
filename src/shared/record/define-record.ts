/**
 * A record declaration: a record type's fields, declared once, and where the form and the
 * details view place them (docs/adding-a-field.md, decision 042). Everything that lists the
 * fields is derived from it: the input schema here, the API (server/graphql/record-graphql.ts),
 * the CSV columns (shared/csv), the form's values and inputs and the details view
 * (web/components/records/declared-*).
 */
import { z } from 'zod';
import type {
  ClientSection,
  DefaultListSection,
  DefaultListStart,
  VolunteerChanges,
} from './client-section';
import type { FieldDef } from './field';

export type Fields = Record<string, FieldDef>;

/**
 * Its list can be filled from a spreadsheet (decision 023): the import screen's columns are the
 * fields a caller gives (those not marked `imported: false`), each checked as the form checks it.
 */
interface CsvImport<F extends Fields> {
  /** The import's name in the API and on the page's import button ('document'). */
  name: string;
  /** How messages and the sample file's name call the records ('papers'). */
  plural: string;
  /** One row of the sample file, by field. */
  sample: Readonly<Partial<Record<keyof F & string, string>>>;
  /**
   * Rows that would be the same record: refused as a second row of the file, or as a record
   * already stored, with these words ("Same client and document as row 3"). A row without a
   * value in the first field is never one.
   */
  sameRecordWhen?: readonly {
    fields: readonly (keyof F & string)[];
    /** Followed by " as row N". */
    inFile: string;
    inDatabase: string;
  }[];
  /**
   * Turns a row read from the file into the form's input before the form's schema judges it:
   * e.g. values of another reading of the specification mapped to ours (product.md §11).
   */
  mapRow?: (row: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * A record kept beside a client: its part of the person's own file (product.md §3.3.5), as the
 * server writes it and the Client file page shows it.
 */
interface ClientFileSection<F extends Fields> {
  /** Its list's key in the file's JSON ('papers'); part of the file's format, so never renamed. */
  key: string;
  /** The section's heading on the page. */
  title: string;
  /** The columns the page shows, labelled and worded as the details are. */
  columns: readonly (keyof F & string)[];
  /** The file lists the records in this order. */
  orderBy: readonly ((keyof F & string) | 'createdAt')[];
}

/** A group of fields, in the order they are shown; titled unless the form has only one. */
interface Section<F extends Fields> {
  title?: string;
  fields: readonly (keyof F & string)[];
}

export interface RecordDeclarationOptions<F extends Fields> {
  /** 'Client': the API's type name (getClient, ModelClientFilterInput, …). */
  typeName: string;
  /** 'Clients': the API's plural (listClients, exportClients). */
  pluralName: string;
  /** 'client': how messages name one record. */
  noun: string;
  /**
   * How the history, the audit page and a refused deletion name the type ('Contact log'), when
   * it is not the noun with a capital ('Client').
   */
  label?: string;
  /** The API type's description. */
  description: string;
  /** In the order of the CSV export's columns and of the import screen. */
  fields: F;
  /** The add and edit form's sections; absent where the form is laid out by hand. */
  form?: readonly Section<F>[];
  /** The details view's sections; absent where the record type has no details view. */
  details?: readonly Section<F>[];
  /**
   * Its list exports as CSV, in files whose names start so ('documents': documents-2026-12-05.csv):
   * the API gains export<Plural> with the declaration's columns (decision 096).
   */
  csvFileName?: string;
  /** Its list can be filled from a spreadsheet: how (decision 023). */
  csvImport?: CsvImport<F>;
  /** The API object has the account that created the record (default true). */
  exposesCreator?: boolean;
  /**
   * The folder below src/web/features whose pages ask for its fields in typed GraphQL documents of
   * their own (a page with conditions and computed fields): `npm run schema:print` writes its
   * fragment there. Left out where the pages read the type from its declaration alone.
   */
  webFeature?: string;
  /**
   * For a record kept beside a client: anonymising the client deletes it whole, rather than
   * field by field as each field's `anonymise` says (a plan has no reporting use without its
   * person, decision 076).
   */
  deletedWhenClientAnonymised?: true;
  /**
   * A programme's default list (the reentry plan's steps, the papers' checklist): a new
   * installation starts with rows its migration writes, which a restore replaces with the
   * backup's instead of refusing to restore over them.
   */
  startsWithDefaultRows?: true;
  /** For a default list: its section on the page that keeps it. */
  defaultListSection?: DefaultListSection<keyof F & string>;
  /** For a record kept beside a client (a `clientId` reference): its part of the person's file. */
  clientFile?: ClientFileSection<F>;
  /**
   * Its `offsetDays` counts days from the client's release date (a plan's step, a paper): the API
   * gives each record its `dueOn`, read live, so that moving the release date moves it
   * (decision 068).
   */
  dueFromRelease?: true;
  /**
   * For a record kept beside a client: its section in the client's details and on their
   * volunteer's contact card, drawn from the declaration (client-section.ts).
   */
  clientSection?: ClientSection<keyof F & string>;
  /** For a record of a client's plan: what the client's volunteer may change of it. */
  volunteerChanges?: VolunteerChanges<keyof F & string>;
  /** For a record kept beside a client: their list starts as a copy of a default list. */
  startsFrom?: DefaultListStart<keyof F & string>;
  /**
   * What the record sets itself each time it is saved, given its checked values and the
   * programme's today (a paper's received day when its status first says in hand).
   */
  onSave?: (values: Record<string, unknown>, today: string) => Record<string, unknown>;
  /**
   * Its table is written from the declaration, beside its columns (`npm run schema:print`): a
   * generated id, the fields' columns, the bookkeeping every record has, and these indexes
   * (`<table>_<name>_idx`). Absent: the type's own table file in src/server/db/schema, for a
   * table with more (links to accounts, its own constraints).
   */
  table?: { indexes?: readonly { name: string; on: readonly (keyof F & string)[] }[] };
}

/** The names of the fields a caller may give: every field but those the server keeps. */
type InputName<F extends Fields> = {
  [K in keyof F]: F[K]['readOnly'] extends true ? never : K;
}[keyof F];

type Shape<F extends Fields> = { [K in InputName<F>]: F[K]['schema'] };

/** The names of the fields a new record is given: all but those set later (`created: false`). */
type CreateName<F extends Fields> = {
  [K in InputName<F>]: F[K]['created'] extends false ? never : K;
}[InputName<F>];

export interface RecordDeclaration<F extends Fields = Fields> extends RecordDeclarationOptions<F> {
  fieldNames: readonly (keyof F & string)[];
  /** The fields a caller gives (all but the read-only ones), in declaration order. */
  inputFieldNames: readonly (InputName<F> & string)[];
  /**
   * Every field's schema in one strict object: a key the record type does not declare is
   * refused, naming it, so a field half added fails loudly instead of being dropped unseen.
   */
  inputObject: z.ZodObject<Shape<F>, z.core.$strict>;
  /** The fields a new record is given, in declaration order. */
  createFieldNames: readonly (CreateName<F> & string)[];
}

/** The message for keys a record type does not have. */
function unknownFieldsMessage(noun: string, keys: readonly string[]): string {
  const names = keys.map((key) => `"${key}"`).join(', ');
  const article = /^[aeiou]/i.test(noun) ? 'An' : 'A';
  return keys.length === 1
    ? `${article} ${noun} has no field called ${names}.`
    : `${article} ${noun} has no fields called ${names}.`;
}

/**
 * Each field has one place in the form and one in the details view, unless it says it has none
 * (`form: false`, `details: false`): a field declared but placed nowhere, or placed twice, stops
 * the program when it loads, so every test fails until it is placed.
 */
function checkLayout<F extends Fields>(
  options: RecordDeclarationOptions<F>,
  view: 'form' | 'details',
): void {
  const sections = options[view];
  if (!sections) return;
  const placed = sections.flatMap((section) => section.fields);
  for (const [name, field] of Object.entries(options.fields)) {
    const count = placed.filter((placedName) => placedName === name).length;
    // A field the server keeps has no input.
    const wanted = field[view] === false || (view === 'form' && field.readOnly) ? 0 : 1;
    if (count !== wanted) {
      throw new Error(
        `${options.typeName}.${name} is placed ${count} times in the ${view} (expected ${wanted}): see docs/adding-a-field.md`,
      );
    }
  }
}

/**
 * Anonymising empties a field it removes: a field that must hold a value cannot be removed (the
 * database would refuse, and the client's anonymising fail); such a record goes whole instead.
 */
function checkAnonymising<F extends Fields>(options: RecordDeclarationOptions<F>): void {
  for (const [name, field] of Object.entries(options.fields)) {
    if (field.anonymise === 'remove' && !field.nullable && field.kind !== 'list') {
      throw new Error(
        `${options.typeName}.${name} is required, so anonymising cannot remove it: say 'keep' or 'coarsen', or make the whole record go (deletedWhenClientAnonymised: true); see docs/adding-a-field.md`,
      );
    }
  }
}

/** A record kept beside a client is in the person's own file: the declaration says where. */
function checkClientFile<F extends Fields>(options: RecordDeclarationOptions<F>): void {
  const besideAClient = options.fields.clientId?.references === 'client';
  if (options.clientSection && !besideAClient) {
    throw new Error(
      `${options.typeName} has a clientSection but no clientId reference to a client`,
    );
  }
  if (besideAClient !== Boolean(options.clientFile)) {
    throw new Error(
      besideAClient
        ? `${options.typeName} is kept beside a client: say where the person's own file lists it (clientFile); see docs/adding-a-record-type.md`
        : `${options.typeName} has a clientFile section but no clientId reference to a client`,
    );
  }
}

/** A due day from the release needs the client and the days from it. */
function checkDueFromRelease<F extends Fields>(options: RecordDeclarationOptions<F>): void {
  if (options.dueFromRelease && !(options.fields.offsetDays && options.fields.clientId)) {
    throw new Error(
      `${options.typeName} is due from the release (dueFromRelease) but has no clientId and offsetDays fields`,
    );
  }
}

export function defineRecord<const F extends Fields>(
  options: RecordDeclarationOptions<F>,
): RecordDeclaration<F> {
  checkLayout(options, 'form');
  checkLayout(options, 'details');
  checkAnonymising(options);
  checkClientFile(options);
  checkDueFromRelease(options);
  const fieldNames = Object.keys(options.fields) as (keyof F & string)[];
  const inputFieldNames = fieldNames.filter(
    (name) => options.fields[name]!.readOnly !== true,
  ) as (InputName<F> & string)[];
  const shape = Object.fromEntries(
    inputFieldNames.map((name) => [name, options.fields[name]!.schema]),
  ) as Shape<F>;
  const inputObject = z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownFieldsMessage(options.noun, issue.keys)
        : undefined,
  });
  const createFieldNames = inputFieldNames.filter(
    (name) => options.fields[name]!.created !== false,
  ) as (CreateName<F> & string)[];
  return { ...options, fieldNames, inputFieldNames, inputObject, createFieldNames };
}

/**
 * The fields of `values` a caller could have given (a stored row carries id, version and the
 * fields the server keeps besides).
 */
export function declaredValues<F extends Fields>(
  declaration: RecordDeclaration<F>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    declaration.inputFieldNames
      .filter((name) => name in values)
      .map((name) => [name, values[name]]),
  );
}

/** What an update asks the schema to judge: the stored record's declared fields, with the sent ones over them. */
export function storedWithChanges<F extends Fields>(
  declaration: RecordDeclaration<F>,
  stored: Record<string, unknown>,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  return { ...declaredValues(declaration, stored), ...sent };
}

/** The declared defaults of the fields a new record is given (those set later left out). */
export function createDefaults<F extends Fields>(
  declaration: RecordDeclaration<F>,
  today?: string,
): Partial<Record<keyof F, unknown>> {
  const given = new Set<string>(declaration.createFieldNames);
  return Object.fromEntries(
    Object.entries(declaredDefaults(declaration, today)).filter(([name]) => given.has(name)),
  ) as Partial<Record<keyof F, unknown>>;
}

/**
 * What a new record holds in the fields it is not given (`created: false`): each field's
 * default, or nothing.
 */
export function laterFieldsAtCreation<F extends Fields>(
  declaration: RecordDeclaration<F>,
): Record<string, unknown> {
  return Object.fromEntries(
    declaration.inputFieldNames
      .filter((name) => declaration.fields[name]!.created === false)
      .map((name) => [name, declaration.fields[name]!.default ?? null]),
  );
}

/**
 * `inputObject` for a new record: the fields set later (`created: false`) may be left out, and
 * the caller replaces them (laterFieldsAtCreation). Typed as the whole input: the caller's
 * replacement makes it whole.
 */
export function createInputObject<F extends Fields>(
  declaration: RecordDeclaration<F>,
): RecordDeclaration<F>['inputObject'] {
  const later = Object.keys(laterFieldsAtCreation(declaration));
  return declaration.inputObject.partial(
    Object.fromEntries(later.map((name) => [name, true])) as never,
  ) as unknown as RecordDeclaration<F>['inputObject'];
}

/**
 * The fields the form shows: in its sections' order, or, for a form laid out by hand, every
 * field a caller gives that is not marked `form: false`. An update from a form that leaves some
 * out sends only these.
 */
export function formFieldNames<F extends Fields>(
  declaration: RecordDeclaration<F>,
): (keyof F & string)[] {
  if (declaration.form) return declaration.form.flatMap((section) => section.fields);
  return declaration.inputFieldNames.filter((name) => declaration.fields[name]!.form !== false);
}

/** What a page reads of a record: its id, the declared fields and its version. */
export function readFieldNames(declaration: Pick<RecordDeclaration, 'fieldNames'>): string[] {
  return ['id', ...declaration.fieldNames, 'version'];
}

/**
 * The declared defaults of a new record, by field (fields without one are left out). Dates that
 * start as today (`defaultNow`) take `today` when it is given: the caller knows the programme's
 * time zone.
 */
export function declaredDefaults<F extends Fields>(
  declaration: RecordDeclaration<F>,
  today?: string,
): Partial<Record<keyof F, unknown>> {
  const defaultOf = (field: FieldDef) =>
    field.defaultNow && field.kind === 'date' ? today : field.default;
  return Object.fromEntries(
    declaration.inputFieldNames
      .filter((name) => defaultOf(declaration.fields[name]!) !== undefined)
      .map((name) => {
        const value = defaultOf(declaration.fields[name]!);
        return [name, Array.isArray(value) ? [...value] : value];
      }),
  ) as Partial<Record<keyof F, unknown>>;
}
