/**
 * Contact log rules (product.md §12 "Contacts", §13). Admins: everything. Volunteers log contacts
 * with the clients assigned to them, always in their own name; they read their own logs and
 * every log of their assigned clients, and update their own logs; only admins delete.
 * A log dated after the client's last contact date moves that date, in the same transaction.
 */
import { contactLogDeclaration } from '../../../shared/domain/contact-log/contact-log.record';
import { storedWithChanges } from '../../../shared/record/define-record';
import { eq, or, sql } from 'drizzle-orm';
import {
  contactLogDefaults,
  contactLogInputSchema,
} from '../../../shared/domain/contact-log/contact-log.schema';
import { isStaff, type Viewer } from '../../auth/viewer';
import {
  createRecordService,
  type ServiceContext,
  restrictedViewer,
} from '../../db/record-service';
import { findRecord, type RecordType } from '../../db/records';
import { admin } from '../../db/schema/admin';
import { contactLog, type ContactLogRow } from '../../db/schema/contact-log';
import { volunteer } from '../../db/schema/volunteer';
import { AppError, parseInput, fieldError } from '../../errors';
import { inTransaction, todayFor } from '../people/person-writes';
import { refuseAnonymisedClient, refuseBesideAnonymisedClient } from '../client/client-anonymised';
import { clientRecord, isOwnClient, recordClientContact } from '../client/client.service';
import { refuseWithoutConsentToBeServed } from '../client/client-served';
import { recordExists } from '../../db/references';
import { dayText } from '../../../shared/domain/common/date-text';

const CONTACT_LOG_ACCESS_MESSAGES = {
  clientNotFound: 'Client not found',
  notAssigned: 'You can log contacts only with clients assigned to you.',
  ownName: 'Volunteers can log contacts only in their own name.',
  volunteerRequired: 'Volunteer is required',
  volunteerNotFound: 'Volunteer not found',
} as const;

const contactLogRecord: RecordType<typeof contactLog> = {
  name: 'ContactLog',
  table: contactLog,
  sortColumn: contactLog.date,
};

const isOwnLog = (viewer: Viewer, row: Pick<ContactLogRow, 'volunteerId'>) =>
  row.volunteerId === viewer.userId;

/** Their own logs, and every log of the clients assigned to them. */
function readableLogs(viewer: Viewer) {
  if (isStaff(viewer)) return undefined;
  const me = viewer.userId;
  return or(
    eq(contactLog.volunteerId, me),
    sql`${contactLog.clientId} in (select c.id from client c where c.assigned_volunteer_id = ${me})`,
  );
}

/**
 * The client must exist and, for a volunteer, be assigned to them. A client they may not read
 * at all is not found; one they may read (they created it) but that is not theirs is FORBIDDEN.
 */
async function checkClient(ctx: ServiceContext, clientId: string): Promise<void> {
  const found = await findRecord(ctx.db, clientRecord, clientId);
  const viewer = restrictedViewer(ctx.caller);
  if (!found || (viewer && !isOwnClient(viewer, found))) {
    throw new AppError('NOT_FOUND', CONTACT_LOG_ACCESS_MESSAGES.clientNotFound);
  }
  if (viewer && found.assignedVolunteerId !== viewer.userId) {
    throw new AppError('FORBIDDEN', CONTACT_LOG_ACCESS_MESSAGES.notAssigned);
  }
  refuseAnonymisedClient(found);
  refuseWithoutConsentToBeServed(found);
}

/**
 * A contact cannot come before the client's first contact (decision 098): the first contact date
 * is when the programme met them. The message says what to do, as the date may be the one wrong.
 */
async function refuseBeforeFirstContact(ctx: ServiceContext, clientId: string, date: string) {
  const found = await findRecord(ctx.db, clientRecord, clientId);
  if (found && date < found.firstContactDate) {
    throw fieldError(
      'date',
      `Date is before this client's first contact (${dayText(found.firstContactDate)}). Choose a later date, or correct First Contact Date on the client's record.`,
    );
  }
}

/** A volunteer's logs are always in their own name (product.md §13). */
function checkAuthor(ctx: ServiceContext, sent: unknown): void {
  const viewer = restrictedViewer(ctx.caller);
  if (viewer && sent != null && sent !== viewer.userId) {
    throw new AppError('FORBIDDEN', CONTACT_LOG_ACCESS_MESSAGES.ownName);
  }
}

/** Staff may log a contact in the name of a volunteer or an admin. */
async function checkVolunteer(ctx: ServiceContext, sent: unknown): Promise<string> {
  const volunteerId = typeof sent === 'string' ? sent.trim() : '';
  if (!volunteerId) throw fieldError('volunteerId', CONTACT_LOG_ACCESS_MESSAGES.volunteerRequired);
  if (restrictedViewer(ctx.caller)) return volunteerId;
  if (
    !(await recordExists(ctx.db, volunteer, volunteerId)) &&
    !(await recordExists(ctx.db, admin, volunteerId))
  ) {
    throw fieldError('volunteerId', CONTACT_LOG_ACCESS_MESSAGES.volunteerNotFound);
  }
  return volunteerId;
}

const baseService = createRecordService({
  record: contactLogRecord,
  access: {
    readableWhere: readableLogs,
    canUpdate: (viewer, row) => isStaff(viewer) || isOwnLog(viewer, row),
    canDelete: (viewer) => isStaff(viewer),
  },
  prepareCreate: async (input, ctx) => {
    checkAuthor(ctx, input.volunteerId);
    const values = parseInput(contactLogInputSchema, {
      ...contactLogDefaults(todayFor(ctx)),
      ...input,
    });
    // Staff log in their own name unless they name someone (the volunteer who made the contact).
    const author = ctx.caller === 'system' ? undefined : ctx.caller.userId;
    const volunteerId = await checkVolunteer(ctx, input.volunteerId ?? author);
    await checkClient(ctx, values.clientId);
    await refuseBeforeFirstContact(ctx, values.clientId, values.date);
    return { ...values, volunteerId };
  },
  prepareUpdate: async (current, sent, ctx) => {
    checkAuthor(ctx, sent.volunteerId);
    await refuseBesideAnonymisedClient(ctx.db, current.clientId);
    const values = parseInput(
      contactLogInputSchema,
      storedWithChanges(contactLogDeclaration, current, sent),
    );
    const volunteerId =
      sent.volunteerId === undefined || sent.volunteerId === current.volunteerId
        ? current.volunteerId
        : await checkVolunteer(ctx, sent.volunteerId);
    if (values.clientId !== current.clientId) await checkClient(ctx, values.clientId);
    if (values.clientId !== current.clientId || values.date !== current.date)
      await refuseBeforeFirstContact(ctx, values.clientId, values.date);
    return { ...values, volunteerId };
  },
});

export const contactLogService = {
  ...baseService,

  create(ctx: ServiceContext, input: Record<string, unknown>): Promise<ContactLogRow> {
    return inTransaction(ctx, async (txCtx) => {
      const created = await baseService.create(txCtx, input);
      await recordClientContact(txCtx.db, ctx.actor, created.clientId, created.date);
      return created;
    });
  },

  update(
    ctx: ServiceContext,
    input: { id: string; expectedVersion: number } & Record<string, unknown>,
  ): Promise<ContactLogRow> {
    return inTransaction(ctx, async (txCtx) => {
      const updated = await baseService.update(txCtx, input);
      await recordClientContact(txCtx.db, ctx.actor, updated.clientId, updated.date);
      return updated;
    });
  },
};
