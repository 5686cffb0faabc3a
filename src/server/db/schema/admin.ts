import { date, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ADMIN_ROLES } from '../../../shared/domain/admin/admin.enums';
import { user } from './auth';
import { recordColumns } from './columns';

export const adminRole = pgEnum('admin_role', ADMIN_ROLES);

/** An admin's record; its id is the account id (spec §3.1). */
export const admin = pgTable('admin', {
  id: text('id')
    .primaryKey()
    .references(() => user.id),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull().unique(),
  contactNumber: text('contact_number'),
  role: adminRole('role').notNull().default('ADMIN'),
  region: text('region'),
  dateJoined: date('date_joined', { mode: 'string' }).notNull().defaultNow(),
  lastActive: timestamp('last_active', { withTimezone: true }).notNull().defaultNow(),
  notes: text('notes'),
  ...recordColumns,
});
