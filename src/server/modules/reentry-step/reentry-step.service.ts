/**
 * The steps of clients' reentry plans (product.md §3.3.1, decision 068), kept by the rules of a
 * client's plan (reentry-plan/plan-record-service.ts): a volunteer changes a step's status and
 * notes. A step's owner is an admin or the client's assigned volunteer. Marking a step done records
 * the day. Starting a plan also starts the client's papers from the default checklist.
 */
import { reentryStepDeclaration } from '../../../shared/domain/reentry/reentry-step.record';
import type { ServiceContext } from '../../db/record-service';
import { writeChanges, type RecordType } from '../../db/records';
import { recordExists } from '../../db/references';
import { admin } from '../../db/schema/admin';
import type { ClientRow } from '../../db/schema/client';
import {
  reentryStep,
  reentryStepTemplate,
  type ReentryStepRow,
} from '../../db/schema/reentry-step';
import { fieldError } from '../../errors';
import { clientRecord } from '../client/client.service';
import { todayFor } from '../people/person-writes';
import { createPlanRecordService, startFromTemplate } from '../reentry-plan/plan-record-service';
import { reentryDocumentDeclaration } from '../../../shared/domain/reentry/reentry-document.record';
import { startFromDefaultList } from '../declared-record/declared-service';

const REENTRY_STEP_ACCESS_MESSAGES = {
  ownerNotAllowed: "The owner must be an admin or the client's assigned volunteer",
  planExists: 'This client already has a reentry plan',
  emptyTemplate: 'The default plan has no steps: add some on the Reentry page first',
} as const;

const reentryStepRecord: RecordType<typeof reentryStep> = {
  name: 'ReentryStep',
  table: reentryStep,
  sortColumn: reentryStep.createdAt,
};

/** An admin, or the client's assigned volunteer (who alone of the volunteers sees the plan). */
async function checkOwner(ctx: ServiceContext, client: ClientRow, ownerId: unknown) {
  if (!ownerId || ownerId === client.assignedVolunteerId) return;
  if (!(await recordExists(ctx.db, admin, String(ownerId)))) {
    throw fieldError('ownerId', REENTRY_STEP_ACCESS_MESSAGES.ownerNotAllowed);
  }
}

/** The day a step was done: kept while it stays done, today when it becomes done. */
function doneOnAfter(
  ctx: ServiceContext,
  status: unknown,
  before: Pick<ReentryStepRow, 'status' | 'doneOn'> | null,
) {
  if (status !== 'DONE') return null;
  return before?.status === 'DONE' ? before.doneOn : todayFor(ctx);
}

const baseService = createPlanRecordService({
  record: reentryStepRecord,
  declaration: reentryStepDeclaration,
  complete: async (values, client, before, ctx) => {
    if (!before || values.ownerId !== before.ownerId) {
      await checkOwner(ctx, await client(), values.ownerId);
    }
    return { ...values, doneOn: doneOnAfter(ctx, values.status, before) };
  },
});

export const reentryStepService = {
  ...baseService,

  /**
   * Starts a client's plan as a copy of the default plan, each step owned by the client's
   * assigned volunteer, with their papers from the default checklist (unless they have some),
   * and records that the client has a plan.
   */
  startPlan(ctx: ServiceContext, clientId: string): Promise<ReentryStepRow[]> {
    return startFromTemplate(ctx, clientId, {
      record: reentryStepRecord,
      template: reentryStepTemplate,
      templateOrder: reentryStepTemplate.offsetDays,
      fromTemplate: (step, client) => ({
        title: step.title,
        offsetDays: step.offsetDays,
        ownerId: client.assignedVolunteerId,
        status: 'OPEN',
      }),
      messages: {
        exists: REENTRY_STEP_ACCESS_MESSAGES.planExists,
        emptyTemplate: REENTRY_STEP_ACCESS_MESSAGES.emptyTemplate,
      },
      then: async (txCtx, client) => {
        await startFromDefaultList(txCtx, reentryDocumentDeclaration, client.id, {
          unlessStarted: true,
        });
        // The client's "reentry plan" answer now says they have one.
        if (client.reentryPlan !== true) {
          await writeChanges(txCtx.db, txCtx.actor, clientRecord, client, { reentryPlan: true });
        }
      },
    });
  },
};
