import { index, pgTable } from 'drizzle-orm/pg-core';
import { generatedId, recordColumns } from './columns';
import { programColumns } from './program-columns.generated';

/**
 * A program held at a facility, led by a volunteer (product.md §3.5): the declared fields' columns
 * (generated from shared/domain/program/program.record.ts), bookkeeping, the list's indexes.
 * Date and times are local to ORG_TIMEZONE.
 */
export const program = pgTable(
  'program',
  {
    id: generatedId(),
    ...programColumns,
    ...recordColumns,
  },
  (table) => [
    index('program_date_idx').on(table.date, table.id),
    // The list's filters, each in list order: future programs are the SCHEDULED and PENDING
    // ones, so without these a page of them is read after every past program.
    index('program_status_date_idx').on(table.status, table.date, table.id),
    index('program_approval_date_idx').on(table.approvalStatus, table.date, table.id),
    index('program_type_date_idx').on(table.type, table.date, table.id),
    index('program_volunteer_idx').on(table.volunteerId),
    index('program_facility_idx').on(table.facilityId),
  ],
);

export type ProgramRow = typeof program.$inferSelect;
