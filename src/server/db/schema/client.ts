import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { clientColumns } from './client-columns.generated';
import { generatedId, recordColumns } from './columns';

/**
 * The last number given to a generated client id (C-00001, …): one row, counted up inside the
 * transaction that creates the client, so a number is never handed out twice and a refused save
 * or a dry-run import gives back the numbers it drew (a sequence would not, decision 041).
 */
export const clientNumberCounter = pgTable(
  'client_number_counter',
  {
    single: boolean('single').primaryKey().default(true),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (table) => [check('client_number_counter_single', sql`${table.single}`)],
);

/**
 * A person the programme serves (product.md §3.3, model MRIClient): the declared fields' columns
 * (generated from shared/domain/client/client.record.ts), the account link, bookkeeping, indexes.
 */
export const client = pgTable(
  'client',
  {
    id: generatedId(),
    /** Only when an e-mail was given (product.md §12). */
    accountId: text('account_id').references(() => user.id),
    ...clientColumns,
    ...recordColumns,
  },
  (table) => [
    index('client_preferred_name_idx').on(table.preferredName, table.id),
    // The list filtered by status, in list order: one page read, however rare the status.
    index('client_status_name_idx').on(table.status, table.preferredName, table.id),
    index('client_assigned_volunteer_idx').on(table.assignedVolunteerId),
    index('client_facility_idx').on(table.facilityId),
    // The overview's follow-ups due this week.
    index('client_follow_up_idx').on(table.followUpDate),
  ],
);

export type ClientRow = typeof client.$inferSelect;
