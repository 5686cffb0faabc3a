/**
 * The trail names people and records as they were called when each entry was written
 * (decision 095): the latest entry of the record named, up to that entry, gives its name then.
 * The trail holds every record's every version, deleted ones too, so this needs no copy of names.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { rowsOf } from '../../db/library-internals/execute-rows';
import { auditEntry } from '../../db/schema/audit';

/** Record types whose snapshot carries the name others know them by. */
const NAMED_TYPES = ['Admin', 'Volunteer', 'Client', 'Facility', 'Resource', 'Program'];

export interface NameWanted {
  /** The entry that mentions the record: its name is taken as it was then. */
  entryId: number;
  recordId: string;
}

export interface SnapshotThen {
  entryId: number;
  recordId: string;
  recordType: string;
  snapshot: Record<string, unknown>;
}

/** For each record wanted, its last snapshot written up to the entry that mentions it. */
export async function snapshotsAtTheTime(
  db: DbExecutor,
  wanted: NameWanted[],
): Promise<SnapshotThen[]> {
  if (wanted.length === 0) return [];
  const pairs = JSON.stringify(wanted.map((one) => ({ e: one.entryId, r: one.recordId })));
  // The record index (record_type, record_id) serves each look-up: one per name on the page.
  const rows = await rowsOf<{
    entryId: string;
    recordId: string;
    recordType: string;
    snapshot: Record<string, unknown> | string;
  }>(
    db,
    sql`select p.e::text as "entryId", p.r as "recordId", t.record_type as "recordType", t.snapshot
      from jsonb_to_recordset(${pairs}::jsonb) as p(e bigint, r text)
      cross join lateral (
        select ${auditEntry.recordType} as record_type, ${auditEntry.snapshot} as snapshot
        from ${auditEntry}
        where ${auditEntry.recordType} in (${sql.join(
          NAMED_TYPES.map((type) => sql`${type}`),
          sql`, `,
        )})
          and ${auditEntry.recordId} = p.r and ${auditEntry.id} <= p.e
          and ${auditEntry.action} in ('CREATE', 'UPDATE', 'DELETE', 'ANONYMISE')
        order by ${auditEntry.id} desc limit 1
      ) t`,
  );
  return rows.map((row) => ({
    entryId: Number(row.entryId),
    recordId: row.recordId,
    recordType: row.recordType,
    snapshot:
      typeof row.snapshot === 'string'
        ? (JSON.parse(row.snapshot) as Record<string, unknown>)
        : row.snapshot,
  }));
}
