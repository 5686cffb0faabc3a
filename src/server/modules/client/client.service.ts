/**
 * Client rules (product.md §3.3, §5.2, §7.1; product.md §11–§13). Admins: everything. Volunteers create
 * clients, and read and update the clients assigned to them or created by them; only admins
 * delete. The client id is generated (C-00001, …) when left empty and is unique. A client with
 * an e-mail has a sign-in account in group Clients, kept in step in the same transaction.
 */
import { eq, or, sql } from 'drizzle-orm';
import { clientDeclaration } from '../../../shared/domain/client/client.record';
import { clientDefaults, makeClientInputSchema } from '../../../shared/domain/client/client.schema';
import { storedWithChanges } from '../../../shared/record/define-record';
import type { Actor } from '../../audit/audit';
import { deleteRecordsBesideClient } from './records-beside-client';
import { pendingInvitation } from '../../auth/invitation';
import { isStaff, type Viewer } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import {
  createRecordService,
  type Caller,
  type CountOptions,
  type ListOptions,
  type ServiceContext,
  restrictedViewer,
} from '../../db/record-service';
import { findRecord, writeChanges, type RecordType } from '../../db/records';
import { client, type ClientRow } from '../../db/schema/client';
import { isCalendarDate } from '../../../shared/domain/common/dates';
import { recordConsentsOfNewClient } from '../client-consent/client-consent-record';
import { refuseNewProgramsWithoutConsent } from './client-served';
import { checkInDue } from '../reentry-check-in/check-ins-due';
import { releasedWithoutId } from '../reentry-document/released-without-id';
import { stepOverdue } from '../reentry-step/steps-overdue';
import { facility } from '../../db/schema/facility';
import { volunteer } from '../../db/schema/volunteer';
import { AppError, parseInput } from '../../errors';
import {
  deleteAccountOrRefuse,
  inTransaction,
  inviteAccount,
  todayFor,
} from '../people/person-writes';
import { asClientIdConflict, resolveClientId, syncClientAccount } from './client-identity';
import { recordClientView } from './client-view';
import { refuseAnonymisedChange } from './client-anonymised';
import { checkFilterFields, withoutWithheldFields } from './client-sensitive';
import { requireRecords, type Reference } from '../../db/references';
import { byColumn, byOptionalColumn, byOptionalValue } from '../../db/ordering';
import { byVolunteerName, NO_DATE } from '../../db/sort-fields';

const CLIENT_ACCESS_MESSAGES = {
  assignment: 'Volunteers can assign clients only to themselves.',
  facilityNotFound: 'Facility not found',
  volunteerNotFound: 'Volunteer not found',
} as const;

export const clientRecord: RecordType<typeof client> = {
  name: 'Client',
  table: client,
  sortColumn: client.preferredName,
  // The table's sortable columns (product.md §2.2, decision 050).
  sortFields: {
    PREFERRED_NAME: byColumn(client.preferredName),
    CLIENT_ID: byColumn(client.clientId),
    // Where they are: the facility's name while in custody; Community last.
    LOCATION: byOptionalValue(
      'location',
      sql`(case when ${client.incarcerated} then (select ${facility.name} from ${facility} where ${facility.id} = ${client.facilityId}) end)`,
      sql`''`,
    ),
    VOLUNTEER: byVolunteerName(client.assignedVolunteerId),
    FOLLOW_UP_DATE: byOptionalColumn(client.followUpDate, NO_DATE),
    RELEASE_DATE: byOptionalColumn(client.releaseDate, NO_DATE),
    STATUS: byColumn(client.status),
  },
  searchColumns: [
    client.preferredName,
    client.firstName,
    client.lastName,
    client.email,
    client.clientId,
    // Staff look a client up by the number a facility quotes (decision 097).
    client.inmateNumber,
  ],
  listConditions: {
    reentryStepsOverdueOn: {
      description:
        "'YYYY-MM-DD': clients with an OPEN reentry step whose day (release date + offsetDays) is before that day (the overview's clientsWithOverdueSteps)",
      where: (day) =>
        isCalendarDate(day)
          ? sql`exists (select 1 from reentry_step s where s.client_id = ${client.id}
              and ${stepOverdue('s', client.releaseDate, day)})`
          : sql`false`,
    },
    releasedWithoutIdOn: {
      description:
        "'YYYY-MM-DD': clients in the community released in the 30 days up to that day without a State ID or driver's licence in hand (the overview's releasedWithoutId)",
      where: (day) => (isCalendarDate(day) ? releasedWithoutId(client, day) : sql`false`),
    },
    checkInsDueOn: {
      description:
        "'YYYY-MM-DD': clients in the community with a check-in after release whose day (release date + 30, 90 or 180) has come by that day and none recorded for this release (the overview's clientsWithCheckInsDue)",
      where: (day) => (isCalendarDate(day) ? checkInDue(client, day) : sql`false`),
    },
  },
};

