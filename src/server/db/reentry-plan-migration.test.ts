/**
 * Migrations 0028 and 0037 give a programme the default reentry plan (product.md §3.3.1) and the
 * default checklist of papers (product.md §3.3.9) to start clients' plans from.
 */
import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_REENTRY_STEPS } from '../../shared/domain/reentry/default-plan';
import { DEFAULT_DOCUMENT_CHECKLIST } from '../../../tests/support/default-checklist';
import { openEmptyDatabase } from '../../../tests/support/empty-database';
import { reentryDocumentTemplate } from './schema/reentry-document-template-columns.generated';
import { reentryStepTemplate } from './schema/reentry-step';

const asSet = (rows: readonly object[]) => new Set(rows.map((row) => JSON.stringify(row)));

it('writes the default reentry plan and checklist of papers', async () => {
  const database = await openEmptyDatabase();
  try {
    await database.migrate();
    const steps = await database.db
      .select({ title: reentryStepTemplate.title, offsetDays: reentryStepTemplate.offsetDays })
      .from(reentryStepTemplate)
      .orderBy(asc(reentryStepTemplate.createdAt), asc(reentryStepTemplate.title));
    expect(asSet(steps)).toEqual(asSet(DEFAULT_REENTRY_STEPS));
    expect(steps).toHaveLength(DEFAULT_REENTRY_STEPS.length);
    const papers = await database.db
      .select({
        document: reentryDocumentTemplate.document,
        offsetDays: reentryDocumentTemplate.offsetDays,
      })
      .from(reentryDocumentTemplate);
    expect(asSet(papers)).toEqual(asSet(DEFAULT_DOCUMENT_CHECKLIST));
    expect(papers).toHaveLength(DEFAULT_DOCUMENT_CHECKLIST.length);
  } finally {
    await database.close();
  }
});
