import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RESOURCE_REQUEST_STATUSES } from '../../../shared/domain/resource-request/resource-request.enums';
import { user } from './auth';
import { generatedId, recordColumns } from './columns';
import { facility } from './facility';
import { resource } from './resource';

export const resourceRequestStatus = pgEnum('resource_request_status', RESOURCE_REQUEST_STATUSES);

/** A request for a resource (decisions §3): approved, denied or fulfilled by admins. */
export const resourceRequest = pgTable(
  'resource_request',
  {
    id: generatedId(),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resource.id),
    requesterId: text('requester_id')
      .notNull()
      .references(() => user.id),
    requesterName: text('requester_name').notNull(),
    facilityId: uuid('facility_id').references(() => facility.id),
    quantity: integer('quantity').notNull(),
    status: resourceRequestStatus('status').notNull().default('PENDING'),
    requestDate: timestamp('request_date', { withTimezone: true }).notNull().defaultNow(),
    fulfillmentDate: timestamp('fulfillment_date', { withTimezone: true }),
    notes: text('notes'),
    fulfilledBy: text('fulfilled_by'),
    ...recordColumns,
  },
  (table) => [
    index('resource_request_date_idx').on(table.requestDate, table.id),
    index('resource_request_requester_idx').on(table.requesterId),
    // A resource's requests (its page, and the check before it is deleted).
    index('resource_request_resource_idx').on(table.resourceId),
  ],
);

export type ResourceRequestRow = typeof resourceRequest.$inferSelect;
