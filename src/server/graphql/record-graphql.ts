/**
 * The API of a declared record type (decision 042), derived from its declaration: the object
 * type, the filter input (ModelXFilterInput), and CreateXInput / UpdateXInput. Every declared
 * field appears in each, typed by its kind, so a field is added to the API by declaring it.
 */
import type { InputFieldRef, ObjectRef } from '@pothos/core';
import type { Fields, RecordDeclaration } from '../../shared/record/define-record';
import type { FieldDef } from '../../shared/record/field';
import { referenceNameFields, type NamedRecord } from '../../shared/record/reference-name-fields';
import { builder } from './builder';
import type { GraphQLContext } from './context';
import { dueOnField } from './due-on-field';
import {
  enumFilterInput,
  ModelBooleanInput,
  ModelDateTimeInput,
  ModelFloatInput,
  ModelIDInput,
  ModelIntInput,
  ModelStringInput,
} from './model-inputs';

/* eslint-disable @typescript-eslint/no-explicit-any -- Pothos refs are generic over the schema types */
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
// The row's fields are known by name only at run time: Pothos's per-field typing cannot apply.
type ObjectFields = any;
type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

const DATE = 'YYYY-MM-DD';
const TIME = 'HH:mm';
/** What an input takes for an instant: text, so that a value without an offset gets the field's message. */
const INSTANT = 'ISO 8601 with an offset';

/** Enumerations by API name: record types may share one (each is defined once). */
const enumerations = new Map<string, ReturnType<typeof enumFilterInput>>();

function enumerationOf(field: FieldDef) {
  const name = field.enumName!;
  let enumeration = enumerations.get(name);
  if (!enumeration) {
    enumeration = enumFilterInput(name, field.choices!);
    enumerations.set(name, enumeration);
  }
  return enumeration;
}

/** The API enumeration a declared choice field uses, for fields and inputs beside the declared ones. */
export function declaredEnumeration(field: FieldDef) {
  return enumerationOf(field).enumRef;
}

function defaultDescription(field: FieldDef): string | undefined {
  if (field.kind === 'date') return DATE;
  if (field.kind === 'time') return TIME;
  return undefined;
}

function inputDescription(field: FieldDef, onUpdate: boolean): string | undefined {
  if (onUpdate && field.updateDescription) return field.updateDescription;
  if (field.inputDescription ?? field.description)
    return field.inputDescription ?? field.description;
  if (field.kind === 'timestamp') return INSTANT;
  if (field.kind === 'date' && field.defaultNow && !onUpdate) return `${DATE}; today when left out`;
  return defaultDescription(field);
}

function objectField(t: ObjectFields, name: string, field: FieldDef) {
  const options = {
    nullable: field.nullable,
    description: field.description ?? defaultDescription(field),
  };
  switch (field.kind) {
    case 'integer':
      return t.exposeInt(name, options);
    case 'decimal':
      return t.exposeFloat(name, options);
    case 'flag':
      return t.exposeBoolean(name, options);
    case 'list':
      return t.exposeStringList(name, options);
    case 'reference':
      return t.exposeID(name, options);
    case 'references':
      return t.exposeIDList(name, options);
    case 'choice':
      return t.expose(name, { ...options, type: enumerationOf(field).enumRef });
    case 'timestamp':
      return t.expose(name, { ...options, type: 'DateTime' });
    default:
      return t.exposeString(name, options);
  }
}

/**
 * Beside a reference, the name the screens show for it (decision 055), looked up for the whole
 * page at once; null (or left out of the list) when the record pointed at is gone.
 */
function nameField(t: ObjectFields, name: string, field: FieldDef) {
  const references = field.references as NamedRecord;
  const described = `The name of the ${references === 'account' ? 'person' : references} in ${name}`;
  if (field.kind === 'references') {
    return t.stringList({
      description: `${described}, of those that still exist`,
      resolve: (row: Record<string, string[] | null>, _args: unknown, context: GraphQLContext) =>
        context.names.ofEach(references, row[name]),
    });
  }
  return t.string({
    nullable: true,
    description: `${described}; null when there is none`,
    resolve: (row: Record<string, string | null>, _args: unknown, context: GraphQLContext) =>
      context.names.of(references, row[name]),
  });
}

