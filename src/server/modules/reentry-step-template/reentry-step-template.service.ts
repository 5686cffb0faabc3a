/**
 * The programme's default reentry plan (product.md §3.3.1): admins keep its steps; a client's plan
 * starts as a copy (reentry-step.service.ts startPlan), so changing the template changes no plan
 * already started.
 */
import { reentryStepTemplateDeclaration } from '../../../shared/domain/reentry/reentry-step-template.record';
import { reentryStepTemplateInputSchema } from '../../../shared/domain/reentry/reentry-step.schema';
import { storedWithChanges } from '../../../shared/record/define-record';
import { createRecordService } from '../../db/record-service';
import type { RecordType } from '../../db/records';
import { reentryStepTemplate } from '../../db/schema/reentry-step';
import { parseInput } from '../../errors';

const templateRecord: RecordType<typeof reentryStepTemplate> = {
  name: 'ReentryStepTemplate',
  table: reentryStepTemplate,
  sortColumn: reentryStepTemplate.createdAt,
};

export const reentryStepTemplateService = createRecordService({
  record: templateRecord,
  prepareCreate: (input) => parseInput(reentryStepTemplateInputSchema, input),
  prepareUpdate: (current, sent) =>
    parseInput(
      reentryStepTemplateInputSchema,
      storedWithChanges(reentryStepTemplateDeclaration, current, sent),
    ),
});
