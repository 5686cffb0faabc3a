/**
 * Volunteer rules (product.md §3.2, §5.1, §7.1; product.md §13). Admins: everything. A volunteer reads
 * only their own record and may change only its contact number, languages and availability.
 * The record id is its account id (group Volunteers): record and account are created, changed
 * and deleted in one transaction.
 */
import { eq } from 'drizzle-orm';
import { volunteerDeclaration } from '../../../shared/domain/volunteer/volunteer.record';
import { storedWithChanges } from '../../../shared/record/define-record';
import {
  VOLUNTEER_MESSAGES,
  VOLUNTEER_SELF_EDITABLE_FIELDS,
  volunteerDefaults,
  volunteerInputSchema,
  volunteerSelfUpdateSchema,
} from '../../../shared/domain/volunteer/volunteer.schema';
import { isStaff, type Viewer } from '../../auth/viewer';
import { createInvitedAccount, updateAccount } from '../../auth/identity.service';
import {
  createRecordService,
  type ServiceContext,
  restrictedViewer,
} from '../../db/record-service';
import type { RecordType } from '../../db/records';
import { facility } from '../../db/schema/facility';
import { volunteer, type VolunteerRow } from '../../db/schema/volunteer';
import { AppError, parseInput, fieldError } from '../../errors';
import {
  deleteAccountOrRefuse,
  inTransaction,
  inviteAccount,
  personName,
  todayFor,
} from '../people/person-writes';
import { requireRecord } from '../../db/references';
import { volunteerClearanceService } from '../volunteer-clearance/volunteer-clearance.service';
import { byColumn, byOptionalValue } from '../../db/ordering';
import {
  clearanceExpiresOnSql,
  clearanceExpiresBetweenWhere,
} from '../volunteer-clearance/clearance-expiry';
import { byFacilityName, NO_DATE } from '../../db/sort-fields';
import { byTotalHours } from './volunteer-hours';

const VOLUNTEER_ACCESS_MESSAGES = {
  email: 'Email cannot be changed',
  facilityNotFound: 'Facility not found',
} as const;

const volunteerRecord: RecordType<typeof volunteer> = {
  name: 'Volunteer',
  table: volunteer,
  sortColumn: volunteer.firstName,
  // The table's sortable columns (product.md §2.2, decision 050).
  sortFields: {
    FIRST_NAME: byColumn(volunteer.firstName),
    LAST_NAME: byColumn(volunteer.lastName),
    FACILITY: byFacilityName(volunteer.assignedFacility),
    STATUS: byColumn(volunteer.status),
    // The earliest expiry of their approved clearances (product.md §3.2.1).
    CLEARANCE_EXPIRATION: byOptionalValue('clearance_expires_on', clearanceExpiresOnSql, NO_DATE),
    // Hours given here (visits and programs) plus those carried from before (decision 103).
    TOTAL_HOURS: byTotalHours,
    DATE_JOINED: byColumn(volunteer.dateJoined),
  },
  searchColumns: [volunteer.firstName, volunteer.lastName, volunteer.email],
  inUseAdvice: 'Reassign or remove them first.',
  listConditions: {
    clearanceExpiresBetween: {
      description:
        "'YYYY-MM-DD..YYYY-MM-DD': volunteers with an APPROVED clearance expiring on one of those days (the overview's clearancesExpiringSoon)",
      where: clearanceExpiresBetweenWhere,
    },
  },
};

const isOwnRecord = (viewer: Viewer, row: Pick<VolunteerRow, 'id'>) => row.id === viewer.userId;

const SELF_EDITABLE: ReadonlySet<string> = new Set(VOLUNTEER_SELF_EDITABLE_FIELDS);

/** A volunteer's change to their own record: only the self-editable fields (product.md §13). */
function selfUpdate(sent: Record<string, unknown>): Partial<VolunteerRow> {
  if (Object.keys(sent).some((field) => !SELF_EDITABLE.has(field))) {
    throw new AppError('FORBIDDEN', VOLUNTEER_MESSAGES.selfUpdate);
  }
  const parsed = parseInput(volunteerSelfUpdateSchema, sent) as Record<string, unknown>;
  // Only what was sent: fields left out keep their stored value.
  return Object.fromEntries(Object.keys(sent).map((field) => [field, parsed[field]]));
}

const baseService = createRecordService({
  record: volunteerRecord,
  access: {
    readableWhere: (viewer) => (isStaff(viewer) ? undefined : eq(volunteer.id, viewer.userId)),
    canUpdate: (viewer, row) => isStaff(viewer) || isOwnRecord(viewer, row),
    canDelete: (viewer) => isStaff(viewer),
  },
  prepareCreate: async (input, ctx) => {
    const values = parseInput(volunteerInputSchema, {
      ...volunteerDefaults(todayFor(ctx)),
      ...input,
    });
    await requireRecord(
      ctx.db,
      facility,
      values.assignedFacility,
      'assignedFacility',
      VOLUNTEER_ACCESS_MESSAGES.facilityNotFound,
    );
    const id = await createInvitedAccount(ctx.db, {
      email: values.email,
      name: personName(values.firstName, values.lastName),
      group: 'Volunteers',
    });
    return { ...values, id };
  },
  prepareUpdate: async (current, sent, ctx) => {
    if (sent.email !== undefined) throw fieldError('email', VOLUNTEER_ACCESS_MESSAGES.email);
    if (restrictedViewer(ctx.caller)) return selfUpdate(sent);
    const values = parseInput(
      volunteerInputSchema,
      storedWithChanges(volunteerDeclaration, current, sent),
    );
    if (values.assignedFacility !== current.assignedFacility) {
      await requireRecord(
        ctx.db,
        facility,
        values.assignedFacility,
        'assignedFacility',
        VOLUNTEER_ACCESS_MESSAGES.facilityNotFound,
      );
    }
    const name = personName(values.firstName, values.lastName);
    if (name !== personName(current.firstName, current.lastName)) {
      await updateAccount(ctx.db, current.id, { name });
    }
    return { ...values, email: current.email };
  },
});

export const volunteerService = {
  ...baseService,

  /** Creates the account (group Volunteers, no password yet) and the record together. */
  async create(ctx: ServiceContext, input: Record<string, unknown>): Promise<VolunteerRow> {
    const created = await inTransaction(ctx, (txCtx) => baseService.create(txCtx, input));
    await inviteAccount(ctx, created.id);
    return created;
  },

  update(
    ctx: ServiceContext,
    input: { id: string; expectedVersion: number } & Record<string, unknown>,
  ): Promise<VolunteerRow> {
    return inTransaction(ctx, (txCtx) => baseService.update(txCtx, input));
  },

  /** Deletes the record and its account together, or neither while others still name them. */
  delete(ctx: ServiceContext, id: string): Promise<VolunteerRow> {
    return inTransaction(ctx, async (txCtx) => {
      // Their clearances go with them; anything else that names them keeps them (refused below).
      await volunteerClearanceService.deleteAllOf(txCtx, id);
      const deleted = await baseService.delete(txCtx, id);
      await deleteAccountOrRefuse(txCtx.db, deleted.id, 'volunteer');
      return deleted;
    });
  },
};
