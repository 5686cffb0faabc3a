import { boolean, date, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  APPROVAL_STATUSES,
  PROGRAM_STATUSES,
  PROGRAM_TYPES,
} from '../../../shared/domain/program/program.enums';
import { generatedId, recordColumns } from './columns';
import { facility } from './facility';
import { volunteer } from './volunteer';

export const programType = pgEnum('program_type', PROGRAM_TYPES);
export const programStatus = pgEnum('program_status', PROGRAM_STATUSES);
export const approvalStatus = pgEnum('approval_status', APPROVAL_STATUSES);

/** A program held at a facility, led by a volunteer (spec §3.5). Date and times are local to ORG_TIMEZONE. */
export const program = pgTable(
  'program',
  {
    id: generatedId(),
    volunteerId: text('volunteer_id')
      .notNull()
      .references(() => volunteer.id),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facility.id),
    type: programType('type').notNull().default('OTHER'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    location: text('location').notNull(),
    attendees: integer('attendees').notNull().default(0),
    newAttendees: integer('new_attendees').notNull().default(0),
    curriculum: text('curriculum'),
    materialRequested: text('material_requested').array().notNull().default([]),
    approvalStatus: approvalStatus('approval_status').notNull().default('PENDING'),
    approvalDate: date('approval_date', { mode: 'string' }),
    followUpNeeded: boolean('follow_up_needed').notNull().default(false),
    followUpNotes: text('follow_up_notes'),
    status: programStatus('status').notNull().default('SCHEDULED'),
    feedback: text('feedback').notNull().default(''),
    resourcesUsed: text('resources_used').array().notNull().default([]),
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
