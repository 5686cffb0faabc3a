/**
 * What each admin list exports as CSV (decision 022), shared so that an import maps the same
 * columns back to the same fields. Each column is a field of the record by its API name (the
 * specification's), in the order of the header row, except the `names` columns: the name of the
 * record an id column points at (facilityName beside facilityId), for people reading the file;
 * an import ignores them and reads the id. Values: dates and times as ISO 8601, enumerations as
 * stored (ACTIVE), true/false, lists joined with "; ", empty cells for missing values.
 */

import { adminDeclaration } from '../domain/admin/admin.record';
import { clientDeclaration } from '../domain/client/client.record';
import { facilityDeclaration } from '../domain/facility/facility.record';
import { incidentDeclaration } from '../domain/incident/incident.record';
import { programDeclaration } from '../domain/program/program.record';
import { reentryCheckInDeclaration } from '../domain/reentry/reentry-check-in.record';
import { resourceDeclaration } from '../domain/resource/resource.record';
import { scheduleDeclaration } from '../domain/schedule/schedule.record';
import { volunteerClearanceDeclaration } from '../domain/volunteer/volunteer-clearance.record';
import { volunteerDeclaration } from '../domain/volunteer/volunteer.record';
import type { Fields, RecordDeclaration } from '../record/define-record';

/** The records a name column can name. */
export type NamedRecord = 'facility' | 'volunteer' | 'client';
const NAMED_RECORDS: readonly string[] = [
  'facility',
  'volunteer',
  'client',
] satisfies NamedRecord[];

export interface CsvExportColumns {
  /** The file is named `<fileName>-<YYYY-MM-DD>.csv`, the date in the programme's time zone. */
  fileName: string;
  columns: readonly string[];
  /** Read-only name columns, by column: which id field they name, and what it points at. */
  names: Readonly<Record<string, { idField: string; of: NamedRecord }>>;
}

/** Separates the items of a list in one cell. */
export const CSV_LIST_SEPARATOR = '; ';

const STAMPS = ['createdAt', 'updatedAt'] as const;

/** 'facilityId' → 'facilityName', 'assignedFacility' → 'assignedFacilityName'. */
function nameColumnOf(idField: string): string {
  return `${idField.replace(/Id$/, '')}Name`;
}

/**
 * A declared record type's export: id, its exported fields in declaration order (a reference to
 * a facility, a volunteer or a client followed by the name it points at), then the time stamps.
 */
function exportColumnsOf<F extends Fields>(
  declaration: RecordDeclaration<F>,
  fileName: string,
): CsvExportColumns {
  const columns: string[] = ['id'];
  const names: Record<string, { idField: string; of: NamedRecord }> = {};
  for (const field of declaration.fieldNames) {
    const definition = declaration.fields[field]!;
    if (definition.exported === false) continue;
    columns.push(field);
    const of = definition.references;
    if (definition.kind === 'reference' && of && NAMED_RECORDS.includes(of)) {
      columns.push(nameColumnOf(field));
      names[nameColumnOf(field)] = { idField: field, of: of as NamedRecord };
    }
  }
  return { fileName, columns: [...columns, ...STAMPS], names };
}

export const ADMIN_CSV = exportColumnsOf(adminDeclaration, 'admins');

export const VOLUNTEER_CSV = exportColumnsOf(volunteerDeclaration, 'volunteers');

/** The volunteers' clearances at facilities, one row each (product.md §3.2.1). */
export const VOLUNTEER_CLEARANCE_CSV = exportColumnsOf(volunteerClearanceDeclaration, 'clearances');

export const CLIENT_CSV = exportColumnsOf(clientDeclaration, 'clients');

export const FACILITY_CSV = exportColumnsOf(facilityDeclaration, 'facilities');

export const RESOURCE_CSV = exportColumnsOf(resourceDeclaration, 'resources');

export const PROGRAM_CSV = exportColumnsOf(programDeclaration, 'programs');

export const SCHEDULE_CSV = exportColumnsOf(scheduleDeclaration, 'schedules');

export const INCIDENT_CSV = exportColumnsOf(incidentDeclaration, 'incidents');

/** Check-ins after release (product.md §3.3.2), each with the client's preferred name. */
export const CHECK_IN_CSV = exportColumnsOf(reentryCheckInDeclaration, 'check-ins');
