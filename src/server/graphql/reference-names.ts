/**
 * The names a page of records shows for the records they point at (decision 055), looked up
 * once per request and kind: a page of 25 clients costs one query for their facilities and one
 * for their volunteers, however many facilities and volunteers the programme has.
 */
import DataLoader from 'dataloader';
import { inArray, sql } from 'drizzle-orm';
import type { NamedRecord } from '../../shared/record/reference-name-fields';
import type { DbExecutor } from '../db/client';
import { admin } from '../db/schema/admin';
import { facility } from '../db/schema/facility';
import { resource } from '../db/schema/resource';
import { volunteer } from '../db/schema/volunteer';
import { isUuid } from '../db/ids';

type NameRows = Promise<{ id: string; name: string | null }[]>;

/**
 * Tables keyed by uuid are asked only for uuids: anything else cannot be one of theirs, and
 * PostgreSQL would refuse the comparison.
 */
async function byUuid(ids: readonly string[], lookup: (uuids: string[]) => NameRows): NameRows {
  const uuids = ids.filter(isUuid);
  return uuids.length > 0 ? lookup(uuids) : [];
}

const volunteerNames = (db: DbExecutor, ids: readonly string[]): NameRows =>
  db
    .select({
      id: volunteer.id,
      name: sql<string>`concat_ws(' ', ${volunteer.firstName}, ${volunteer.lastName})`,
    })
    .from(volunteer)
    .where(inArray(volunteer.id, [...ids]));

const adminNames = (db: DbExecutor, ids: readonly string[]): NameRows =>
  db
    .select({
      id: admin.id,
      name: sql<string>`concat_ws(' ', ${admin.firstName}, ${admin.lastName})`,
    })
    .from(admin)
    .where(inArray(admin.id, [...ids]));

/**
 * A person's name is their volunteer or admin record's, never the account's own display name: that
 * one its holder can change (decision 055).
 */
const NAME_LOOKUPS: Record<NamedRecord, (db: DbExecutor, ids: readonly string[]) => NameRows> = {
  facility: (db, ids) =>
    byUuid(ids, (uuids) =>
      db
        .select({ id: facility.id, name: facility.name })
        .from(facility)
        .where(inArray(facility.id, uuids)),
    ),
  resource: (db, ids) =>
    byUuid(ids, (uuids) =>
      db
        .select({ id: resource.id, name: resource.title })
        .from(resource)
        .where(inArray(resource.id, uuids)),
    ),
  volunteer: volunteerNames,
  admin: adminNames,
  account: async (db, ids) =>
    (await Promise.all([volunteerNames(db, ids), adminNames(db, ids)])).flat(),
};

/** One per request: names asked for while a page resolves are looked up together. */
export class ReferenceNames {
  private readonly loaders = new Map<NamedRecord, DataLoader<string, string | null>>();

  constructor(private readonly db: DbExecutor) {}

  private loaderOf(record: NamedRecord): DataLoader<string, string | null> {
    let loader = this.loaders.get(record);
    if (!loader) {
      loader = new DataLoader(async (ids) => {
        const rows = await NAME_LOOKUPS[record](this.db, ids);
        const names = new Map(rows.map((row) => [row.id, row.name || null]));
        return ids.map((id) => names.get(id) ?? null);
      });
      this.loaders.set(record, loader);
    }
    return loader;
  }

  /** The name of the record `id` points at; null when there is none (deleted, or never set). */
  async of(record: NamedRecord, id: string | null | undefined): Promise<string | null> {
    if (!id) return null;
    return this.loaderOf(record).load(id);
  }

  /** The names of the records that still exist, in the order of the ids. */
  async ofEach(record: NamedRecord, ids: readonly string[] | null | undefined): Promise<string[]> {
    if (!ids || ids.length === 0) return [];
    const names = await this.loaderOf(record).loadMany(ids);
    return names.filter((name): name is string => typeof name === 'string');
  }
}
