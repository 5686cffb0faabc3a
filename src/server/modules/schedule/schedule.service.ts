/**
 * Schedule rules (product.md §2.9, §4.5, §5.7; product.md §13). Admins: everything, plus approve and
 * reject. Volunteers: request their own slots (always PENDING), read their own, and update or
 * cancel their own while PENDING. Editing a schedule makes it an ADJUSTMENT.
 */
import { scheduleDeclaration } from '../../../shared/domain/schedule/schedule.record';
import { storedWithChanges } from '../../../shared/record/define-record';
import { eq } from 'drizzle-orm';
import { optionalText } from '../../../shared/domain/common/text';
import type {
  RecurringPattern,
  ScheduleStatus,
} from '../../../shared/domain/schedule/schedule.enums';
import {
  lastVisitEnd,
  recurrenceEndsBeforeStart,
} from '../../../shared/domain/schedule/recurrence';
import {
  SCHEDULE_DEFAULTS,
  SCHEDULE_MESSAGES,
  scheduleInputSchema,
  type ScheduleInput,
} from '../../../shared/domain/schedule/schedule.schema';
import { isStaff, type Viewer } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import {
  createRecordService,
  sentFields,
  type Caller,
  type ServiceContext,
  isUnrestricted,
} from '../../db/record-service';
import { findRecord, type RecordType } from '../../db/records';
import { schedule, type ScheduleRow } from '../../db/schema/schedule';
import { AppError, parseInput, fieldError, formError } from '../../errors';
import { runRecordAction } from '../../db/record-action';
import { requireFacilityAndVolunteer } from '../../db/references';
import { tellVolunteer, toldVolunteer } from './schedule-mail';
import { byColumn } from '../../db/ordering';
import { byFacilityName, byVolunteerName } from '../../db/sort-fields';
import {
  checkPlacement,
  NO_OVERRIDE,
  refuseOverrideByVolunteer,
  scheduleDays,
  type ClearanceOverride,
} from '../volunteer-clearance/placement';

const scheduleRecord: RecordType<typeof schedule> = {
  name: 'Schedule',
  table: schedule,
  sortColumn: schedule.startTime,
  // The table's sortable columns (product.md §2.2, decision 050).
  sortFields: {
    START_TIME: byColumn(schedule.startTime),
    VOLUNTEER: byVolunteerName(schedule.volunteerId),
    FACILITY: byFacilityName(schedule.facilityId),
    STATUS: byColumn(schedule.status),
  },
};

const SCHEDULE_ACCESS_MESSAGES = {
  notFound: 'Schedule not found',
  ownSchedulesOnly: 'Volunteers can only request and keep schedules in their own name.',
  statusByAdmins: 'Only admins can change the status of a schedule; cancel it instead.',
  facilityNotFound: 'Facility not found',
  volunteerNotFound: 'Volunteer not found',
  originalNotFound: 'Original schedule not found',
} as const;

const STATUS_WORDS: Record<ScheduleStatus, string> = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
};

const readableSchedules = (viewer: Viewer) =>
  isStaff(viewer) ? undefined : eq(schedule.volunteerId, viewer.userId);

/** The schedules `caller` may read, as SQL (undefined: all); the calendar reuses it. */
export const readableBy = (caller: Caller) =>
  caller === 'system' ? undefined : readableSchedules(caller);

