/**
 * Names of the records a client's timeline, the programme report and an export's client name
 * column point at.
 */
import { inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { client } from '../db/schema/client';
import { facility } from '../db/schema/facility';
import { volunteer } from '../db/schema/volunteer';

/** The records this can name. */
export type NamedRecord = 'facility' | 'volunteer' | 'client';

async function lookUp(db: DbExecutor, of: NamedRecord, ids: string[]) {
  if (of === 'facility') {
    return db
      .select({ id: facility.id, name: facility.name })
      .from(facility)
      .where(inArray(facility.id, ids));
  }
  if (of === 'client') {
    return db
      .select({ id: client.id, name: client.preferredName })
      .from(client)
      .where(inArray(client.id, ids));
  }
  return db
    .select({
      id: volunteer.id,
      name: sql<string>`${volunteer.firstName} || ' ' || ${volunteer.lastName}`,
    })
    .from(volunteer)
    .where(inArray(volunteer.id, ids));
}

/**
 * Remembers the names it has read, so an export of 10,000 clients at 12 facilities asks for
 * each facility once, one query per page of rows at most.
 */
export class RecordNames {
  private readonly known = new Map<NamedRecord, Map<string, string>>();

  constructor(private readonly db: DbExecutor) {}

  /** Reads the names of `ids` not yet known. */
  async load(of: NamedRecord, ids: Iterable<string>): Promise<void> {
    const known = this.known.get(of) ?? new Map<string, string>();
    this.known.set(of, known);
    const missing = [...new Set(ids)].filter((id) => !known.has(id));
    if (missing.length === 0) return;
    for (const row of await lookUp(this.db, of, missing)) known.set(String(row.id), row.name);
    // An id that names nothing (deleted meanwhile) is remembered as an empty name.
    for (const id of missing) if (!known.has(id)) known.set(id, '');
  }

  nameOf(of: NamedRecord, id: string): string {
    return this.known.get(of)?.get(id) ?? '';
  }
}
