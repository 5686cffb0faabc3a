/**
 * ResourceRequest rules (product.md §12–§13). Admins: everything, plus approve, deny and fulfil.
 * Volunteers: create (as themselves), read their own, update their own while PENDING.
 * The status changes only through the actions; fulfilling takes the quantity out of the stock
 * in the same transaction, under row locks, and is refused when the stock is too small.
 * Once an action has committed, the requester is told by e-mail (resource-request-mail.ts).
 */
import { resourceRequestDeclaration } from '../../../shared/domain/resource-request/resource-request.record';
import { storedWithChanges } from '../../../shared/record/define-record';
import { eq } from 'drizzle-orm';
import { optionalText } from '../../../shared/domain/common/text';
import { statusFollowingStock } from '../../../shared/domain/resource/resource.rules';
import {
  RESOURCE_REQUEST_DEFAULTS,
  resourceRequestInputSchema,
  stockProblem,
} from '../../../shared/domain/resource-request/resource-request.schema';
import type { ResourceRequestStatus } from '../../../shared/domain/resource-request/resource-request.enums';
import { recordAudit } from '../../audit/audit';
import { isStaff, type Viewer } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import { createRecordService, sentFields, type ServiceContext } from '../../db/record-service';
import { findRecord, type RecordType } from '../../db/records';
import { admin } from '../../db/schema/admin';
import { user } from '../../db/schema/auth';
import { facility } from '../../db/schema/facility';
import { resource } from '../../db/schema/resource';
import { resourceRequest, type ResourceRequestRow } from '../../db/schema/resource-request';
import { volunteer } from '../../db/schema/volunteer';
import { AppError, parseInput, fieldError, formError } from '../../errors';
import { resourceRecord } from '../resource/resource.service';
import { runRecordAction } from '../../db/record-action';
import { requireRecord } from '../../db/references';
import { tellRequester } from './resource-request-mail';

const resourceRequestRecord: RecordType<typeof resourceRequest> = {
  name: 'ResourceRequest',
  table: resourceRequest,
  sortColumn: resourceRequest.requestDate,
};

const RESOURCE_REQUEST_MESSAGES = {
  resourceNotFound: 'Resource not found',
  facilityNotFound: 'Facility not found',
  fulfilledQuantity: 'The quantity of a fulfilled request cannot be changed',
} as const;

const STATUS_WORDS: Record<ResourceRequestStatus, string> = {
  PENDING: 'pending',
  APPROVED: 'approved',
  DENIED: 'denied',
  FULFILLED: 'fulfilled',
};

function refuseStatus(current: ResourceRequestRow, allowed: ResourceRequestStatus[], verb: string) {
  if (allowed.includes(current.status)) return;
  const from = allowed.map((status) => STATUS_WORDS[status]).join(' or ');
  throw formError(
    `This request is ${STATUS_WORDS[current.status]}: only ${from} requests can be ${verb}.`,
  );
}

/** The requester's name as their record gives it (volunteer, then admin), else the account's. */
async function requesterNameFor(db: DbExecutor, accountId: string): Promise<string> {
  for (const table of [volunteer, admin]) {
    const [person] = await db
      .select({ firstName: table.firstName, lastName: table.lastName })
      .from(table)
      .where(eq(table.id, accountId))
      .limit(1);
    if (person) return `${person.firstName} ${person.lastName}`.trim();
  }
  const [account] = await db.select({ name: user.name }).from(user).where(eq(user.id, accountId));
  if (!account) throw fieldError('requesterId', 'Requester not found');
  return account.name;
}

/** The stock must cover the request: 'Only N in stock' under the quantity otherwise. */
function requireStock(quantity: number, inStock: number): void {
  const problem = stockProblem(quantity, inStock);
  if (problem) throw fieldError('quantity', problem);
}

async function checkReferences(db: DbExecutor, values: Record<string, unknown>, quantity: number) {
  const resourceId = values.resourceId as string;
  const stocked = await findRecord(db, resourceRecord, resourceId);
  if (!stocked) throw fieldError('resourceId', RESOURCE_REQUEST_MESSAGES.resourceNotFound);
  await requireRecord(
    db,
    facility,
    values.facilityId as string | null | undefined,
    'facilityId',
    RESOURCE_REQUEST_MESSAGES.facilityNotFound,
  );
  requireStock(quantity, stocked.quantity);
}

const ownRequests = (viewer: Viewer) =>
  isStaff(viewer) ? undefined : eq(resourceRequest.requesterId, viewer.userId);

const mayUpdate = (viewer: Viewer, row: ResourceRequestRow) =>
  isStaff(viewer) || row.status === 'PENDING';

