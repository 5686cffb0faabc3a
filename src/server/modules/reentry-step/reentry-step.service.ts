/**
 * The steps of clients' reentry plans (product.md §3.3.1, decision 068). Admins start a plan from
 * the template, add, change and remove steps. A volunteer sees the plans of the clients assigned to
 * them and works their steps: the status and the notes, nothing else. A step's owner is an admin or
 * the client's assigned volunteer. Marking a step done records the day.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { reentryStepDeclaration } from '../../../shared/domain/reentry/reentry-step.record';
import {
  reentryStepInputSchema,
  VOLUNTEER_STEP_FIELDS,
} from '../../../shared/domain/reentry/reentry-step.schema';
import { storedWithChanges } from '../../../shared/record/define-record';
import { isStaff, type Viewer } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import {
  createRecordService,
  restrictedViewer,
  type ServiceContext,
} from '../../db/record-service';
import { findRecord, insertRecord, writeChanges, type RecordType } from '../../db/records';
import { recordExists } from '../../db/references';
import { admin } from '../../db/schema/admin';
import type { ClientRow } from '../../db/schema/client';
import {
  reentryStep,
  reentryStepTemplate,
  type ReentryStepRow,
} from '../../db/schema/reentry-step';
import { AppError, fieldError, parseInput } from '../../errors';
import { refuseAnonymisedClient } from '../client/client-anonymised';
import { clientRecord } from '../client/client.service';
import { inTransaction, todayFor } from '../people/person-writes';

const REENTRY_STEP_ACCESS_MESSAGES = {
  clientNotFound: 'Client not found',
  ownerNotAllowed: "The owner must be an admin or the client's assigned volunteer",
  volunteerFields: "Volunteers can change only a step's status and notes",
  planExists: 'This client already has a reentry plan',
  emptyTemplate: 'The default plan has no steps: add some on the Reentry page first',
} as const;

const reentryStepRecord: RecordType<typeof reentryStep> = {
  name: 'ReentryStep',
  table: reentryStep,
  sortColumn: reentryStep.createdAt,
};

/** The steps of the clients assigned to the volunteer. */
const ofAssignedClients = (viewer: Viewer) =>
  sql`${reentryStep.clientId} in (select c.id from client c where c.assigned_volunteer_id = ${viewer.userId})`;

async function clientOf(db: DbExecutor, clientId: string): Promise<ClientRow> {
  const found = await findRecord(db, clientRecord, clientId);
  if (!found) throw fieldError('clientId', REENTRY_STEP_ACCESS_MESSAGES.clientNotFound);
  refuseAnonymisedClient(found);
  return found;
}

/** An admin, or the client's assigned volunteer (who alone of the volunteers sees the plan). */
async function checkOwner(db: DbExecutor, client: ClientRow, ownerId: string | null) {
  if (!ownerId || ownerId === client.assignedVolunteerId) return;
  if (!(await recordExists(db, admin, ownerId))) {
    throw fieldError('ownerId', REENTRY_STEP_ACCESS_MESSAGES.ownerNotAllowed);
  }
}

/** The day a step was done: kept while it stays done, today when it becomes done. */
function doneOnAfter(
  ctx: ServiceContext,
  status: string,
  before: Pick<ReentryStepRow, 'status' | 'doneOn'> | null,
) {
  if (status !== 'DONE') return null;
  return before?.status === 'DONE' ? before.doneOn : todayFor(ctx);
}

const baseService = createRecordService({
  record: reentryStepRecord,
  access: {
    readableWhere: (viewer) => (isStaff(viewer) ? undefined : ofAssignedClients(viewer)),
    // A volunteer reaches only the steps of their clients (readableWhere), and there changes
    // only the status and the notes (prepareUpdate).
    canUpdate: () => true,
    canDelete: (viewer) => isStaff(viewer),
  },
  prepareCreate: async (input, ctx) => {
    const values = parseInput(reentryStepInputSchema, { status: 'OPEN', ...input });
    const client = await clientOf(ctx.db, values.clientId);
    await checkOwner(ctx.db, client, values.ownerId);
    return { ...values, doneOn: doneOnAfter(ctx, values.status, null) };
  },
  prepareUpdate: async (current, sent, ctx) => {
    if (restrictedViewer(ctx.caller)) {
      const allowed: readonly string[] = VOLUNTEER_STEP_FIELDS;
      if (Object.keys(sent).some((field) => !allowed.includes(field))) {
        throw new AppError('FORBIDDEN', REENTRY_STEP_ACCESS_MESSAGES.volunteerFields);
      }
    }
    const values = parseInput(
      reentryStepInputSchema,
      storedWithChanges(reentryStepDeclaration, current, sent),
    );
    if (values.ownerId !== current.ownerId) {
      await checkOwner(ctx.db, await clientOf(ctx.db, current.clientId), values.ownerId);
    }
    return { ...values, doneOn: doneOnAfter(ctx, values.status, current) };
  },
});

export const reentryStepService = {
  ...baseService,

  /**
   * Starts a client's plan as a copy of the template, each step owned by the client's assigned
   * volunteer, and records that the client has a plan; all in one transaction, each audited.
   */
  startPlan(ctx: ServiceContext, clientId: string): Promise<ReentryStepRow[]> {
    return inTransaction(ctx, async (txCtx) => {
      const client = await findRecord(txCtx.db, clientRecord, clientId, { forUpdate: true });
      if (!client) throw new AppError('NOT_FOUND', REENTRY_STEP_ACCESS_MESSAGES.clientNotFound);
      refuseAnonymisedClient(client);
      const [existing] = await txCtx.db
        .select({ id: reentryStep.id })
        .from(reentryStep)
        .where(eq(reentryStep.clientId, clientId))
        .limit(1);
      if (existing)
        throw new AppError('VALIDATION_FAILED', REENTRY_STEP_ACCESS_MESSAGES.planExists);
      const template = await txCtx.db
        .select()
        .from(reentryStepTemplate)
        .orderBy(
          sql`${reentryStepTemplate.offsetDays} asc nulls last`,
          asc(reentryStepTemplate.createdAt),
        );
      if (template.length === 0) {
        throw new AppError('VALIDATION_FAILED', REENTRY_STEP_ACCESS_MESSAGES.emptyTemplate);
      }
      const steps: ReentryStepRow[] = [];
      for (const step of template) {
        steps.push(
          await insertRecord(txCtx.db, txCtx.actor, reentryStepRecord, {
            clientId,
            title: step.title,
            offsetDays: step.offsetDays,
            ownerId: client.assignedVolunteerId,
            status: 'OPEN',
          }),
        );
      }
      // The client's "reentry plan" answer now says they have one.
      if (client.reentryPlan !== true) {
        await writeChanges(txCtx.db, txCtx.actor, clientRecord, client, { reentryPlan: true });
      }
      return steps;
    });
  },
};
