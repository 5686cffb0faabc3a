/**
 * What each admin list exports as CSV (decisions 022 and 096), shared so that an import maps the
 * same columns back to the same fields. Each column is a field of the record, headed by its label
 * in words ('Preferred name', the import screen's label, so an exported file maps itself), in
 * declaration order, then the time stamps. How a cell is written depends on the column's kind:
 * - value: text and numbers as stored, dates and times ISO 8601, lists joined with "; ";
 * - flag: Yes or No;
 * - choice: the value in words, as the screens show it ('Follow Up', not FOLLOW_UP);
 * - reference: the record pointed at by a key people read and another installation can find
 *   (a facility's name, a volunteer's e-mail, a client's ID), never the internal id;
 * - name: beside a client's ID, the client's name, for people reading (an import ignores it).
 * Empty cells for missing values. The record's own id is not exported: it means nothing outside
 * this installation, and an import gives every record a new one.
 */

import type { Fields, RecordDeclaration } from '../record/define-record';
import { RECORD_TYPES } from '../record/declarations';
import type { FieldDef, ReferencedRecord } from '../record/field';
import { choiceLabelsOf, csvHeaderOf } from './csv-words';

/**
 * The records a reference column writes by a key of their own: a facility's name, a volunteer's,
 * an admin's or an account's e-mail, a client's ID, a resource's title. A reference to anything
 * else (a schedule's original) has no such key and is written as its id.
 */
export type KeyedRecord = 'facility' | 'volunteer' | 'client' | 'admin' | 'account' | 'resource';
const KEYED_RECORDS: readonly string[] = [
  'facility',
  'volunteer',
  'client',
  'admin',
  'account',
  'resource',
] satisfies KeyedRecord[];

interface ColumnBase {
  /** The header cell. */
  header: string;
  /** The record's field the cell is written from. */
  field: string;
}

export type CsvColumn = ColumnBase &
  (
    | { kind: 'value' }
    | { kind: 'flag' }
    | { kind: 'choice'; labels: Readonly<Record<string, string>> }
    /** One id, or a list of them: written by the key of the record each points at. */
    | { kind: 'reference'; of: KeyedRecord }
    /** The name of the client an id points at, beside the client ID, for people reading. */
    | { kind: 'name'; of: 'client' }
  );

export interface CsvExportColumns {
  /** The file is named `<fileName>-<YYYY-MM-DD>.csv`, the date in the programme's time zone. */
  fileName: string;
  columns: readonly CsvColumn[];
  /** The header row: each column's header, in order. */
  headers: readonly string[];
}

const STAMPS: readonly CsvColumn[] = [
  { header: 'Created', field: 'createdAt', kind: 'value' },
  { header: 'Last changed', field: 'updatedAt', kind: 'value' },
];

function isKeyed(record: ReferencedRecord | undefined): record is KeyedRecord {
  return record !== undefined && KEYED_RECORDS.includes(record);
}

/** The column of one declared field. */
function csvColumnOf(field: string, definition: FieldDef): CsvColumn {
  const header = csvHeaderOf(definition);
  const labels = choiceLabelsOf(definition);
  if (definition.kind === 'choice' && labels) return { header, field, kind: 'choice', labels };
  if (definition.kind === 'flag') return { header, field, kind: 'flag' };
  const pointsAt =
    definition.kind === 'reference' || definition.kind === 'references'
      ? definition.references
      : typeof definition.exported === 'object'
        ? definition.exported.keyOf
        : undefined;
  if (isKeyed(pointsAt)) return { header, field, kind: 'reference', of: pointsAt };
  return { header, field, kind: 'value' };
}

/**
 * A list's columns as given, checked: two columns of one header could not be told apart by the
 * import, so a record type declaring them stops the program when it loads.
 */
function csvExportColumns(fileName: string, columns: readonly CsvColumn[]): CsvExportColumns {
  const headers = columns.map((column) => column.header);
  const repeated = headers.find((header, index) => headers.indexOf(header) !== index);
  if (repeated) throw new Error(`The ${fileName} export has two columns called "${repeated}"`);
  return { fileName, columns, headers };
}

/** A declared record type's export: its exported fields in declaration order, then the stamps. */
function exportColumnsOf<F extends Fields>(
  declaration: RecordDeclaration<F>,
  fileName: string,
): CsvExportColumns {
  const columns = declaration.fieldNames.flatMap((field): CsvColumn[] => {
    const definition = declaration.fields[field]!;
    if (definition.exported === false) return [];
    const column = csvColumnOf(field, definition);
    // A client ID alone does not say who it is.
    if (column.kind === 'reference' && column.of === 'client') {
      return [column, { header: `${column.header} name`, field, kind: 'name', of: 'client' }];
    }
    return [column];
  });
  return csvExportColumns(fileName, [...columns, ...STAMPS]);
}

/**
 * The columns of every list exported as CSV, by its record type's API name ('Client'): each type
 * whose declaration names its files (`csvFileName`). A type whose API is made by declaredApi gets
 * its export<Plural> from this, and scripts/record-registry.test.ts fails for a type the API
 * exports that is not here.
 */
export const CSV_EXPORTS: Readonly<Record<string, CsvExportColumns>> = Object.fromEntries(
  RECORD_TYPES.flatMap(({ declaration }) =>
    declaration.csvFileName
      ? [[declaration.typeName, exportColumnsOf(declaration, declaration.csvFileName)]]
      : [],
  ),
);

/** Whether the record type's list exports as CSV: its columns, if so. */
export function csvExportOf(typeName: string): CsvExportColumns | undefined {
  return Object.hasOwn(CSV_EXPORTS, typeName) ? CSV_EXPORTS[typeName] : undefined;
}

/** The CSV columns of a type that exports its list; a type that does not stops the program. */
function exportOf(typeName: string): CsvExportColumns {
  const columns = csvExportOf(typeName);
  if (!columns) throw new Error(`${typeName} has no csvFileName in its declaration`);
  return columns;
}

export const ADMIN_CSV = exportOf('Admin');
export const VOLUNTEER_CSV = exportOf('Volunteer');
export const VOLUNTEER_CLEARANCE_CSV = exportOf('VolunteerClearance');
export const CLIENT_CSV = exportOf('Client');
export const FACILITY_CSV = exportOf('Facility');
export const RESOURCE_CSV = exportOf('Resource');
export const PROGRAM_CSV = exportOf('Program');
export const SCHEDULE_CSV = exportOf('Schedule');
export const INCIDENT_CSV = exportOf('IncidentReport');
export const CHECK_IN_CSV = exportOf('ReentryCheckIn');