/** Clients assigned to the volunteer or created by them: theirs to read and update. */
export function isOwnClient(
  viewer: Viewer,
  row: Pick<ClientRow, 'assignedVolunteerId' | 'createdBy'>,
) {
  return row.assignedVolunteerId === viewer.userId || row.createdBy === viewer.userId;
}

/** The same rule in SQL. */
function ownClientsWhere(viewer: Viewer) {
  return or(eq(client.assignedVolunteerId, viewer.userId), eq(client.createdBy, viewer.userId));
}

/** A volunteer may leave the assignment as it is, or assign the client to themselves. */
function checkAssignment(caller: Caller, sent: unknown, current: string | null) {
  const viewer = restrictedViewer(caller);
  if (!viewer || sent === undefined) return;
  const wanted = sent === '' ? null : sent;
  if (wanted !== current && wanted !== viewer.userId) {
    throw new AppError('FORBIDDEN', CLIENT_ACCESS_MESSAGES.assignment);
  }
}

async function facilitiesExist(db: DbExecutor): Promise<boolean> {
  return (await db.select({ id: facility.id }).from(facility).limit(1)).length > 0;
}

// Built once per variant: zod compiles a schema on its first use, which costs more than a parse.
const CLIENT_INPUT_SCHEMAS = {
  withFacilities: makeClientInputSchema({ facilitiesExist: true }),
  withoutFacilities: makeClientInputSchema({ facilitiesExist: false }),
};

async function parseClient(db: DbExecutor, input: Record<string, unknown>) {
  // Whether facilities exist matters only to an incarcerated client without a facility.
  const facilityRuleApplies = input.incarcerated !== false && !input.facilityId;
  const schema =
    !facilityRuleApplies || (await facilitiesExist(db))
      ? CLIENT_INPUT_SCHEMAS.withFacilities
      : CLIENT_INPUT_SCHEMAS.withoutFacilities;
  return parseInput(schema, input);
}

type ClientValues = Awaited<ReturnType<typeof parseClient>>;

/** The facility and volunteer named must exist (only checked when they change). */
async function checkReferences(db: DbExecutor, values: ClientValues, current: ClientRow | null) {
  const references: Reference[] = [];
  if (values.facilityId !== (current?.facilityId ?? null)) {
    references.push({
      table: facility,
      id: values.facilityId,
      field: 'facilityId',
      message: CLIENT_ACCESS_MESSAGES.facilityNotFound,
    });
  }
  if (values.assignedVolunteerId !== (current?.assignedVolunteerId ?? null)) {
    references.push({
      table: volunteer,
      id: values.assignedVolunteerId,
      field: 'assignedVolunteerId',
      message: CLIENT_ACCESS_MESSAGES.volunteerNotFound,
    });
  }
  await requireRecords(db, references);
}

/**
 * What an update learns on its way: the client as it was (read under the row lock), and the
 * accounts it left without a client, deleted once the client row is written.
 */
type ClientWriteContext = ServiceContext & { before?: ClientRow; orphanedAccounts?: string[] };

const baseService = createRecordService({
  record: clientRecord,
  access: {
    readableWhere: (viewer) => (isStaff(viewer) ? undefined : ownClientsWhere(viewer)),
    canUpdate: (viewer, row) => isStaff(viewer) || isOwnClient(viewer, row),
    canDelete: (viewer) => isStaff(viewer),
  },
  prepareCreate: async (sent, ctx) => {
    const input = withoutWithheldFields(ctx.caller, null, sent);
    checkAssignment(ctx.caller, input.assignedVolunteerId, null);
    // A volunteer's new client is assigned to them unless they say otherwise.
    const mine = restrictedViewer(ctx.caller)?.userId;
    const values = await parseClient(ctx.db, {
      ...clientDefaults(todayFor(ctx)),
      ...(mine ? { assignedVolunteerId: mine } : {}),
      ...input,
    });
    await checkReferences(ctx.db, values, null);
    const clientId = await resolveClientId(ctx.db, values.clientId, null);
    const { accountId } = await syncClientAccount(ctx.db, null, values);
    return { ...values, clientId, accountId };
  },
  prepareUpdate: async (current, everything, ctx: ClientWriteContext) => {
    refuseAnonymisedChange(current);
    ctx.before = current;
    const sent = withoutWithheldFields(ctx.caller, current, everything);
    checkAssignment(ctx.caller, sent.assignedVolunteerId, current.assignedVolunteerId);
    const values = await parseClient(ctx.db, storedWithChanges(clientDeclaration, current, sent));
    refuseNewProgramsWithoutConsent(current, values.programsAttended);
    await checkReferences(ctx.db, values, current);
    const clientId = await resolveClientId(ctx.db, values.clientId, current);
    const { accountId, orphaned } = await syncClientAccount(ctx.db, current, values);
    if (orphaned) ctx.orphanedAccounts?.push(orphaned);
    return { ...values, clientId, accountId };
  },
});

