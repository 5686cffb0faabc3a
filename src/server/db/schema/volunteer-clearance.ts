import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { generatedId, recordColumns } from './columns';
import { volunteerClearanceColumns } from './volunteer-clearance-columns.generated';

/**
 * A volunteer's clearance at one facility (product.md §3.2.1): the declared fields' columns
 * (generated from shared/domain/volunteer/volunteer-clearance.record.ts), bookkeeping; one per
 * volunteer and facility, and an index for the clearances that expire soon.
 */
export const volunteerClearance = pgTable(
  'volunteer_clearance',
  {
    id: generatedId(),
    ...volunteerClearanceColumns,
    ...recordColumns,
  },
  (table) => [
    uniqueIndex('volunteer_clearance_volunteer_facility_key').on(
      table.volunteerId,
      table.facilityId,
    ),
    index('volunteer_clearance_expires_idx').on(table.expiresOn),
  ],
);

export type VolunteerClearanceRow = typeof volunteerClearance.$inferSelect;
