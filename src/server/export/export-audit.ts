/**
 * Exports are audited (product.md §7.2, decision 022): who took which list, with which filter and
 * search, and how many rows. Nothing changed, so no change is announced to live lists.
 */
import type { Actor } from '../audit/audit';
import type { DbExecutor } from '../db/client';
import { auditEntry } from '../db/schema/audit';

/** The audit entry's record id: an export concerns many records, not one. */
const EXPORT_RECORD_ID = '*';

export async function recordExport(
  db: DbExecutor,
  actor: Actor,
  exported: {
    recordType: string;
    /** The one record exported (a client's own file); by default the export concerns many. */
    recordId?: string;
    fileName: string;
    rowCount: number;
    options: object;
  },
): Promise<void> {
  await db.insert(auditEntry).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorName: actor.name,
    recordType: exported.recordType,
    recordId: exported.recordId ?? EXPORT_RECORD_ID,
    action: 'EXPORT',
    changes: {},
    // Through JSON: undefined options are left out, as they were not given.
    snapshot: JSON.parse(
      JSON.stringify({
        fileName: exported.fileName,
        rowCount: exported.rowCount,
        ...exported.options,
      }),
    ) as Record<string, unknown>,
  });
}
