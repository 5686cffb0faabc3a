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
 * The record types whose list exports as CSV, by API name, and the name their files start with.
 * This is the one place a type's export is named: its columns come from its registered
 * declaration (CSV_EXPORTS), a type whose API is made by declaredApi gets its exportX from here,
 * and scripts/record-registry.test.ts fails for a type the API exports that is not here.
 */
const CSV_FILE_NAMES = {
  Admin: 'admins',
  Volunteer: 'volunteers',
  // The volunteers' clearances at facilities, one row each (product.md §3.2.1).
  VolunteerClearance: 'clearances',
  Client: 'clients',
  Facility: 'facilities',
  Resource: 'resources',
  Program: 'programs',
  Schedule: 'schedules',
  IncidentReport: 'incidents',
  // Check-ins after release (product.md §3.3.2), each with the client's ID and name.
  ReentryCheckIn: 'check-ins',
  // A client's papers (product.md §3.3.9).
  ReentryDocument: 'documents',
} as const;

type ExportedType = keyof typeof CSV_FILE_NAMES;

/** Each exported type's columns; a name that is not a registered type stops the program. */
function registeredExports(): Record<ExportedType, CsvExportColumns> {
  return Object.fromEntries(
    Object.entries(CSV_FILE_NAMES).map(([typeName, fileName]) => {
      const registered = RECORD_TYPES.find((type) => type.declaration.typeName === typeName);
      if (!registered) {
        throw new Error(
          `CSV_FILE_NAMES names ${typeName}, which is not in RECORD_TYPES (src/shared/record/declarations.ts)`,
        );
      }
      return [typeName, exportColumnsOf(registered.declaration, fileName)];
    }),
  ) as Record<ExportedType, CsvExportColumns>;
}

/** The columns of every list exported as CSV, by its record type's API name ('Client'). */
export const CSV_EXPORTS: Readonly<Record<ExportedType, CsvExportColumns>> = registeredExports();

/** Whether the record type's list exports as CSV: its columns, if so. */
export function csvExportOf(typeName: string): CsvExportColumns | undefined {
  return Object.hasOwn(CSV_EXPORTS, typeName) ? CSV_EXPORTS[typeName as ExportedType] : undefined;
}

export const ADMIN_CSV = CSV_EXPORTS.Admin;
export const VOLUNTEER_CSV = CSV_EXPORTS.Volunteer;
export const VOLUNTEER_CLEARANCE_CSV = CSV_EXPORTS.VolunteerClearance;
export const CLIENT_CSV = CSV_EXPORTS.Client;
export const FACILITY_CSV = CSV_EXPORTS.Facility;
export const RESOURCE_CSV = CSV_EXPORTS.Resource;
export const PROGRAM_CSV = CSV_EXPORTS.Program;
export const SCHEDULE_CSV = CSV_EXPORTS.Schedule;
export const INCIDENT_CSV = CSV_EXPORTS.IncidentReport;
export const CHECK_IN_CSV = CSV_EXPORTS.ReentryCheckIn;
