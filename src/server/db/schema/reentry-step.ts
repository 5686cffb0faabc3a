import { index, pgTable } from 'drizzle-orm/pg-core';
import { generatedId, recordColumns } from './columns';
import { reentryStepColumns } from './reentry-step-columns.generated';
import { reentryStepTemplateColumns } from './reentry-step-template-columns.generated';

/**
 * The steps of clients' reentry plans (product.md §3.3.1): the declared fields' columns (generated
 * from shared/domain/reentry/reentry-step.record.ts), bookkeeping, a client's plan's index and the
 * open steps' index for the overdue counts.
 */
export const reentryStep = pgTable(
  'reentry_step',
  {
    id: generatedId(),
    ...reentryStepColumns,
    ...recordColumns,
  },
  (table) => [
    index('reentry_step_client_idx').on(table.clientId),
    index('reentry_step_owner_idx').on(table.ownerId, table.status),
  ],
);

export type ReentryStepRow = typeof reentryStep.$inferSelect;

/** The programme's default plan, which a client's plan starts from (migration 0028 fills it). */
export const reentryStepTemplate = pgTable('reentry_step_template', {
  id: generatedId(),
  ...reentryStepTemplateColumns,
  ...recordColumns,
});

export type ReentryStepTemplateRow = typeof reentryStepTemplate.$inferSelect;