/** The programme's time zone (product.md §14); scripts without one use the server's. */
export function programmeTimeZone(ctx: Pick<ServiceContext, 'timeZone'>): string {
  return ctx.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A recurring schedule's end date is a local day in the programme's zone, so whether it is before
 * the first visit can only be told here, not by the shared schema (product.md §5.7).
 */
export function refuseEndBeforeStart(
  values: { startTime: string; recurrenceEndDate: string | null },
  ctx: Pick<ServiceContext, 'timeZone'>,
): void {
  const start = new Date(values.startTime);
  if (recurrenceEndsBeforeStart(start, values.recurrenceEndDate, programmeTimeZone(ctx))) {
    throw fieldError('recurrenceEndDate', SCHEDULE_MESSAGES.recurrenceEndBeforeStart);
  }
}

const mayUpdate = (viewer: Viewer, row: ScheduleRow) => isStaff(viewer) || row.status === 'PENDING';

/** Volunteers: their own name, and no status of their choosing. */
function refuseVolunteerChanges(
  caller: Caller,
  sent: Record<string, unknown>,
  current: Pick<ScheduleRow, 'volunteerId' | 'status'> | null,
  own: string | null,
) {
  if (isUnrestricted(caller)) return;
  if (sent.volunteerId !== undefined && sent.volunteerId !== own) {
    throw new AppError('FORBIDDEN', SCHEDULE_ACCESS_MESSAGES.ownSchedulesOnly);
  }
  if (current && sent.status !== undefined && sent.status !== current.status) {
    throw new AppError('FORBIDDEN', SCHEDULE_ACCESS_MESSAGES.statusByAdmins);
  }
}

async function checkReferences(
  db: DbExecutor,
  caller: Caller,
  values: Record<string, unknown>,
): Promise<void> {
  const id = (value: unknown) => (typeof value === 'string' ? value : null);
  await requireFacilityAndVolunteer(db, values, SCHEDULE_ACCESS_MESSAGES);
  // An adjustment may point at a schedule the caller can see, and no other.
  const original = id(values.originalScheduleId)?.trim();
  if (original && !(await findRecord(db, scheduleRecord, original, { where: readableBy(caller) })))
    throw fieldError('originalScheduleId', SCHEDULE_ACCESS_MESSAGES.originalNotFound);
}

/** The schema gives instants as ISO text; the table stores them as timestamps. */
function toRow<
  Values extends {
    startTime: string | Date;
    endTime: string | Date;
    isRecurring: boolean;
    recurringPattern: RecurringPattern | null;
    recurrenceEndDate: string | null;
  },
>(values: Values, ctx: Pick<ServiceContext, 'timeZone'>) {
  const startTime = new Date(values.startTime);
  const endTime = new Date(values.endTime);
  const slot = { ...values, startTime, endTime };
  return { ...slot, lastEndTime: lastVisitEnd(slot, programmeTimeZone(ctx)) };
}

/** The schedule as a placement of its volunteer at its facility on its visits' days. */
const placementOf = (
  row: Pick<
    ScheduleRow,
    | 'volunteerId'
    | 'facilityId'
    | 'startTime'
    | 'endTime'
    | 'isRecurring'
    | 'recurringPattern'
    | 'recurrenceEndDate'
  >,
  ctx: Pick<ServiceContext, 'timeZone'>,
) => ({
  volunteerId: row.volunteerId,
  facilityId: row.facilityId,
  days: scheduleDays(row, programmeTimeZone(ctx)),
});

const PLACEMENT_FIELDS = [
  'volunteerId',
  'facilityId',
  'startTime',
  'endTime',
  'isRecurring',
  'recurringPattern',
  'recurrenceEndDate',
] as const;

/**
 * Whether an edit places the volunteer anew (product.md §3.2.1): it approves the schedule, or
 * changes who, where or when of one that is approved, or of a volunteer's own request.
 */
function placesAnew(
  current: ScheduleRow,
  next: ReturnType<typeof toRow<ScheduleInput>>,
  caller: Caller,
) {
  if (next.status !== 'APPROVED' && isUnrestricted(caller)) return false;
  if (next.status === 'APPROVED' && current.status !== 'APPROVED') return true;
  const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : value);
  return PLACEMENT_FIELDS.some((field) => comparable(next[field]) !== comparable(current[field]));
}

/** Placements checked before an update's transaction, for prepareUpdate (see update below). */
const checkedPlacements = new WeakMap<ServiceContext, ClearanceOverride>();

/** The schedule an update would leave, or null when the update is invalid (refused later). */
function nextValues(stored: ScheduleRow, sent: Record<string, unknown>, ctx: ServiceContext) {
  const parsed = scheduleInputSchema.safeParse(
    storedWithChanges(scheduleDeclaration, stored, sent),
  );
  return parsed.success ? toRow(parsed.data, ctx) : null;
}

const baseService = createRecordService({
  record: scheduleRecord,
  access: {
    readableWhere: readableSchedules,
    canUpdate: mayUpdate,
    canDelete: (viewer) => isStaff(viewer),
  },
  prepareCreate: async (input, ctx) => {
    const own = ctx.caller === 'system' ? null : ctx.caller.userId;
    refuseVolunteerChanges(ctx.caller, input, null, own);
    const values = parseInput(scheduleInputSchema, {
      ...SCHEDULE_DEFAULTS,
      ...(isUnrestricted(ctx.caller) ? {} : { volunteerId: own }),
      ...input,
      // product.md §4.5, §7.2: created PENDING, with no admin response yet (set below).
      status: 'PENDING',
    });
    refuseEndBeforeStart(values, ctx);
    await checkReferences(ctx.db, ctx.caller, values);
    const row = toRow(values, ctx);
    // A volunteer's own request places them (product.md §3.2.1); an admin's is placed when
    // approved.
    const override = isUnrestricted(ctx.caller)
      ? NO_OVERRIDE
      : await checkPlacement(
          ctx.db,
          ctx.caller,
          placementOf(row, ctx),
          values.clearanceOverrideReason,
        );
    return {
      ...row,
      ...override,
      status: 'PENDING' as const,
      adminResponse: null,
      adminId: null,
    };
  },
  prepareUpdate: (current, sent, ctx) => {
    refuseVolunteerChanges(ctx.caller, sent, current, current.volunteerId);
    // product.md §4.5: an edit is a direct, audited edit that keeps the request type it was made
    // with; an adjustment is a request of its own (created with its reason).
    const values = parseInput(
      scheduleInputSchema,
      storedWithChanges(scheduleDeclaration, current, sent),
    );
    refuseEndBeforeStart(values, ctx);
    const decided =
      values.status !== current.status &&
      (values.status === 'APPROVED' || values.status === 'REJECTED');
    // The override is the server's to set, from a checked placement (product.md §3.2.1); else it
    // stays.
    const row = {
      ...toRow(values, ctx),
      clearanceOverrideReason: current.clearanceOverrideReason,
      ...checkedPlacements.get(ctx),
    };
    return decided ? { ...row, adminId: ctx.actor.id } : row;
  },
});

