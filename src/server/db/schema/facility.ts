import { index, pgTable } from 'drizzle-orm/pg-core';
import { generatedId, recordColumns } from './columns';
import { facilityColumns } from './facility-columns.generated';

/** A correctional facility (product.md §3.4): the declared fields' columns (generated from
 * shared/domain/facility/facility.record.ts), bookkeeping, the list's index. */
export const facility = pgTable(
  'facility',
  {
    id: generatedId(),
    ...facilityColumns,
    ...recordColumns,
  },
  (table) => [index('facility_name_idx').on(table.name, table.id)],
);

export type FacilityRow = typeof facility.$inferSelect;
