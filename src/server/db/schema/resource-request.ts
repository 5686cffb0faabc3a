import { index, pgTable } from 'drizzle-orm/pg-core';
import { generatedId, recordColumns } from './columns';
import { resourceRequestColumns } from './resource-request-columns.generated';

/**
 * A request for a resource (product.md §12), approved, denied or fulfilled by admins: the declared
 * fields' columns (generated from shared/domain/resource-request/resource-request.record.ts),
 * bookkeeping, indexes.
 */
export const resourceRequest = pgTable(
  'resource_request',
  {
    id: generatedId(),
    ...resourceRequestColumns,
    ...recordColumns,
  },
  (table) => [
    index('resource_request_date_idx').on(table.requestDate, table.id),
    index('resource_request_requester_idx').on(table.requesterId),
    // A resource's requests (its page, and the check before it is deleted).
    index('resource_request_resource_idx').on(table.resourceId),
  ],
);

export type ResourceRequestRow = typeof resourceRequest.$inferSelect;
