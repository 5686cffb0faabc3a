import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CLIENT_GENDERS,
  CLIENT_STATUSES,
  EMPLOYMENT_STATUSES,
  HOUSING_STATUSES,
  RELIGIOUS_STATUSES,
} from '../../../shared/domain/client/client.enums';
import { user } from './auth';
import { generatedId, recordColumns } from './columns';
import { facility } from './facility';
import { volunteer } from './volunteer';

export const clientGender = pgEnum('client_gender', CLIENT_GENDERS);
export const religiousStatus = pgEnum('religious_status', RELIGIOUS_STATUSES);
export const employmentStatus = pgEnum('employment_status', EMPLOYMENT_STATUSES);
export const housingStatus = pgEnum('housing_status', HOUSING_STATUSES);
export const clientStatus = pgEnum('client_status', CLIENT_STATUSES);

/**
 * The last number given to a generated client id (C-00001, …): one row, counted up inside the
 * transaction that creates the client, so a number is never handed out twice and a refused save
 * or a dry-run import gives back the numbers it drew (a sequence would not, decision 041).
 */
export const clientNumberCounter = pgTable(
  'client_number_counter',
  {
    single: boolean('single').primaryKey().default(true),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (table) => [check('client_number_counter_single', sql`${table.single}`)],
);

/** A person the programme serves (spec §3.3, model MRIClient). */
export const client = pgTable(
  'client',
  {
    id: generatedId(),
    clientId: text('client_id').notNull().unique(),
    /** Only when an e-mail was given (decisions §3). */
    accountId: text('account_id').references(() => user.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    contactNumber: text('contact_number'),
    preferredName: text('preferred_name').notNull(),
    age: integer('age'),
    gender: clientGender('gender').notNull().default('MALE'),
    religiousStatus: religiousStatus('religious_status').notNull().default('INTERESTED'),
    language: text('language').array().notNull().default(['English']),
    conversionDate: date('conversion_date', { mode: 'string' }),
    programsAttended: text('programs_attended').array().notNull().default([]),
    interestAreas: text('interest_areas').array().notNull().default([]),
    incarcerated: boolean('incarcerated').notNull().default(true),
    facilityId: uuid('facility_id').references(() => facility.id),
    releaseDate: date('release_date', { mode: 'string' }),
    reentryPlan: boolean('reentry_plan'),
    currentAddress: text('current_address'),
    employmentStatus: employmentStatus('employment_status'),
    housingStatus: housingStatus('housing_status'),
    communitySupport: text('community_support').array().notNull().default([]),
    firstContactDate: date('first_contact_date', { mode: 'string' }).notNull(),
    lastContactDate: date('last_contact_date', { mode: 'string' }),
    assignedVolunteerId: text('assigned_volunteer_id').references(() => volunteer.id),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    notes: text('notes'),
    specialNeeds: text('special_needs'),
    accommodations: text('accommodations'),
    consentGiven: boolean('consent_given').notNull().default(false),
    dataUsageConsent: boolean('data_usage_consent').notNull().default(false),
    status: clientStatus('status').notNull().default('ACTIVE'),
    ...recordColumns,
  },
  (table) => [
    index('client_preferred_name_idx').on(table.preferredName, table.id),
    // The list filtered by status, in list order: one page read, however rare the status.
    index('client_status_name_idx').on(table.status, table.preferredName, table.id),
    index('client_assigned_volunteer_idx').on(table.assignedVolunteerId),
    index('client_facility_idx').on(table.facilityId),
    // The overview's follow-ups due this week.
    index('client_follow_up_idx').on(table.followUpDate),
  ],
);

export type ClientRow = typeof client.$inferSelect;
