import { index, pgTable } from 'drizzle-orm/pg-core';
import { generatedId, recordColumns } from './columns';
import { contactLogColumns } from './contact-log-columns.generated';

/**
 * A visit, call, letter or message between a volunteer and a client (product.md §12): the declared
 * fields' columns (generated from shared/domain/contact-log/contact-log.record.ts), bookkeeping,
 * the client's log's index.
 */
export const contactLog = pgTable(
  'contact_log',
  {
    id: generatedId(),
    ...contactLogColumns,
    ...recordColumns,
  },
  (table) => [index('contact_log_client_idx').on(table.clientId, table.date)],
);

export type ContactLogRow = typeof contactLog.$inferSelect;
