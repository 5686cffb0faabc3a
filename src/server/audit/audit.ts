/** The audit trail: every create, update and delete, written in the same transaction. */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { executeFixed } from '../db/library-internals/fixed-statements';
import { lastInTransaction } from '../db/library-internals/pipelined-transactions';
import { auditEntry, type FieldChanges } from '../db/schema/audit';

/** Who made a change: a signed-in person, or the system (scripts, first-run set-up). */
export interface Actor {
  id: string | null;
  email: string | null;
  /**
   * Their name as the product shows it at the time of the change, kept in the entry: a later rename
   * does not change who the trail says acted (product.md §14).
   */
  name: string | null;
}

export const SYSTEM_ACTOR: Actor = { id: null, email: 'system', name: null };

// Bookkeeping columns: they change with every write and say nothing about what the user did.
const UNTRACKED_FIELDS = new Set(['version', 'createdAt', 'updatedAt']);

function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/** Whether two values of a field are the same as the audit trail sees them (missing = null). */
export function sameValue(was: unknown, now: unknown): boolean {
  return JSON.stringify(comparable(was)) === JSON.stringify(comparable(now));
}

/** The fields whose values differ between two versions of a record (null: did not exist). */
export function diffFields(before: object | null, after: object | null): FieldChanges {
  const changes: FieldChanges = {};
  const beforeRecord = (before ?? {}) as Record<string, unknown>;
  const afterRecord = (after ?? {}) as Record<string, unknown>;
  const fields = new Set([...Object.keys(beforeRecord), ...Object.keys(afterRecord)]);
  for (const field of fields) {
    if (UNTRACKED_FIELDS.has(field)) continue;
    const was = beforeRecord[field];
    const now = afterRecord[field];
    if (!sameValue(was, now)) changes[field] = { before: comparable(was), after: comparable(now) };
  }
  return changes;
}

export interface AuditedChange {
  recordType: string;
  recordId: string;
  before: object | null;
  after: object | null;
}

/** The channel on which every audited change is announced (after its transaction commits). */
export const CHANGE_CHANNEL = 'record_changes';

export interface ChangeNotice {
  auditId: number;
  recordType: string;
  recordId: string;
  action: 'CREATE' | 'UPDATE' | 'DELETE';
}

/** Writes the audit entry and announces the change; both take effect only if the transaction commits. */
export async function recordAudit(
  executor: DbExecutor,
  actor: Actor,
  change: AuditedChange,
): Promise<void> {
  const action = change.before === null ? 'CREATE' : change.after === null ? 'DELETE' : 'UPDATE';
  const snapshot = JSON.parse(JSON.stringify(change.after ?? change.before ?? {})) as Record<
    string,
    unknown
  >;
  // One statement writes the entry and announces it (a round trip less on every write). The
  // notice is the ChangeNotice shape: { auditId, recordType, recordId, action }. Every write
  // sends this same text, prepared once per connection. On PostgreSQL it goes on the wire with
  // the commit (lastInTransaction): it is the last statement of nearly every write.
  await lastInTransaction(executor, () =>
    executeFixed(
      executor,
      sql`
    with entry as (
      insert into ${auditEntry}
        (actor_id, actor_email, actor_name, record_type, record_id, action, changes, snapshot)
      values (${actor.id}, ${actor.email}, ${actor.name}, ${change.recordType}, ${change.recordId}, ${action},
        ${JSON.stringify(diffFields(change.before, change.after))}::jsonb,
        ${JSON.stringify(snapshot)}::jsonb)
      returning id
    )
    select pg_notify(${CHANGE_CHANNEL}, json_build_object(
      'auditId', entry.id, 'recordType', ${change.recordType}::text,
      'recordId', ${change.recordId}::text, 'action', ${action}::text)::text)
    from entry`,
    ),
  );
}
