import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers of the address lookup service (product.md §7.3), so that the same address is never asked
 * twice. Keyed by the normalised address (trimmed, spaces collapsed, lower-case). A row with null
 * coordinates records that the service found nothing. Failures are never kept.
 */
export const geocodeCache = pgTable('geocode_cache', {
  address: text('address').primaryKey(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  formattedAddress: text('formatted_address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type GeocodeCacheRow = typeof geocodeCache.$inferSelect;
