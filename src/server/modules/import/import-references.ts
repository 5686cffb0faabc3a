/**
 * A spreadsheet names a facility by its name more often than by its id, and a volunteer by
 * e-mail: such cells become ids before the form's rules run. A cell that names nothing is left
 * as written, and the service refuses it with the form's message ('Facility not found').
 */
import type { ImportSpec } from '../../../shared/csv/import-columns';
import type { DbExecutor } from '../../db/client';
import { facility } from '../../db/schema/facility';
import { volunteer } from '../../db/schema/volunteer';

type Lookup = (text: string) => string;

/** id → id, and a key unique to one record → its id; a key two records share resolves to neither. */
function lookup(rows: { id: string; key: string }[]): Lookup {
  const ids = new Set(rows.map((row) => row.id));
  const byKey = new Map<string, string | null>();
  for (const row of rows) {
    const key = row.key.trim().toLowerCase();
    byKey.set(key, byKey.has(key) ? null : row.id);
  }
  return (text) => {
    const trimmed = text.trim();
    if (ids.has(trimmed)) return trimmed;
    return byKey.get(trimmed.toLowerCase()) ?? text;
  };
}

export type ReferenceResolver = (input: Record<string, unknown>) => Record<string, unknown>;

/** Replaces facility names and volunteer e-mails in a row's input by their records' ids. */
export async function referenceResolver(
  db: DbExecutor,
  spec: ImportSpec,
): Promise<ReferenceResolver> {
  const kinds = new Set(spec.columns.map((column) => column.kind));
  const facilityId =
    kinds.has('facility') || kinds.has('facilities')
      ? lookup(await db.select({ id: facility.id, key: facility.name }).from(facility))
      : (text: string) => text;
  const volunteerId = kinds.has('volunteer')
    ? lookup(await db.select({ id: volunteer.id, key: volunteer.email }).from(volunteer))
    : (text: string) => text;
  return (input) => {
    const resolved = { ...input };
    for (const column of spec.columns) {
      const value = resolved[column.field];
      if (typeof value === 'string' && column.kind === 'facility') {
        resolved[column.field] = facilityId(value);
      } else if (typeof value === 'string' && column.kind === 'volunteer') {
        resolved[column.field] = volunteerId(value);
      } else if (Array.isArray(value) && column.kind === 'facilities') {
        resolved[column.field] = value.map((item) =>
          typeof item === 'string' ? facilityId(item) : item,
        );
      }
    }
    return resolved;
  };
}
