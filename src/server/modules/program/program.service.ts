/**
 * Program rules (product.md §2.7, §3.5, §4.3, §7.2; product.md §13). Admins: everything. Volunteers:
 * everything on programs they lead or created; read-only on other programs at their
 * facilities, which are the facilities of the programs they lead plus their assigned facility.
 * Only admins decide a program's approval. New programs have 0 attendees, 0 new attendees and
 * empty feedback.
 */
import { eq, or, sql } from 'drizzle-orm';
import { programDeclaration } from '../../../shared/domain/program/program.record';
import { storedWithChanges } from '../../../shared/record/define-record';
import {
  PROGRAM_DEFAULTS,
  programInputSchema,
} from '../../../shared/domain/program/program.schema';
import { isStaff, type Viewer } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import { createRecordService, sentFields, type ServiceContext } from '../../db/record-service';
import type { RecordType } from '../../db/records';
import { program, type ProgramRow } from '../../db/schema/program';
import { AppError, parseInput } from '../../errors';
import { requireFacilityAndVolunteer } from '../../db/references';
import { byColumn, byEnumText } from '../../db/ordering';
import { byFacilityName, byVolunteerName } from '../../db/sort-fields';
import {
  checkPlacement,
  refuseOverrideByVolunteer,
  type ClearanceOverride,
} from '../volunteer-clearance/placement';

const programRecord: RecordType<typeof program> = {
  name: 'Program',
  table: program,
  sortColumn: program.date,
  // The table's sortable columns (product.md §2.2, decision 050).
  sortFields: {
    DATE: byColumn(program.date),
    TITLE: byColumn(program.title),
    TYPE: byEnumText(program.type),
    FACILITY: byFacilityName(program.facilityId),
    LEAD_VOLUNTEER: byVolunteerName(program.volunteerId),
    STATUS: byColumn(program.status),
    APPROVAL_STATUS: byColumn(program.approvalStatus),
  },
};

const PROGRAM_ACCESS_MESSAGES = {
  approval: 'Only admins can change the approval of a program.',
  facilityNotFound: 'Facility not found',
  volunteerNotFound: 'Volunteer not found',
} as const;

/** Programs the volunteer leads or created: theirs to change. */
const isOwnProgram = (viewer: Viewer, row: Pick<ProgramRow, 'volunteerId' | 'createdBy'>) =>
  row.volunteerId === viewer.userId || row.createdBy === viewer.userId;

const mayChange = (viewer: Viewer, row: ProgramRow) => isStaff(viewer) || isOwnProgram(viewer, row);

/** Their own programs, and every program at "their facilities" (see the file comment). */
function readablePrograms(viewer: Viewer) {
  if (isStaff(viewer)) return undefined;
  const me = viewer.userId;
  return or(
    eq(program.volunteerId, me),
    eq(program.createdBy, me),
    sql`${program.facilityId} in (select led.facility_id from program led where led.volunteer_id = ${me})`,
    sql`${program.facilityId} in (select v.assigned_facility from volunteer v where v.id = ${me})`,
  );
}

const checkReferences = (db: DbExecutor, values: Record<string, unknown>) =>
  requireFacilityAndVolunteer(db, values, PROGRAM_ACCESS_MESSAGES);

/** Volunteers may not approve programs, their own included. */
function refuseApprovalChange(
  caller: ServiceContext['caller'],
  sent: Record<string, unknown>,
  current: Pick<ProgramRow, 'approvalStatus' | 'approvalDate'>,
) {
  if (caller === 'system' || isStaff(caller)) return;
  const changesStatus =
    sent.approvalStatus !== undefined && sent.approvalStatus !== current.approvalStatus;
  const changesDate =
    sent.approvalDate !== undefined && (sent.approvalDate || null) !== current.approvalDate;
  if (changesStatus || changesDate)
    throw new AppError('FORBIDDEN', PROGRAM_ACCESS_MESSAGES.approval);
}

