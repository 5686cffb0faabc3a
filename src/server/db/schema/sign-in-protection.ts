import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts per client address and sign-in route. In the database, so the limits
 * survive restarts and hold across several server processes.
 */
export const authRateLimit = pgTable('auth_rate_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins per e-mail address (known or not, so the answer never tells which exist).
 * After 5 failures each further one locks the address for 1 s, doubling up to 15 minutes.
 */
export const signInLockout = pgTable('sign_in_lockout', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
