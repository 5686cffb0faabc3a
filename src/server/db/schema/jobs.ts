import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { volunteerClearance } from './volunteer-clearance';

/**
 * Each run of a background job (decision 067): when, how it ended, and what it did or why it
 * failed, for admins to see. Kept for 90 days.
 */
export const jobRun = pgTable(
  'job_run',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: text('job').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** RUNNING, SUCCEEDED or FAILED. */
    outcome: text('outcome').notNull().default('RUNNING'),
    /** What it did ("2 reminders sent"), or the failure's message. */
    detail: text('detail'),
  },
  (table) => [index('job_run_job_started_idx').on(table.job, table.startedAt)],
);

/**
 * One clearance reminder to one person (product.md §3.2.1): claimed by the process that sends
 * it, so it goes once however many processes run; the expiry is part of the key, so a renewed
 * clearance is reminded of again. A claim left unsent (the process stopped mid-send) is taken
 * again after ten minutes.
 */
export const clearanceReminder = pgTable(
  'clearance_reminder',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clearanceId: uuid('clearance_id')
      .notNull()
      .references(() => volunteerClearance.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** 30 or 7: which reminder. */
    daysBefore: integer('days_before').notNull(),
    recipient: text('recipient').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('clearance_reminder_once_key').on(
      table.clearanceId,
      table.expiresOn,
      table.daysBefore,
      table.recipient,
    ),
  ],
);

export type JobRunRow = typeof jobRun.$inferSelect;
