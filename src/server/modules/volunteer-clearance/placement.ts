/**
 * The clearance rule enforced where a volunteer is placed in a facility on a day
 * (product.md §3.2.1): approving a schedule, a volunteer's own schedule request, a program's lead.
 * A placement that is not cleared is refused with what is missing, under the volunteer field; an
 * admin may place them anyway with a reason, which the record keeps with what was missing
 * (clearance-override.ts), so the override is audited with the record and shown on it.
 */
import { inArray } from 'drizzle-orm';
import {
  placementOn,
  problemsMessage,
  type VolunteerStanding,
} from '../../../shared/domain/volunteer/clearance';
import { CLEARANCE_OVERRIDE_MESSAGES } from '../../../shared/domain/volunteer/clearance-override';
import {
  localDateOf,
  occurrencesOf,
  OPEN_ENDED,
  type RecurringSlot,
} from '../../../shared/domain/schedule/recurrence';
import { isStaff } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import { isWellFormedId } from '../../db/records';
import type { Caller } from '../../db/record-service';
import { facility } from '../../db/schema/facility';
import { volunteer } from '../../db/schema/volunteer';
import { volunteerClearance } from '../../db/schema/volunteer-clearance';
import { AppError } from '../../errors';

export interface Placement {
  volunteerId: string;
  facilityId: string;
  /** The visit's days in the programme's time zone, earliest first; may be endless. */
  days: Iterable<string>;
}

/** The override columns a placement writes: both null when the volunteer is cleared. */
export interface ClearanceOverride {
  clearanceOverrideReason: string | null;
  clearanceOverrideMissing: string | null;
}

export const NO_OVERRIDE: ClearanceOverride = {
  clearanceOverrideReason: null,
  clearanceOverrideMissing: null,
};

/**
 * A schedule's days: each occurrence's local day, from its first (or the visits still to end
 * after `from`), lazily: an endless series is endless.
 */
export function* scheduleDays(
  slot: RecurringSlot,
  timeZone: string,
  from: Date = slot.startTime,
): Generator<string> {
  for (const visit of occurrencesOf(slot, from, OPEN_ENDED, timeZone)) {
    yield localDateOf(visit.startTime, timeZone);
  }
}

export interface Standing {
  standing: VolunteerStanding;
  facility: { id: string; name: string };
}

/** The standings of volunteers at facilities, keyed "volunteerId facilityId", in three queries. */
export async function standingsOf(db: DbExecutor, keys: readonly string[]): Promise<Standing[]> {
  const pairs = keys.map((key) => key.split(' ') as [string, string]);
  const volunteerIds = [...new Set(pairs.map(([id]) => id))].filter((id) =>
    isWellFormedId(volunteer.id, id),
  );
  const facilityIds = [...new Set(pairs.map(([, id]) => id))].filter((id) =>
    isWellFormedId(facility.id, id),
  );
  // One after another: a placement reads them inside its transaction (one connection).
  const people = volunteerIds.length
    ? await db
        .select({
          id: volunteer.id,
          backgroundCheckStatus: volunteer.backgroundCheckStatus,
          trainingCompleted: volunteer.trainingCompleted,
        })
        .from(volunteer)
        .where(inArray(volunteer.id, volunteerIds))
    : [];
  const places = facilityIds.length
    ? await db
        .select({ id: facility.id, name: facility.name })
        .from(facility)
        .where(inArray(facility.id, facilityIds))
    : [];
  const clearances = volunteerIds.length
    ? await db
        .select({
          volunteerId: volunteerClearance.volunteerId,
          facilityId: volunteerClearance.facilityId,
          status: volunteerClearance.status,
          grantedOn: volunteerClearance.grantedOn,
          expiresOn: volunteerClearance.expiresOn,
        })
        .from(volunteerClearance)
        .where(inArray(volunteerClearance.volunteerId, volunteerIds))
    : [];
  return pairs.map(([volunteerId, facilityId]) => {
    const person = people.find((each) => each.id === volunteerId);
    return {
      standing: {
        backgroundCheckStatus: person?.backgroundCheckStatus ?? null,
        trainingCompleted: person?.trainingCompleted ?? false,
        clearances: clearances.filter((each) => each.volunteerId === volunteerId),
      },
      facility: {
        id: facilityId,
        name: places.find((each) => each.id === facilityId)?.name ?? 'this facility',
      },
    };
  });
}

/** What the rule reads of the volunteer, and the facility's name for its messages. */
async function standingAt(
  db: DbExecutor,
  volunteerId: string,
  facilityId: string,
): Promise<Standing> {
  const [standing] = await standingsOf(db, [`${volunteerId} ${facilityId}`]);
  return standing!;
}

/** Only admins may override: a volunteer who sends a reason is refused. True for admins. */
export function refuseOverrideByVolunteer(caller: Caller, overrideReason: unknown): boolean {
  const mayOverride = caller === 'system' || isStaff(caller);
  const given = typeof overrideReason === 'string' && overrideReason.trim() !== '';
  if (given && !mayOverride)
    throw new AppError('FORBIDDEN', CLEARANCE_OVERRIDE_MESSAGES.adminsOnly);
  return mayOverride;
}

/**
 * Checks a placement: the override columns to store when it may go ahead (NO_OVERRIDE when the
 * volunteer is cleared); refused when they are not and no admin gave a reason. Only admins may
 * give one (a volunteer who does is refused whether or not they are cleared).
 */
export async function checkPlacement(
  db: DbExecutor,
  caller: Caller,
  placement: Placement,
  overrideReason: string | null | undefined,
): Promise<ClearanceOverride> {
  const mayOverride = refuseOverrideByVolunteer(caller, overrideReason);
  const reason = overrideReason?.trim() || null;
  const { standing, facility: place } = await standingAt(
    db,
    placement.volunteerId,
    placement.facilityId,
  );
  const { refused } = placementOn(standing, place, placement.days);
  if (!refused) return NO_OVERRIDE;
  const missing = problemsMessage(refused.problems);
  if (reason) return { clearanceOverrideReason: reason, clearanceOverrideMissing: missing };
  throw new AppError('VALIDATION_FAILED', missing, {
    volunteerId: missing,
    ...(mayOverride ? { clearanceOverrideReason: CLEARANCE_OVERRIDE_MESSAGES.reasonNeeded } : {}),
  });
}