/** Whether the reader may not see the row's sensitive fields (decision 075). */
type Withholds = (context: GraphQLContext, row: any) => boolean;

/**
 * A sensitive field (decision 075): its value, or null to a reader it is withheld from. Only
 * text and dates are sensitive so far; another kind stops the program when it loads.
 */
function sensitiveField(t: ObjectFields, name: string, field: FieldDef, withholds: Withholds) {
  if (field.kind !== 'text' && field.kind !== 'date') {
    throw new Error(`${name}: only text and date fields can be sensitive`);
  }
  return t.string({
    nullable: true,
    description: `${field.description ?? defaultDescription(field) ?? field.label}; null to a volunteer the client's admins have not shared it with`,
    resolve: (row: Record<string, string | null>, _args: unknown, context: GraphQLContext) =>
      withholds(context, row) ? null : row[name],
  });
}

/** The declared fields, each reference followed by its name field. */
function declaredObjectFields<F extends Fields>(
  t: ObjectFields,
  declaration: RecordDeclaration<F>,
  withholds: Withholds | undefined,
): Record<string, unknown> {
  const nameFields = new Map(
    referenceNameFields(declaration).map((named) => [named.idField, named.nameField]),
  );
  return Object.fromEntries(
    declaration.fieldNames.flatMap((name) => {
      const field = declaration.fields[name]!;
      if (field.sensitive && !withholds) {
        throw new Error(
          `${declaration.typeName}.${name} is sensitive: say who it is withheld from`,
        );
      }
      const declared: [string, unknown] = [
        name,
        field.sensitive ? sensitiveField(t, name, field, withholds!) : objectField(t, name, field),
      ];
      const named = nameFields.get(name);
      return named ? [declared, [named, nameField(t, name, field)]] : [declared];
    }),
  );
}

function inputField(t: InputFields, field: FieldDef, onUpdate: boolean): InputFieldRef<Types, any> {
  const description = inputDescription(field, onUpdate);
  const options = description ? { description } : {};
  switch (field.kind) {
    case 'integer':
      return t.int(options);
    case 'decimal':
      return t.float(options);
    case 'flag':
      return t.boolean(options);
    case 'list':
      return t.stringList(options);
    case 'reference':
      return t.id(options);
    case 'references':
      return t.idList(options);
    case 'choice':
      return t.field({ ...options, type: enumerationOf(field).enumRef });
    default:
      return t.string(options);
  }
}

function filterField(t: InputFields, field: FieldDef): InputFieldRef<Types, any> {
  switch (field.kind) {
    case 'integer':
      return t.field({ type: ModelIntInput });
    case 'decimal':
      return t.field({ type: ModelFloatInput });
    case 'flag':
      return t.field({ type: ModelBooleanInput });
    case 'reference':
      return t.field({ type: ModelIDInput });
    case 'choice':
      return t.field({ type: enumerationOf(field).input });
    case 'timestamp':
      return t.field({ type: ModelDateTimeInput });
    default:
      return t.field({ type: ModelStringInput });
  }
}

function eachField<F extends Fields, Result>(
  declaration: RecordDeclaration<F>,
  make: (name: string, field: FieldDef) => Result | null,
): Record<string, Result> {
  return Object.fromEntries(
    declaration.fieldNames.flatMap((name) => {
      const made = make(name, declaration.fields[name]!);
      return made === null ? [] : [[name, made]];
    }),
  );
}

export interface RecordGraphQLOptions {
  /** Said of create and update input: what the service does beyond storing the fields. */
  inputNote?: string;
  /** Said of create input only. */
  createNote?: string;
  /** Said of update input only. */
  updateNote?: string;
  /**
   * Filters on what a record's fields give rather than on a field (a schedule's last end),
   * after the declared ones.
   */
  extraFilters?: (t: InputFields) => Record<string, InputFieldRef<Types, any>>;
  /** Object fields the server computes, after the declared ones. */
  extraFields?: (t: ObjectFields) => Record<string, unknown>;
  /** Who does not see the sensitive fields of a row; required when the record has some. */
  withholds?: Withholds;
}

