/**
 * A programme's settings kept as one row (id 1) of a table of their own: the security settings,
 * the retention periods. Saving writes the row (inserting it the first time) and its audit entry
 * in one transaction, the audit entry holding the settings as they were and as they became.
 */
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordAudit, type Actor } from '../audit/audit';
import type { DbExecutor } from './client';

type SettingsTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

export async function saveSettingsRow<Settings extends object>(
  db: DbExecutor,
  actor: Actor,
  settings: {
    table: SettingsTable;
    /** The audit trail's record type: 'SecuritySettings', 'RetentionSettings'. */
    recordType: string;
    /** The settings as stored now (their defaults before the row exists). */
    read: (tx: DbExecutor) => Promise<Settings>;
    changes: Settings;
  },
): Promise<void> {
  const { table, recordType, read, changes } = settings;
  await db.transaction(async (tx) => {
    const before = await read(tx);
    await tx
      .insert(table)
      .values({ id: 1, ...changes } as never)
      .onConflictDoUpdate({
        target: table.id,
        set: { ...changes, updatedAt: sql`now()` } as never,
      });
    await recordAudit(tx, actor, {
      recordType,
      recordId: '1',
      before: { id: 1, ...before },
      after: { id: 1, ...changes },
    });
  });
}