/** The program as a placement of its lead at its facility on its date. */
const placementOf = (values: Pick<ProgramRow, 'volunteerId' | 'facilityId' | 'date'>) => ({
  volunteerId: values.volunteerId,
  facilityId: values.facilityId,
  days: [values.date],
});

/**
 * Whether an edit places the lead anew (product.md §3.2.1): it approves the program, or changes its
 * lead, facility or date.
 */
const placesAnew = (
  current: ProgramRow,
  next: Pick<ProgramRow, 'volunteerId' | 'facilityId' | 'date' | 'approvalStatus'>,
) =>
  (next.approvalStatus === 'APPROVED' && current.approvalStatus !== 'APPROVED') ||
  next.volunteerId !== current.volunteerId ||
  next.facilityId !== current.facilityId ||
  next.date !== current.date;

/** Placements checked before an update's transaction, for prepareUpdate (see update below). */
const checkedPlacements = new WeakMap<ServiceContext, ClearanceOverride>();

const baseService = createRecordService({
  record: programRecord,
  access: {
    readableWhere: readablePrograms,
    canUpdate: mayChange,
    canDelete: mayChange,
  },
  prepareCreate: async (input, ctx) => {
    refuseApprovalChange(ctx.caller, input, { approvalStatus: 'PENDING', approvalDate: null });
    // A volunteer's new program is led by them unless they name another volunteer.
    const lead = ctx.caller !== 'system' && !isStaff(ctx.caller) ? ctx.caller.userId : undefined;
    const values = parseInput(programInputSchema, {
      ...PROGRAM_DEFAULTS,
      volunteerId: lead,
      ...input,
      attendees: 0,
      newAttendees: 0,
      feedback: '',
    });
    await checkReferences(ctx.db, values);
    // Creating a program places its lead at the facility on its date (product.md §3.2.1).
    return {
      ...values,
      ...(await checkPlacement(
        ctx.db,
        ctx.caller,
        placementOf(values),
        values.clearanceOverrideReason,
      )),
    };
  },
  prepareUpdate: (current, sent, ctx) => {
    refuseApprovalChange(ctx.caller, sent, current);
    const values = parseInput(
      programInputSchema,
      storedWithChanges(programDeclaration, current, sent),
    );
    // The override is the server's to set, from a checked placement; else it stays.
    return {
      ...values,
      clearanceOverrideReason: current.clearanceOverrideReason,
      ...checkedPlacements.get(ctx),
    };
  },
});

export const programService = {
  ...baseService,
  async update(
    ctx: ServiceContext,
    input: { id: string; expectedVersion: number } & Record<string, unknown>,
  ): Promise<ProgramRow> {
    // References are checked before the update's transaction (the embedded driver runs one
    // query at a time), and only for someone who may change the program.
    const stored = await baseService.get(ctx.db, ctx.caller, input.id);
    const checked = { ...ctx };
    if (stored && (ctx.caller === 'system' || mayChange(ctx.caller, stored))) {
      const { id: _id, expectedVersion: _version, ...changes } = input;
      const sent = sentFields(changes);
      refuseOverrideByVolunteer(ctx.caller, sent.clearanceOverrideReason);
      await checkReferences(ctx.db, sent);
      // The clearance rule reads other tables: checked here, on the version the caller saw (a later
      // one is refused as a conflict), for prepareUpdate to store (product.md §3.2.1).
      const next = programInputSchema.safeParse(
        storedWithChanges(programDeclaration, stored, sent),
      );
      if (
        next.success &&
        stored.version === input.expectedVersion &&
        placesAnew(stored, next.data)
      ) {
        const reason = sent.clearanceOverrideReason as string | null | undefined;
        checkedPlacements.set(
          checked,
          await checkPlacement(ctx.db, ctx.caller, placementOf(next.data), reason),
        );
      }
    }
    return baseService.update(checked, input);
  },
};
