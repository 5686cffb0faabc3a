import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { generatedId, recordColumns } from './columns';
import { reentryCheckInColumns } from './reentry-check-in-columns.generated';

/**
 * Check-ins after clients' releases (product.md §3.3.2, decision 070): the declared fields' columns
 * (generated from shared/domain/reentry/reentry-check-in.record.ts) and bookkeeping. One check-in
 * of each point per release: two people recording the same 30-day check-in at once cannot both
 * succeed.
 */
export const reentryCheckIn = pgTable(
  'reentry_check_in',
  {
    id: generatedId(),
    ...reentryCheckInColumns,
    ...recordColumns,
  },
  (table) => [
    index('reentry_check_in_client_idx').on(table.clientId),
    uniqueIndex('reentry_check_in_once_idx').on(
      table.clientId,
      table.releaseDate,
      table.checkpoint,
    ),
  ],
);

export type ReentryCheckInRow = typeof reentryCheckIn.$inferSelect;
