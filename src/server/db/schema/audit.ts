import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { TYPES_KEPT_BESIDE_A_CLIENT } from '../../../shared/record/declarations';

/** 'ContactLog' → 'contact_log'. */
const snakeCase = (typeName: string) => typeName.replace(/(?<!^)([A-Z])/g, '_$1').toLowerCase();

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * CREATE, UPDATE and DELETE are changes; VIEW is a person opening a client's details; EXPORT is
 * a list saved as CSV (decision 022; record id '*').
 */
/**
 * INVITE and PASSWORD_RESET: an administrator e-mailed a person a way into their account;
 * LINK_PROVIDER, UNLINK_PROVIDER, ADD_PASSKEY, REMOVE_PASSKEY: a way to sign in joined or left
 * an account (decisions 062, 063).
 */
export const AUDIT_ACTIONS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'VIEW',
  'EXPORT',
  'INVITE',
  'PASSWORD_RESET',
  'LINK_PROVIDER',
  'UNLINK_PROVIDER',
  'ADD_PASSKEY',
  'REMOVE_PASSKEY',
  // A client's identifying details removed (decision 076): the entry keeps the reason, not them.
  'ANONYMISE',
  // A session opened, and how (session-door.ts, decision 089).
  'SIGN_IN',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One row per create, update and delete (product.md §14), per opening of a client's details (the
 * access log, decision 021) and per export of a list (decision 022). No foreign keys: the trail
 * of a deleted record or account stays readable.
 */
export const auditEntry = pgTable(
  'audit_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    /** The actor's name when they acted; null for entries written before it was kept. */
    actorName: text('actor_name'),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<FieldChanges>().notNull(),
    /**
     * The whole record after the change (before it, for a delete): history and live updates.
     * For a VIEW, the client's name and assigned volunteer at that moment.
     */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_entry_record_idx').on(table.recordType, table.recordId),
    // The access log grows with every opening of a client; the audit page lists views alone.
    index('audit_entry_view_idx')
      .on(table.id)
      .where(sql`${table.action} = 'VIEW'`),
    // A client's History lists the entries of the records kept beside them too (found by the
    // client they name): contact logs, consents, plan steps, papers, check-ins.
    ...TYPES_KEPT_BESIDE_A_CLIENT.map(({ typeName }) =>
      index(`audit_entry_${snakeCase(typeName)}_client_idx`)
        .on(sql`(${table.snapshot} ->> 'clientId')`, table.id)
        .where(sql`${table.recordType} = ${sql.raw(`'${typeName}'`)}`),
    ),
  ],
);
