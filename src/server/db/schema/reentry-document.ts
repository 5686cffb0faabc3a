import { index, pgTable } from 'drizzle-orm/pg-core';
import { generatedId, recordColumns } from './columns';
import { reentryDocumentColumns } from './reentry-document-columns.generated';
import { reentryDocumentTemplateColumns } from './reentry-document-template-columns.generated';

/**
 * Clients' papers (product.md §3.3.9): the declared fields' columns (generated from
 * shared/domain/reentry/reentry-document.record.ts), bookkeeping, and a client's checklist's index.
 */
export const reentryDocument = pgTable(
  'reentry_document',
  {
    id: generatedId(),
    ...reentryDocumentColumns,
    ...recordColumns,
  },
  (table) => [index('reentry_document_client_idx').on(table.clientId, table.document)],
);

export type ReentryDocumentRow = typeof reentryDocument.$inferSelect;

/** The programme's default checklist, which a client's papers start from. */
export const reentryDocumentTemplate = pgTable('reentry_document_template', {
  id: generatedId(),
  ...reentryDocumentTemplateColumns,
  ...recordColumns,
});

export type ReentryDocumentTemplateRow = typeof reentryDocumentTemplate.$inferSelect;
