import { boolean, date, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  BACKGROUND_CHECK_STATUSES,
  CLEARANCE_STATUSES,
  VOLUNTEER_GENDERS,
  VOLUNTEER_STATUSES,
} from '../../../shared/domain/volunteer/volunteer.enums';
import { user } from './auth';
import { recordColumns } from './columns';
import { facility } from './facility';

export const volunteerGender = pgEnum('volunteer_gender', VOLUNTEER_GENDERS);
export const volunteerStatus = pgEnum('volunteer_status', VOLUNTEER_STATUSES);
export const clearanceStatus = pgEnum('clearance_status', CLEARANCE_STATUSES);
export const backgroundCheckStatus = pgEnum('background_check_status', BACKGROUND_CHECK_STATUSES);

/** A volunteer's record; its id is the account id (spec §3.2, §7.1). */
export const volunteer = pgTable(
  'volunteer',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().unique(),
    contactNumber: text('contact_number'),
    gender: volunteerGender('gender').notNull().default('MALE'),
    languages: text('languages').array().notNull().default([]),
    specializations: text('specializations').array().notNull().default([]),
    availability: text('availability').array().notNull().default([]),
    credentials: text('credentials').array().notNull().default([]),
    assignedFacility: uuid('assigned_facility').references(() => facility.id),
    status: volunteerStatus('status').notNull().default('ACTIVE'),
    clearanceStatus: clearanceStatus('clearance_status'),
    clearanceExpiration: date('clearance_expiration', { mode: 'string' }),
    backgroundCheckDate: date('background_check_date', { mode: 'string' }),
    backgroundCheckStatus: backgroundCheckStatus('background_check_status'),
    trainingCompleted: boolean('training_completed').notNull().default(false),
    trainingCompletionDate: date('training_completion_date', { mode: 'string' }),
    totalVolunteerHours: integer('total_volunteer_hours').notNull().default(0),
    lastActivityDate: date('last_activity_date', { mode: 'string' }),
    dateJoined: date('date_joined', { mode: 'string' }).notNull().defaultNow(),
    notes: text('notes'),
    ...recordColumns,
  },
  (table) => [
    // The list's order, and its status filter (also the overview's count of active volunteers).
    index('volunteer_first_name_idx').on(table.firstName, table.id),
    index('volunteer_status_name_idx').on(table.status, table.firstName, table.id),
  ],
);

export type VolunteerRow = typeof volunteer.$inferSelect;
