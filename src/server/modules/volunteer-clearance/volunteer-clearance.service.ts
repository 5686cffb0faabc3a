/**
 * Volunteers' clearances at facilities (product.md §3.2.1). Admins record and change them; a
 * volunteer reads their own and no one else's. One clearance per volunteer and facility; the expiry
 * is on or after the granted date.
 */
import { and, eq, ne } from 'drizzle-orm';
import { storedWithChanges } from '../../../shared/record/define-record';
import {
  VOLUNTEER_CLEARANCE_MESSAGES,
  volunteerClearanceDeclaration,
} from '../../../shared/domain/volunteer/volunteer-clearance.record';
import { volunteerClearanceInputSchema } from '../../../shared/domain/volunteer/volunteer-clearance.schema';
import { isStaff } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import { createRecordService, type ServiceContext } from '../../db/record-service';
import { isWellFormedId, type RecordType } from '../../db/records';
import { requireRecords } from '../../db/references';
import { facility } from '../../db/schema/facility';
import { volunteer } from '../../db/schema/volunteer';
import {
  volunteerClearance,
  type VolunteerClearanceRow,
} from '../../db/schema/volunteer-clearance';
import { fieldError, parseInput } from '../../errors';
import { inTransaction } from '../people/person-writes';

const NOT_FOUND = { volunteer: 'Volunteer not found', facility: 'Facility not found' } as const;
const ONE_PER_FACILITY = new Set(['volunteer_clearance_volunteer_facility_key']);

const clearanceRecord: RecordType<typeof volunteerClearance> = {
  name: 'VolunteerClearance',
  table: volunteerClearance,
  sortColumn: volunteerClearance.createdAt,
};

/** Refuses a second clearance of the volunteer at the same facility, under the facility. */
async function requireFirstAtFacility(
  db: DbExecutor,
  volunteerId: string,
  facilityId: string,
  exceptId?: string,
): Promise<void> {
  const [other] = await db
    .select({ id: volunteerClearance.id })
    .from(volunteerClearance)
    .where(
      and(
        eq(volunteerClearance.volunteerId, volunteerId),
        eq(volunteerClearance.facilityId, facilityId),
        exceptId ? ne(volunteerClearance.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw fieldError('facilityId', VOLUNTEER_CLEARANCE_MESSAGES.duplicate);
}

const baseService = createRecordService({
  record: clearanceRecord,
  access: {
    readableWhere: (viewer) =>
      isStaff(viewer) ? undefined : eq(volunteerClearance.volunteerId, viewer.userId),
    canUpdate: (viewer) => isStaff(viewer),
    canDelete: (viewer) => isStaff(viewer),
  },
  prepareCreate: async (input, ctx) => {
    const values = parseInput(volunteerClearanceInputSchema, { status: 'PENDING', ...input });
    await requireRecords(ctx.db, [
      {
        table: volunteer,
        id: values.volunteerId,
        field: 'volunteerId',
        message: NOT_FOUND.volunteer,
      },
      { table: facility, id: values.facilityId, field: 'facilityId', message: NOT_FOUND.facility },
    ]);
    await requireFirstAtFacility(ctx.db, values.volunteerId, values.facilityId);
    return values;
  },
  prepareUpdate: async (current, sent, ctx) => {
    const values = parseInput(
      volunteerClearanceInputSchema,
      storedWithChanges(volunteerClearanceDeclaration, current, sent),
    );
    if (values.facilityId !== current.facilityId) {
      await requireRecords(ctx.db, [
        {
          table: facility,
          id: values.facilityId,
          field: 'facilityId',
          message: NOT_FOUND.facility,
        },
      ]);
      await requireFirstAtFacility(ctx.db, current.volunteerId, values.facilityId, current.id);
    }
    return values;
  },
});

/** Two admins adding the same clearance at once: the second is told, as if it had come later. */
async function oneAtEachFacility<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, ONE_PER_FACILITY)) {
      throw fieldError('facilityId', VOLUNTEER_CLEARANCE_MESSAGES.duplicate);
    }
    throw error;
  }
}

export const volunteerClearanceService = {
  ...baseService,

  create(ctx: ServiceContext, input: Record<string, unknown>): Promise<VolunteerClearanceRow> {
    return oneAtEachFacility(() => baseService.create(ctx, input));
  },

  update(
    ctx: ServiceContext,
    input: { id: string; expectedVersion: number } & Record<string, unknown>,
  ): Promise<VolunteerClearanceRow> {
    return oneAtEachFacility(() => baseService.update(ctx, input));
  },

  /** Removes a volunteer's clearances with the volunteer (each on the audit trail). */
  async deleteAllOf(ctx: ServiceContext, volunteerId: string): Promise<void> {
    // An id no volunteer can have names none (and is never sent to the database).
    if (!isWellFormedId(volunteerClearance.volunteerId, volunteerId)) return;
    await inTransaction(ctx, async (txCtx) => {
      const rows = await txCtx.db
        .select({ id: volunteerClearance.id })
        .from(volunteerClearance)
        .where(eq(volunteerClearance.volunteerId, volunteerId));
      for (const row of rows) await baseService.delete(txCtx, row.id);
    });
  },
};
