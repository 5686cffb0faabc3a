import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * One row per create, update and delete (decisions §5). No foreign keys: the trail of a
 * deleted record or account stays readable.
 */
export const auditEntry = pgTable(
  'audit_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action', { enum: ['CREATE', 'UPDATE', 'DELETE'] }).notNull(),
    changes: jsonb('changes').$type<FieldChanges>().notNull(),
    /** The whole record after the change (before it, for a delete): history and live updates. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('audit_entry_record_idx').on(table.recordType, table.recordId)],
);
