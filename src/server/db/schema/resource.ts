import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_STATUSES,
  RESOURCE_TYPES,
} from '../../../shared/domain/resource/resource.enums';
import { generatedId, recordColumns } from './columns';
import { facility } from './facility';

export const resourceType = pgEnum('resource_type', RESOURCE_TYPES);
export const resourceCategory = pgEnum('resource_category', RESOURCE_CATEGORIES);
export const resourceStatus = pgEnum('resource_status', RESOURCE_STATUSES);

/** Religious and educational materials, and post-release services (spec §3.6). */
export const resource = pgTable(
  'resource',
  {
    id: generatedId(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: resourceType('type').notNull().default('OTHER'),
    category: resourceCategory('category').notNull().default('GENERAL'),
    language: text('language').notNull().default('English'),
    topic: text('topic'),
    url: text('url'),
    fileType: text('file_type'),
    quantity: integer('quantity').notNull().default(0),
    reorderThreshold: integer('reorder_threshold'),
    costPerUnit: doublePrecision('cost_per_unit'),
    facilityId: uuid('facility_id').references(() => facility.id),
    facilityApproved: boolean('facility_approved').notNull().default(false),
    /** Facility ids; a list column because the form edits it as one list. */
    approvedFacilities: text('approved_facilities').array().notNull().default([]),
    restrictedFacilities: text('restricted_facilities').array().notNull().default([]),
    providerName: text('provider_name'),
    contactInfo: text('contact_info'),
    serviceArea: text('service_area'),
    eligibilityCriteria: text('eligibility_criteria'),
    applicationProcess: text('application_process'),
    waitlistTime: text('waitlist_time'),
    location: text('location'),
    timesDistributed: integer('times_distributed').notNull().default(0),
    lastDistributedDate: timestamp('last_distributed_date', { withTimezone: true }),
    status: resourceStatus('status').notNull().default('AVAILABLE'),
    updatedBy: text('updated_by'),
    ...recordColumns,
  },
  (table) => [
    index('resource_title_idx').on(table.title, table.id),
    // Only the resources to reorder (the overview counts them): the condition compares two
    // columns, which no ordinary index can answer.
    index('resource_reorder_idx')
      .on(table.id)
      .where(
        sql`${table.reorderThreshold} is not null and ${table.quantity} <= ${table.reorderThreshold}`,
      ),
  ],
);

export type ResourceRow = typeof resource.$inferSelect;
