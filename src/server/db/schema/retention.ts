import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * How long the programme keeps what it holds about people (product.md §3.3.8, decision 077): one
 * row, changed by super admins. Periods are whole years.
 */
export const retentionSetting = pgTable('retention_setting', {
  id: integer('id').primaryKey().default(1),
  /** A closed client is anonymised this long after their record last changed. */
  closedClientYears: integer('closed_client_years').notNull().default(7),
  /** Contact-log entries older than this are deleted. */
  contactLogYears: integer('contact_log_years').notNull().default(7),
  /** Audit entries (history and access log) older than this are deleted. */
  auditYears: integer('audit_years').notNull().default(7),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
