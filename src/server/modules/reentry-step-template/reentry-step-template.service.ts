/**
 * The programme's default reentry plan (product.md §3.3.1): admins keep its steps; a client's plan
 * starts as a copy (reentry-step.service.ts startPlan), so changing the template changes no plan
 * already started.
 */
import { reentryStepTemplateDeclaration } from '../../../shared/domain/reentry/reentry-step-template.record';
import { reentryStepTemplate } from '../../db/schema/reentry-step';
import { createDefaultListService } from '../reentry-plan/plan-record-service';

export const reentryStepTemplateService = createDefaultListService({
  record: {
    name: 'ReentryStepTemplate',
    table: reentryStepTemplate,
    sortColumn: reentryStepTemplate.createdAt,
  },
  declaration: reentryStepTemplateDeclaration,
});