interface ActionArgs {
  expectedVersion?: number | null;
  adminResponse?: string | null;
  /**
   * Approving only: an admin's reason to place a volunteer who is not cleared (product.md §3.2.1).
   */
  clearanceOverrideReason?: string | null;
}

/**
 * Approve or reject: admins, from PENDING only, recording who decided and their response. The
 * volunteer is e-mailed once it has committed (never for a refused one; a failed e-mail is
 * logged and the decision stands).
 */
function decide(
  ctx: ServiceContext,
  id: string,
  args: ActionArgs,
  status: 'APPROVED' | 'REJECTED',
) {
  const verb = status === 'APPROVED' ? 'approved' : 'rejected';
  const adminResponse = parseInput(optionalText(), args.adminResponse ?? null);
  return runRecordAction(
    ctx,
    scheduleRecord,
    {
      id,
      expectedVersion: args.expectedVersion,
      where: readableBy(ctx.caller),
      notFoundMessage: SCHEDULE_ACCESS_MESSAGES.notFound,
    },
    async (current, tx) => {
      if (current.status !== 'PENDING') {
        throw formError(
          `This schedule is ${STATUS_WORDS[current.status]}: only pending schedules can be ${verb}.`,
        );
      }
      const override =
        status === 'APPROVED'
          ? await checkPlacement(
              tx,
              ctx.caller,
              placementOf(current, ctx),
              args.clearanceOverrideReason,
            )
          : {};
      return { status, adminId: ctx.actor.id, adminResponse, ...override };
    },
  ).then(toldVolunteer(ctx));
}

export const scheduleService = {
  ...baseService,

  async update(
    ctx: ServiceContext,
    input: { id: string; expectedVersion: number } & Record<string, unknown>,
  ): Promise<ScheduleRow> {
    // References are checked before the update's transaction (the embedded driver runs one
    // query at a time), and only for someone who may change the schedule.
    const stored = await baseService.get(ctx.db, ctx.caller, input.id);
    const checked = { ...ctx };
    if (stored && (ctx.caller === 'system' || mayUpdate(ctx.caller, stored))) {
      const { id: _id, expectedVersion: _version, ...changes } = input;
      const sent = sentFields(changes);
      refuseVolunteerChanges(ctx.caller, sent, stored, stored.volunteerId);
      refuseOverrideByVolunteer(ctx.caller, sent.clearanceOverrideReason);
      await checkReferences(ctx.db, ctx.caller, sent);
      // The clearance rule reads other tables: checked here, on the version the caller saw (a later
      // one is refused as a conflict), for prepareUpdate to store (product.md §3.2.1).
      const next = nextValues(stored, sent, ctx);
      if (
        next &&
        stored.version === input.expectedVersion &&
        placesAnew(stored, next, ctx.caller)
      ) {
        const reason = sent.clearanceOverrideReason as string | null | undefined;
        checkedPlacements.set(
          checked,
          await checkPlacement(ctx.db, ctx.caller, placementOf(next, ctx), reason),
        );
      }
    }
    const updated = await baseService.update(checked, input);
    // An admin may approve or reject in the edit form too: the volunteer hears of it all the same.
    if (stored && updated.status !== stored.status) await tellVolunteer(ctx, updated);
    return updated;
  },

  approve: (ctx: ServiceContext, id: string, args: ActionArgs): Promise<ScheduleRow> =>
    decide(ctx, id, args, 'APPROVED'),

  reject: (ctx: ServiceContext, id: string, args: ActionArgs): Promise<ScheduleRow> =>
    decide(ctx, id, args, 'REJECTED'),

  /** Volunteers: their own, while PENDING. Admins: any PENDING or APPROVED schedule. */
  cancel(ctx: ServiceContext, id: string, args: ActionArgs): Promise<ScheduleRow> {
    return runRecordAction(
      ctx,
      scheduleRecord,
      {
        id,
        expectedVersion: args.expectedVersion,
        where: readableBy(ctx.caller),
        notFoundMessage: SCHEDULE_ACCESS_MESSAGES.notFound,
      },
      (current) => {
        if (!isUnrestricted(ctx.caller)) {
          if (current.status !== 'PENDING') throw new AppError('FORBIDDEN');
        } else if (current.status !== 'PENDING' && current.status !== 'APPROVED') {
          throw formError(
            `This schedule is ${STATUS_WORDS[current.status]}: only pending or approved schedules can be cancelled.`,
          );
        }
        return { status: 'CANCELLED' as const };
      },
    );
  },
};