/**
 * The object type (declared fields between id and the bookkeeping fields every record has),
 * its filter input, and its create and update inputs. Create takes every field as optional, so
 * that a missing value comes back with the form's message rather than a schema error.
 */
export function recordGraphQL<Row extends object, F extends Fields>(
  declaration: RecordDeclaration<F>,
  options: RecordGraphQLOptions = {},
) {
  const types = recordGraphQLTypes<Row, F>(declaration, options);
  return { ...types, updateInput: updateInputOf(declaration, options, types.ownFields) };
}

/**
 * The same for a record type recorded once and kept as recorded (a client's consent decisions,
 * CrudConfig.recordedOnce): no update input, since there is no update.
 */
export function recordedOnceGraphQL<Row extends object, F extends Fields>(
  declaration: RecordDeclaration<F>,
  options: RecordGraphQLOptions = {},
) {
  const { ref, filterInput, createInput } = recordGraphQLTypes<Row, F>(declaration, options);
  return { ref, filterInput, createInput };
}

/** The record types whose API a module has made (declared-apis.ts makes the others'). */
const typesWithAnApi = new Set<string>();
export const hasAnApi = (typeName: string) => typesWithAnApi.has(typeName);

function recordGraphQLTypes<Row extends object, F extends Fields>(
  declaration: RecordDeclaration<F>,
  options: RecordGraphQLOptions,
) {
  const { typeName } = declaration;
  typesWithAnApi.add(typeName);
  const withCreator = declaration.exposesCreator !== false;
  const ref: ObjectRef<any, Row> = builder.objectRef<Row>(typeName).implement({
    description: declaration.description,
    fields: (typed) => {
      const t = typed as ObjectFields;
      return {
        id: t.exposeID('id'),
        ...declaredObjectFields(t, declaration, options.withholds),
        ...(options.extraFields?.(t) ?? {}),
        ...(declaration.dueFromRelease ? { dueOn: dueOnField(t) } : {}),
        ...(withCreator
          ? {
              createdBy: t.exposeString('createdBy', { nullable: true, description: 'Account id' }),
            }
          : {}),
        version: t.exposeInt('version'),
        createdAt: t.expose('createdAt', { type: 'DateTime' }),
        updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
      };
    },
  });

  const filterInput = builder.inputType(`Model${typeName}FilterInput`, {
    fields: (t) => ({
      id: t.field({ type: ModelIDInput }),
      ...eachField(declaration, (_name, field) =>
        field.filter === false ? null : filterField(t, field),
      ),
      ...(options.extraFilters?.(t) ?? {}),
      ...(withCreator ? { createdBy: t.field({ type: ModelIDInput }) } : {}),
    }),
  });

  // A field the server keeps is in neither input; one set once and never changed (changeable:
  // false) is left out of the update input, one that starts with its default (created: false)
  // out of the create input.
  const given = (field: FieldDef, onUpdate: boolean) =>
    !field.readOnly && (onUpdate ? field.changeable !== false : field.created !== false);
  const ownFields = (t: InputFields, onUpdate: boolean) =>
    eachField(declaration, (_name, field) =>
      given(field, onUpdate) ? inputField(t, field, onUpdate) : null,
    );
  const { inputNote, createNote } = options;
  const createDescription = [createNote, inputNote].filter(Boolean).join(' ');
  const createInput = builder.inputType(`Create${typeName}Input`, {
    ...(createDescription ? { description: createDescription } : {}),
    fields: (t) => ownFields(t, false),
  });
  return { ref, filterInput, createInput, ownFields };
}

function updateInputOf<F extends Fields>(
  declaration: RecordDeclaration<F>,
  options: RecordGraphQLOptions,
  ownFields: (t: InputFields, onUpdate: boolean) => Record<string, InputFieldRef<Types, any>>,
) {
  const { inputNote, updateNote } = options;
  return builder.inputType(`Update${declaration.typeName}Input`, {
    description: ['Fields left out keep their stored value.', updateNote, inputNote]
      .filter(Boolean)
      .join(' '),
    fields: (t) => ({
      id: t.id({ required: true }),
      expectedVersion: t.int({ required: true, description: 'The version the record was read at' }),
      ...ownFields(t, true),
    }),
  });
}
/* eslint-enable @typescript-eslint/no-explicit-any */