/**
 * Records a contact with the client on `date` (product.md §12: contact logs): the client's last
 * contact date moves to it when it is later, as an audited update of the client.
 */
export async function recordClientContact(
  db: DbExecutor,
  actor: Actor,
  clientId: string,
  date: string,
): Promise<void> {
  const current = await findRecord(db, clientRecord, clientId, { forUpdate: true });
  if (!current || (current.lastContactDate !== null && current.lastContactDate >= date)) return;
  await writeChanges(db, actor, clientRecord, current, { lastContactDate: date });
}

export const clientService = {
  ...baseService,

  list(db: DbExecutor, caller: Caller, args: ListOptions) {
    checkFilterFields(caller, args.filter);
    return baseService.list(db, caller, args);
  },

  count(db: DbExecutor, caller: Caller, args: CountOptions) {
    checkFilterFields(caller, args.filter);
    return baseService.count(db, caller, args);
  },

  /** One client, as the API's getClient reads it: a person's read is logged (client-view.ts). */
  async get(db: DbExecutor, caller: Caller, id: string): Promise<ClientRow | null> {
    const found = await baseService.get(db, caller, id);
    if (found && caller !== 'system') await recordClientView(db, caller, found);
    return found;
  },

  async create(ctx: ServiceContext, input: Record<string, unknown>): Promise<ClientRow> {
    let created: ClientRow;
    try {
      created = await inTransaction(ctx, async (txCtx) => {
        const row = await baseService.create(txCtx, input);
        // The form asked for both consents: the answers are the first decisions on the client's
        // file, given or declined (decision 093).
        await recordConsentsOfNewClient(txCtx.db, txCtx.actor, row, todayFor(txCtx));
        return row;
      });
    } catch (error) {
      throw asClientIdConflict(error);
    }
    await inviteAccount(ctx, created.accountId);
    return created;
  },

  async update(
    ctx: ServiceContext,
    input: { id: string; expectedVersion: number } & Record<string, unknown>,
  ): Promise<ClientRow> {
    const writeCtx: ClientWriteContext = { ...ctx, orphanedAccounts: [] };
    let updated: ClientRow;
    try {
      updated = await inTransaction(ctx, async (txCtx) => {
        Object.assign(writeCtx, txCtx);
        const saved = await baseService.update(writeCtx, input);
        for (const accountId of writeCtx.orphanedAccounts ?? []) {
          await deleteAccountOrRefuse(txCtx.db, accountId, 'client');
        }
        return saved;
      });
    } catch (error) {
      throw asClientIdConflict(error);
    }
    // A new account, or an invitation not yet accepted that now goes to another address.
    const before = writeCtx.before;
    const newAccount = updated.accountId !== null && updated.accountId !== before?.accountId;
    const movedInvitation =
      updated.email !== before?.email &&
      updated.email !== null &&
      (await pendingInvitation(ctx.db, updated.email)) !== null;
    if (newAccount || movedInvitation) await inviteAccount(ctx, updated.accountId);
    return updated;
  },

  /** Deletes the client, its contact logs and its account together. */
  delete(ctx: ServiceContext, id: string): Promise<ClientRow> {
    return inTransaction(ctx, async (txCtx) => {
      const existing = await baseService.get(txCtx.db, ctx.caller, id);
      if (existing) await deleteRecordsBesideClient(txCtx.db, ctx.actor, existing.id);
      const deleted = await baseService.delete(txCtx, id);
      if (deleted.accountId) {
        await deleteAccountOrRefuse(txCtx.db, deleted.accountId, 'client');
      }
      return deleted;
    });
  },
};
