import { date, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_KINDS } from '../../../shared/domain/contact-log/contact-log.enums';
import { user } from './auth';
import { client } from './client';
import { generatedId, recordColumns } from './columns';

export const contactKind = pgEnum('contact_kind', CONTACT_KINDS);

/** A visit, call, letter or message between a volunteer and a client (decisions §3). */
export const contactLog = pgTable(
  'contact_log',
  {
    id: generatedId(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => client.id),
    volunteerId: text('volunteer_id')
      .notNull()
      .references(() => user.id),
    date: date('date', { mode: 'string' }).notNull(),
    kind: contactKind('kind').notNull(),
    notes: text('notes'),
    ...recordColumns,
  },
  (table) => [index('contact_log_client_idx').on(table.clientId, table.date)],
);

export type ContactLogRow = typeof contactLog.$inferSelect;
