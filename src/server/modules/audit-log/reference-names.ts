/**
 * Names for the ids a page of history mentions (a client's facility, an assigned volunteer, a
 * request's resource), so that "Assigned Volunteer: Amina Khan → Bilal Ahmed" reads as such.
 * A record deleted since keeps its id only.
 */
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { FieldChanges } from '../../db/schema/audit';
import { user } from '../../db/schema/auth';
import { client } from '../../db/schema/client';
import { facility } from '../../db/schema/facility';
import { resource } from '../../db/schema/resource';
import { isUuid } from '../../db/ids';

const ACCOUNT_ID = /^[\x21-\x7e]{1,128}$/;

/** Fields that hold ids of other records: volunteerId, facilityIds, createdBy, … */
const REFERENCE_FIELD = /(Id|Ids|By|Facilities)$/;

function referencedIds(changes: FieldChanges[]): string[] {
  const ids = new Set<string>();
  for (const entry of changes) {
    for (const [field, change] of Object.entries(entry)) {
      if (!REFERENCE_FIELD.test(field)) continue;
      for (const value of [change.before, change.after].flat()) {
        if (typeof value === 'string' && ACCOUNT_ID.test(value)) ids.add(value);
      }
    }
  }
  return [...ids];
}

export async function referenceNames(
  db: DbExecutor,
  changes: FieldChanges[],
): Promise<Map<string, string>> {
  const ids = referencedIds(changes);
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const uuids = ids.filter(isUuid);
  const lookups: Promise<{ id: string; name: string }[]>[] = [
    db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, ids)),
  ];
  if (uuids.length > 0) {
    lookups.push(
      db
        .select({ id: facility.id, name: facility.name })
        .from(facility)
        .where(inArray(facility.id, uuids)),
      db
        .select({ id: resource.id, name: resource.title })
        .from(resource)
        .where(inArray(resource.id, uuids)),
      db
        .select({ id: client.id, name: client.preferredName })
        .from(client)
        .where(inArray(client.id, uuids)),
    );
  }
  for (const rows of await Promise.all(lookups)) {
    for (const row of rows) if (row.name) names.set(row.id, row.name);
  }
  return names;
}
