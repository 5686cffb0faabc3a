import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Outgoing e-mail kept in the database when no SMTP server is configured (product.md §10), so
 * that a super admin can read it in the dashboard and pass codes and invitations on.
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_message_created_idx').on(table.createdAt)],
);

export type OutboxMessageRow = typeof outboxMessage.$inferSelect;
