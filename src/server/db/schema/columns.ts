/** Columns every record type carries: id, optimistic-lock version, timestamps and owner. */
import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const recordColumns = {
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The account that created the record (product.md §13: the owner). */
  createdBy: text('created_by'),
};

export const generatedId = () => uuid('id').primaryKey().defaultRandom();