const baseService = createRecordService({
  record: resourceRequestRecord,
  access: {
    readableWhere: ownRequests,
    canUpdate: mayUpdate,
    canDelete: (viewer) => isStaff(viewer),
  },
  prepareCreate: async (input, ctx) => {
    // The requester is whoever asks; scripts (the system) name one.
    const { requesterId: named, ...given } = input;
    const values = parseInput(resourceRequestInputSchema, {
      ...RESOURCE_REQUEST_DEFAULTS,
      ...given,
    });
    const requesterId = ctx.caller === 'system' ? named : ctx.caller.userId;
    if (typeof requesterId !== 'string') throw fieldError('requesterId', 'Requester is required');
    await checkReferences(ctx.db, values, values.quantity);
    return {
      ...values,
      requesterId,
      requesterName: await requesterNameFor(ctx.db, requesterId),
      status: 'PENDING' as const,
      // Set here, not by the database: the paging cursor keeps milliseconds, not microseconds.
      requestDate: new Date(),
      fulfillmentDate: null,
      fulfilledBy: null,
    };
  },
  prepareUpdate: (current, sent) => {
    const values = parseInput(
      resourceRequestInputSchema,
      storedWithChanges(resourceRequestDeclaration, current, sent),
    );
    if (current.status === 'FULFILLED' && values.quantity !== current.quantity) {
      throw fieldError('quantity', RESOURCE_REQUEST_MESSAGES.fulfilledQuantity);
    }
    // The resource of a request is fixed: asking for another one is a new request.
    return { facilityId: values.facilityId, quantity: values.quantity, notes: values.notes };
  },
});

interface ActionArgs {
  expectedVersion?: number | null;
  notes?: string | null;
}

function parseNotes(notes: string | null | undefined) {
  return notes === undefined || notes === null ? {} : { notes: parseInput(optionalText(), notes) };
}

/**
 * Follows a status action, once it has committed: e-mails the requester, then gives back the
 * request. A refused or rolled back action never gets here, so it sends nothing; a failed e-mail
 * is logged and leaves the change in place.
 */
const toldRequester =
  (ctx: ServiceContext) =>
  async (changed: ResourceRequestRow): Promise<ResourceRequestRow> => {
    await tellRequester(ctx, changed);
    return changed;
  };

export const resourceRequestService = {
  ...baseService,

  async update(
    ctx: ServiceContext,
    input: { id: string; expectedVersion: number } & Record<string, unknown>,
  ): Promise<ResourceRequestRow> {
    // Checked before the update's transaction (the embedded driver runs one at a time); the
    // stock is checked again, under lock, when the request is fulfilled.
    const stored = await baseService.get(ctx.db, ctx.caller, input.id);
    const sent = sentFields(input);
    const checked =
      stored !== null &&
      stored.status !== 'FULFILLED' &&
      (ctx.caller === 'system' || mayUpdate(ctx.caller, stored)) &&
      (sent.quantity !== undefined || sent.facilityId !== undefined);
    if (checked) {
      const quantity = typeof sent.quantity === 'number' ? sent.quantity : stored.quantity;
      await checkReferences(ctx.db, { ...stored, ...sent }, quantity);
    }
    return baseService.update(ctx, input);
  },

  approve(ctx: ServiceContext, id: string, args: ActionArgs): Promise<ResourceRequestRow> {
    return runRecordAction(ctx, resourceRequestRecord, { id, ...args }, (current) => {
      refuseStatus(current, ['PENDING'], 'approved');
      return { status: 'APPROVED' as const, ...parseNotes(args.notes) };
    }).then(toldRequester(ctx));
  },

  deny(ctx: ServiceContext, id: string, args: ActionArgs): Promise<ResourceRequestRow> {
    return runRecordAction(ctx, resourceRequestRecord, { id, ...args }, (current) => {
      refuseStatus(current, ['PENDING', 'APPROVED'], 'denied');
      return { status: 'DENIED' as const, ...parseNotes(args.notes) };
    }).then(toldRequester(ctx));
  },

  /**
   * Fulfils a request: the request row, then its resource's row, are locked, so two fulfilments
   * that together exceed the stock are applied one after the other and the second is refused.
   */
  fulfil(ctx: ServiceContext, id: string, args: ActionArgs): Promise<ResourceRequestRow> {
    return runRecordAction(ctx, resourceRequestRecord, { id, ...args }, async (current, tx) => {
      refuseStatus(current, ['PENDING', 'APPROVED'], 'fulfilled');
      const stocked = await findRecord(tx, resourceRecord, current.resourceId, {
        forUpdate: true,
      });
      if (!stocked) throw new AppError('NOT_FOUND', RESOURCE_REQUEST_MESSAGES.resourceNotFound);
      requireStock(current.quantity, stocked.quantity);
      const now = new Date();
      const left = stocked.quantity - current.quantity;
      const [updated] = await tx
        .update(resource)
        .set({
          quantity: left,
          status: statusFollowingStock({ ...stocked, quantity: left }),
          timesDistributed: stocked.timesDistributed + current.quantity,
          lastDistributedDate: now,
          updatedBy: ctx.actor.id,
          version: stocked.version + 1,
          updatedAt: now,
        })
        .where(eq(resource.id, stocked.id))
        .returning();
      await recordAudit(tx, ctx.actor, {
        recordType: resourceRecord.name,
        recordId: stocked.id,
        before: stocked,
        after: updated ?? null,
      });
      return { status: 'FULFILLED' as const, fulfillmentDate: now, fulfilledBy: ctx.actor.id };
    }).then(toldRequester(ctx));
  },
};
