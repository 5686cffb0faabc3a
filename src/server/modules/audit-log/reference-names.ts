/**
 * Names for the ids a page of history mentions (a client's facility, an assigned volunteer, a
 * request's resource), so that "Assigned Volunteer: Amina Khan → Bilal Ahmed" reads as such.
 * These are today's names: the trail's own names at the time come first (names-at-the-time.ts),
 * these stand in for records the trail never saw written.
 */
import { inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { FieldChanges } from '../../db/schema/audit';
import { admin } from '../../db/schema/admin';
import { user } from '../../db/schema/auth';
import { client } from '../../db/schema/client';
import { facility } from '../../db/schema/facility';
import { resource } from '../../db/schema/resource';
import { volunteer } from '../../db/schema/volunteer';
import { isUuid } from '../../db/ids';

const ACCOUNT_ID = /^[\x21-\x7e]{1,128}$/;

/** Fields that hold ids of other records: volunteerId, facilityIds, createdBy, … */
const REFERENCE_FIELD = /(Id|Ids|By|Facilities)$/;

/** The ids one entry's changes point at. */
export function referencedIds(changes: FieldChanges): string[] {
  const ids = new Set<string>();
  for (const [field, change] of Object.entries(changes)) {
    if (!REFERENCE_FIELD.test(field)) continue;
    for (const value of [change.before, change.after].flat()) {
      if (typeof value === 'string' && ACCOUNT_ID.test(value)) ids.add(value);
    }
  }
  return [...ids];
}

/** Today's names of the records `ids` point at; a person by their record, else their account. */
export async function referenceNames(
  db: DbExecutor,
  wanted: Iterable<string>,
): Promise<Map<string, string>> {
  const ids = [...new Set(wanted)];
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const uuids = ids.filter(isUuid);
  const lookups: Promise<{ id: string; name: string | null }[]>[] = [
    db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, ids)),
    db
      .select({
        id: admin.id,
        name: sql<string>`concat_ws(' ', ${admin.firstName}, ${admin.lastName})`,
      })
      .from(admin)
      .where(inArray(admin.id, ids)),
    db
      .select({
        id: volunteer.id,
        name: sql<string>`concat_ws(' ', ${volunteer.firstName}, ${volunteer.lastName})`,
      })
      .from(volunteer)
      .where(inArray(volunteer.id, ids)),
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
  // The account's own name first, so a person's record (which only an audited edit changes) wins.
  for (const rows of await Promise.all(lookups)) {
    for (const row of rows) if (row.name?.trim()) names.set(row.id, row.name.trim());
  }
  return names;
}
