import { doublePrecision, index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import {
  FACILITY_STATUSES,
  FACILITY_TYPES,
  SECURITY_LEVELS,
} from '../../../shared/domain/facility/facility.enums';
import { generatedId, recordColumns } from './columns';

export const facilityType = pgEnum('facility_type', FACILITY_TYPES);
export const securityLevel = pgEnum('security_level', SECURITY_LEVELS);
export const facilityStatus = pgEnum('facility_status', FACILITY_STATUSES);

export const facility = pgTable(
  'facility',
  {
    id: generatedId(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    type: facilityType('type').notNull().default('STATE_PRISON'),
    securityLevel: securityLevel('security_level').notNull().default('MINIMUM'),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    region: text('region').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactNumber: text('contact_number').notNull(),
    email: text('email').notNull(),
    status: facilityStatus('status').notNull().default('ACTIVE'),
    operatingHours: text('operating_hours').notNull(),
    notes: text('notes'),
    facilities: text('facilities').array().notNull().default([]),
    visitationRules: text('visitation_rules'),
    itemRestrictions: text('item_restrictions'),
    ...recordColumns,
  },
  (table) => [index('facility_name_idx').on(table.name, table.id)],
);

export type FacilityRow = typeof facility.$inferSelect;
