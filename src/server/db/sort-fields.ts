/**
 * Sort fields several record types share (RecordType.sortFields): by the name of the facility or
 * of the volunteer a record points at, as the tables show them.
 */
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { byReferencedName, type SortField } from './ordering';
import { facility } from './schema/facility';
import { volunteer } from './schema/volunteer';

export function byFacilityName(reference: PgColumn): SortField {
  return byReferencedName(reference, { table: facility, id: facility.id, name: facility.name });
}

/** "Amina Khan": first and last name, as the tables write them. */
export function byVolunteerName(reference: PgColumn): SortField {
  return byReferencedName(reference, {
    table: volunteer,
    id: volunteer.id,
    name: sql`concat_ws(' ', ${volunteer.firstName}, ${volunteer.lastName})`,
  });
}

/** A date column that may be empty: rows without a date last, in both directions. */
export const NO_DATE = sql`date '0001-01-01'`;
