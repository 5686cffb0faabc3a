/**
 * A spreadsheet names a facility by its name more often than by its id, a volunteer by e-mail and
 * a client by their client ID: such cells become ids before the form's rules run. A cell that names nothing is left
 * as written, and the service refuses it with the form's message ('Facility not found'). A name
 * two facilities share is left too, and the row is told why, not that the facility is missing.
 */
import type { ImportSpec } from '../../../shared/csv/import-columns';
import { IMPORT_MESSAGES } from '../../../shared/csv/import-values';
import type { DbExecutor } from '../../db/client';
import { client } from '../../db/schema/client';
import { facility } from '../../db/schema/facility';
import { volunteer } from '../../db/schema/volunteer';

/** An id, or `shared` when the key names more than one record, or null when it names none. */
type Lookup = (text: string) => string | { shared: string } | null;

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
    const found = byKey.get(trimmed.toLowerCase());
    if (found === null) return { shared: trimmed };
    return found ?? null;
  };
}

const unchanged: Lookup = () => null;

/**
 * A list of facilities. A cell without semicolons was split at its commas (import-values.ts), but
 * an export writes one facility whose name has a comma ('Riverside, North Unit') as it is: when
 * the pieces are not all facilities and the whole cell is one, it is that one.
 */
function facilityList(items: unknown[], find: Lookup, resolve: (item: string) => string) {
  const texts = items.filter((item): item is string => typeof item === 'string');
  const whole = texts.join(', ');
  if (texts.length > 1 && texts.some((item) => find(item) === null)) {
    const found = find(whole);
    if (typeof found === 'string') return [found];
  }
  return items.map((item) => (typeof item === 'string' ? resolve(item) : item));
}

interface ResolvedRow {
  input: Record<string, unknown>;
  /** By field: why a cell could not become an id, where the service's own message would mislead. */
  errors: Record<string, string>;
}

export type ReferenceResolver = (input: Record<string, unknown>) => ResolvedRow;

/** Replaces facility names and volunteer e-mails in a row's input by their records' ids. */
export async function referenceResolver(
  db: DbExecutor,
  spec: ImportSpec,
): Promise<ReferenceResolver> {
  const kinds = new Set(spec.columns.map((column) => column.kind));
  const facilityId =
    kinds.has('facility') || kinds.has('facilities')
      ? lookup(await db.select({ id: facility.id, key: facility.name }).from(facility))
      : unchanged;
  const volunteerId = kinds.has('volunteer')
    ? lookup(await db.select({ id: volunteer.id, key: volunteer.email }).from(volunteer))
    : unchanged;
  // A client by the ID the programme gives them ('C-00001'), as an export writes it.
  const clientId = kinds.has('client')
    ? lookup(await db.select({ id: client.id, key: client.clientId }).from(client))
    : unchanged;
  return (input) => {
    const resolved = { ...input };
    const errors: Record<string, string> = {};
    const resolve = (field: string, find: Lookup, text: string) => {
      const found = find(text);
      if (typeof found === 'string') return found;
      if (found) errors[field] = IMPORT_MESSAGES.sharedFacilityName(found.shared);
      return text;
    };
    for (const column of spec.columns) {
      const value = resolved[column.field];
      if (typeof value === 'string' && column.kind === 'facility') {
        resolved[column.field] = resolve(column.field, facilityId, value);
      } else if (typeof value === 'string' && column.kind === 'volunteer') {
        resolved[column.field] = resolve(column.field, volunteerId, value);
      } else if (typeof value === 'string' && column.kind === 'client') {
        resolved[column.field] = resolve(column.field, clientId, value);
      } else if (Array.isArray(value) && column.kind === 'facilities') {
        resolved[column.field] = facilityList(value, facilityId, (item) =>
          resolve(column.field, facilityId, item),
        );
      }
    }
    return { input: resolved, errors };
  };
}
