import { index, pgTable } from 'drizzle-orm/pg-core';
import { clientConsentColumns } from './client-consent-columns.generated';
import { generatedId, recordColumns } from './columns';

/**
 * Clients' consents given and withdrawn (product.md §3.3.4, decision 072): the declared fields'
 * columns (generated from shared/domain/client/client-consent.record.ts) and bookkeeping, whose
 * `createdBy` and `createdAt` say who recorded each and when.
 */
export const clientConsent = pgTable(
  'client_consent',
  {
    id: generatedId(),
    ...clientConsentColumns,
    ...recordColumns,
  },
  (table) => [index('client_consent_client_idx').on(table.clientId, table.kind, table.decidedOn)],
);

export type ClientConsentRow = typeof clientConsent.$inferSelect;
