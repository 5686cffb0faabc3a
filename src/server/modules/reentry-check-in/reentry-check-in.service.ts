/**
 * Check-ins after clients' releases (product.md §3.3.2, decision 070). The assigned volunteer or an
 * admin records one of the 30, 90 and 180-day check-ins of a client in the community: it keeps the
 * release it follows, and a client who returned to custody is moved back in (incarcerated, at the
 * facility named) in the same transaction, the change audited, the earlier release kept on the
 * check-in and in the client's History.
 */
import { sql } from 'drizzle-orm';
import { checkInLabel } from '../../../shared/domain/reentry/check-ins';
import { reentryCheckInDeclaration } from '../../../shared/domain/reentry/reentry-check-in.record';
import { reentryCheckInInputSchema } from '../../../shared/domain/reentry/reentry-check-in.schema';
import { storedWithChanges } from '../../../shared/record/define-record';
import { isStaff, type Viewer } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import { createRecordService, type ServiceContext } from '../../db/record-service';
import { insertRecord, writeChanges, type RecordType } from '../../db/records';
import { recordExists } from '../../db/references';
import type { ClientRow } from '../../db/schema/client';
import { facility } from '../../db/schema/facility';
import { reentryCheckIn, type ReentryCheckInRow } from '../../db/schema/reentry-check-in';
import { AppError, fieldError, parseInput } from '../../errors';
import { refuseBesideAnonymisedClient } from '../client/client-anonymised';
import { lockClientFor } from '../client/client-lock';
import { refuseWithoutConsentToBeServed } from '../client/client-served';
import { clientRecord } from '../client/client.service';
import { inTransaction, todayFor } from '../people/person-writes';

const CHECK_IN_ACCESS_MESSAGES = {
  clientNotFound: 'Client not found',
  notReleased:
    'Check-ins follow a release: this client is not in the community with a release date',
  beforeRelease: 'Check-in date cannot be before the release date',
  inFuture: 'Check-in date cannot be in the future',
  facilityNotFound: 'Facility not found',
  recorded: (label: string) => `This client's ${label} for this release is already recorded`,
} as const;

const reentryCheckInRecord: RecordType<typeof reentryCheckIn> = {
  name: 'ReentryCheckIn',
  table: reentryCheckIn,
  sortColumn: reentryCheckIn.heldOn,
};

const ONCE_PER_RELEASE = new Set(['reentry_check_in_once_idx']);

/** The check-ins of the clients assigned to the volunteer, as a plan's steps are. */
const ofAssignedClients = (viewer: Viewer) =>
  sql`${reentryCheckIn.clientId} in (select c.id from client c where c.assigned_volunteer_id = ${viewer.userId})`;

/** The client, when the caller may record their check-ins (an admin, or their volunteer). */
const clientFor = (ctx: ServiceContext, clientId: string): Promise<ClientRow> =>
  lockClientFor(ctx, clientId, {
    volunteerMay: (volunteer, client) => client.assignedVolunteerId === volunteer.userId,
    notFound: fieldError('clientId', CHECK_IN_ACCESS_MESSAGES.clientNotFound),
  });

function checkHeldOn(ctx: ServiceContext, heldOn: string, releaseDate: string | null) {
  if (releaseDate && heldOn < releaseDate) {
    throw fieldError('heldOn', CHECK_IN_ACCESS_MESSAGES.beforeRelease);
  }
  if (heldOn > todayFor(ctx)) throw fieldError('heldOn', CHECK_IN_ACCESS_MESSAGES.inFuture);
}

/** Back in custody: where the client lives follows, as the client form would save it. */
async function moveBackIntoCustody(
  db: DbExecutor,
  ctx: ServiceContext,
  client: ClientRow,
  at: string,
) {
  await writeChanges(db, ctx.actor, clientRecord, client, {
    incarcerated: true,
    facilityId: at,
    // The release now past is kept on the check-in; a new expected day is not known yet.
    releaseDate: null,
    currentAddress: null,
    employmentStatus: null,
    housingStatus: null,
    communitySupport: [],
  });
}

const baseService = createRecordService({
  record: reentryCheckInRecord,
  access: {
    readableWhere: (viewer) => (isStaff(viewer) ? undefined : ofAssignedClients(viewer)),
    canUpdate: () => true,
    canDelete: (viewer) => isStaff(viewer),
  },
  // Creating goes through recordCheckIn below (a transaction with the client's move).
  prepareCreate: () => {
    throw new AppError('FORBIDDEN');
  },
  prepareUpdate: async (current, sent, ctx) => {
    await refuseBesideAnonymisedClient(ctx.db, current.clientId);
    const values = parseInput(
      reentryCheckInInputSchema,
      storedWithChanges(reentryCheckInDeclaration, current, sent),
    );
    checkHeldOn(ctx, values.heldOn, current.releaseDate);
    // Which check-in, the return to custody and its facility are kept as recorded.
    return {
      heldOn: values.heldOn,
      housingStatus: values.housingStatus,
      employmentStatus: values.employmentStatus,
      communitySupport: values.communitySupport,
      notes: values.notes,
    };
  },
});

export const reentryCheckInService = {
  ...baseService,

  /**
   * Changes a check-in in one transaction, so that the check of its client (not anonymised,
   * prepareUpdate) reads through the same connection as the change.
   */
  update(
    ctx: ServiceContext,
    input: { id: string; expectedVersion: number } & Record<string, unknown>,
  ): Promise<ReentryCheckInRow> {
    return inTransaction(ctx, (txCtx) => baseService.update(txCtx, input));
  },

  /** Records a check-in; a return to custody moves the client back in, all or nothing. */
  create(ctx: ServiceContext, input: Record<string, unknown>): Promise<ReentryCheckInRow> {
    // The check-in date is today when left out, as the API documents (record-graphql.ts).
    const values = parseInput(reentryCheckInInputSchema, {
      ...input,
      heldOn: input.heldOn ?? todayFor(ctx),
    });
    return inTransaction(ctx, async (txCtx) => {
      const client = await clientFor(txCtx, values.clientId);
      refuseWithoutConsentToBeServed(client);
      if (client.incarcerated || !client.releaseDate) {
        throw fieldError('clientId', CHECK_IN_ACCESS_MESSAGES.notReleased);
      }
      checkHeldOn(txCtx, values.heldOn, client.releaseDate);
      if (values.facilityId && !(await recordExists(txCtx.db, facility, values.facilityId))) {
        throw fieldError('facilityId', CHECK_IN_ACCESS_MESSAGES.facilityNotFound);
      }
      const row = await insertRecord(txCtx.db, txCtx.actor, reentryCheckInRecord, {
        ...values,
        releaseDate: client.releaseDate,
      });
      if (values.returnedToCustody)
        await moveBackIntoCustody(txCtx.db, txCtx, client, values.facilityId!);
      return row;
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, ONCE_PER_RELEASE)) {
        throw fieldError(
          'checkpoint',
          CHECK_IN_ACCESS_MESSAGES.recorded(checkInLabel(values.checkpoint)),
        );
      }
      throw error;
    });
  },
};
