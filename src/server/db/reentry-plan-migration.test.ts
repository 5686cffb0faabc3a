/**
 * Migration 0028 gives a programme the default reentry plan (product.md §3.3.1) to start plans
 * from.
 */
import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_REENTRY_STEPS } from '../../shared/domain/reentry/default-plan';
import { openEmptyDatabase } from '../../../tests/support/empty-database';
import { reentryStepTemplate } from './schema/reentry-step';

it('writes the default reentry plan into the template', async () => {
  const database = await openEmptyDatabase();
  try {
    await database.migrate();
    const template = await database.db
      .select({ title: reentryStepTemplate.title, offsetDays: reentryStepTemplate.offsetDays })
      .from(reentryStepTemplate)
      .orderBy(asc(reentryStepTemplate.createdAt), asc(reentryStepTemplate.title));
    expect(new Set(template.map((step) => JSON.stringify(step)))).toEqual(
      new Set(DEFAULT_REENTRY_STEPS.map((step) => JSON.stringify(step))),
    );
    expect(template).toHaveLength(DEFAULT_REENTRY_STEPS.length);
  } finally {
    await database.close();
  }
});
