/**
 * The keys an export writes for the records its reference columns point at (decision 096): a
 * facility's name, a volunteer's, an admin's or an account's e-mail, a client's ID, a resource's
 * title. People read them, and another installation finds the same records by them on import.
 */
import { inArray } from 'drizzle-orm';
import type { KeyedRecord } from '../../shared/csv/export-columns';
import type { DbExecutor } from '../db/client';
import { admin } from '../db/schema/admin';
import { user } from '../db/schema/auth';
import { client } from '../db/schema/client';
import { facility } from '../db/schema/facility';
import { resource } from '../db/schema/resource';
import { volunteer } from '../db/schema/volunteer';

type KeyRows = Promise<{ id: string; key: string | null }[]>;

const KEY_LOOKUPS: Record<KeyedRecord, (db: DbExecutor, ids: string[]) => KeyRows> = {
  facility: (db, ids) =>
    db
      .select({ id: facility.id, key: facility.name })
      .from(facility)
      .where(inArray(facility.id, ids)),
  volunteer: (db, ids) =>
    db
      .select({ id: volunteer.id, key: volunteer.email })
      .from(volunteer)
      .where(inArray(volunteer.id, ids)),
  client: (db, ids) =>
    db.select({ id: client.id, key: client.clientId }).from(client).where(inArray(client.id, ids)),
  admin: (db, ids) =>
    db.select({ id: admin.id, key: admin.email }).from(admin).where(inArray(admin.id, ids)),
  account: (db, ids) =>
    db.select({ id: user.id, key: user.email }).from(user).where(inArray(user.id, ids)),
  resource: (db, ids) =>
    db
      .select({ id: resource.id, key: resource.title })
      .from(resource)
      .where(inArray(resource.id, ids)),
};

/**
 * Remembers the keys it has read, so an export of 10,000 clients at 12 facilities asks for each
 * facility once, one query per page of rows at most.
 */
export class RecordKeys {
  private readonly known = new Map<KeyedRecord, Map<string, string>>();

  constructor(private readonly db: DbExecutor) {}

  /** Reads the keys of `ids` not yet known. */
  async load(of: KeyedRecord, ids: Iterable<string>): Promise<void> {
    const known = this.known.get(of) ?? new Map<string, string>();
    this.known.set(of, known);
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    if (missing.length === 0) return;
    for (const row of await KEY_LOOKUPS[of](this.db, missing)) {
      if (row.key) known.set(String(row.id), row.key);
    }
  }

  /**
   * The key of record `id`; the id itself when the record has none (a client without an ID) or
   * is gone, so that the cell still says which record it was.
   */
  keyOf(of: KeyedRecord, id: string): string {
    return this.known.get(of)?.get(id) ?? id;
  }
}
