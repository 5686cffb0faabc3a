import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { volunteer } from './volunteer';

/**
 * A volunteer's private calendar feed (decision 012). The link holds the feed id and a signature of
 * it made with the server's secret, so the stored row alone does not give the link away; turning
 * the feed off deletes the row and a new link gets a new feed id.
 */
export const calendarFeed = pgTable('calendar_feed', {
  volunteerId: text('volunteer_id')
    .primaryKey()
    .references(() => volunteer.id, { onDelete: 'cascade' }),
  feedId: text('feed_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CalendarFeedRow = typeof calendarFeed.$inferSelect;
