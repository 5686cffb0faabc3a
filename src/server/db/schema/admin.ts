import { pgTable, text } from 'drizzle-orm/pg-core';
import { adminColumns } from './admin-columns.generated';
import { user } from './auth';
import { recordColumns } from './columns';

/**
 * An admin's record; its id is the account id (product.md §3.1): the declared fields' columns
 * (generated from shared/domain/admin/admin.record.ts) and bookkeeping.
 */
export const admin = pgTable('admin', {
  id: text('id')
    .primaryKey()
    .references(() => user.id),
  ...adminColumns,
  ...recordColumns,
});
