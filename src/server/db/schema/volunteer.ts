import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { recordColumns } from './columns';
import { volunteerColumns } from './volunteer-columns.generated';

/**
 * A volunteer's record; its id is the account id (product.md §3.2, §7.1): the declared fields' columns
 * (generated from shared/domain/volunteer/volunteer.record.ts), bookkeeping, the list's indexes.
 */
export const volunteer = pgTable(
  'volunteer',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id),
    ...volunteerColumns,
    ...recordColumns,
  },
  (table) => [
    // The list's order, and its status filter (also the overview's count of active volunteers).
    index('volunteer_first_name_idx').on(table.firstName, table.id),
    index('volunteer_status_name_idx').on(table.status, table.firstName, table.id),
  ],
);

export type VolunteerRow = typeof volunteer.$inferSelect;
