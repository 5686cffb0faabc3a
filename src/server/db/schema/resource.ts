import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, recordColumns } from './columns';
import { resourceColumns } from './resource-columns.generated';

/**
 * Religious and educational materials, and post-release services (product.md §3.6): the declared
 * fields' columns (generated from shared/domain/resource/resource.record.ts), who changed it
 * last, bookkeeping, indexes.
 */
export const resource = pgTable(
  'resource',
  {
    id: generatedId(),
    ...resourceColumns,
    /** The account that changed it last. */
    updatedBy: text('updated_by'),
    ...recordColumns,
  },
  (table) => [
    index('resource_title_idx').on(table.title, table.id),
    // Only the resources to reorder (the overview counts them): the condition compares two
    // columns, which no ordinary index can answer.
    index('resource_reorder_idx')
      .on(table.id)
      .where(
        sql`${table.reorderThreshold} is not null and ${table.quantity} <= ${table.reorderThreshold}`,
      ),
  ],
);

export type ResourceRow = typeof resource.$inferSelect;
