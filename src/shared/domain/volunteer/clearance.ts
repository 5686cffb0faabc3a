/**
 * Whether a volunteer may be placed in a facility on a day (product.md §3.2.1): one rule for the
 * server, which enforces it, and the pages, which show it. A volunteer is cleared when their
 * clearance at that facility is APPROVED and in force that day (granted on or before it, expiring
 * on or after it), their background check PASSED and their training completed. Days are calendar
 * dates ('2026-10-01') in the programme's time zone, which compare as text.
 */
import { dayText } from '../common/date-text';
import type { BackgroundCheckStatus, ClearanceStatus } from './volunteer.enums';

/** A volunteer's clearance at one facility, as stored. */
export interface FacilityClearance {
  facilityId: string;
  status: ClearanceStatus;
  /** The first day it is in force; null: from the start. */
  grantedOn: string | null;
  /** The last day it is in force; null: it does not expire. */
  expiresOn: string | null;
}

/** What of a volunteer the rule reads. */
export interface VolunteerStanding {
  backgroundCheckStatus: BackgroundCheckStatus | null;
  trainingCompleted: boolean;
  clearances: readonly FacilityClearance[];
}

/** Why a volunteer is not cleared, each with the message a person reads. */
export type ClearanceProblem =
  | { kind: 'NO_APPROVED_CLEARANCE'; message: string }
  | { kind: 'NOT_YET_IN_FORCE'; grantedOn: string; message: string }
  | { kind: 'EXPIRED'; expiresOn: string; message: string }
  | { kind: 'BACKGROUND_CHECK'; message: string }
  | { kind: 'TRAINING'; message: string };

export interface ClearanceVerdict {
  cleared: boolean;
  /** Empty when cleared; else every condition that is missing, in the order above. */
  problems: ClearanceProblem[];
  /** The clearance at the facility that the verdict read, if there is one. */
  clearance: FacilityClearance | null;
}

export const CLEARANCE_MESSAGES = {
  noApprovedClearance: (facility: string) => `No approved clearance for ${facility}`,
  notYetInForce: (facility: string, day: string) =>
    `Clearance at ${facility} starts on ${dayText(day)}`,
  expired: (facility: string, day: string) => `Clearance at ${facility} expired on ${dayText(day)}`,
  backgroundCheck: 'Background check not passed',
  training: 'Training not completed',
} as const;

/** The verdict for `volunteer` at `facility` on `day`. */
export function clearanceOn(
  volunteer: VolunteerStanding,
  facility: { id: string; name: string },
  day: string,
): ClearanceVerdict {
  const clearance = volunteer.clearances.find((each) => each.facilityId === facility.id) ?? null;
  const problems: ClearanceProblem[] = [];
  if (!clearance || clearance.status !== 'APPROVED') {
    problems.push({
      kind: 'NO_APPROVED_CLEARANCE',
      message: CLEARANCE_MESSAGES.noApprovedClearance(facility.name),
    });
  } else if (clearance.grantedOn !== null && day < clearance.grantedOn) {
    problems.push({
      kind: 'NOT_YET_IN_FORCE',
      grantedOn: clearance.grantedOn,
      message: CLEARANCE_MESSAGES.notYetInForce(facility.name, clearance.grantedOn),
    });
  } else if (clearance.expiresOn !== null && day > clearance.expiresOn) {
    problems.push({
      kind: 'EXPIRED',
      expiresOn: clearance.expiresOn,
      message: CLEARANCE_MESSAGES.expired(facility.name, clearance.expiresOn),
    });
  }
  if (volunteer.backgroundCheckStatus !== 'PASSED') {
    problems.push({ kind: 'BACKGROUND_CHECK', message: CLEARANCE_MESSAGES.backgroundCheck });
  }
  if (!volunteer.trainingCompleted) {
    problems.push({ kind: 'TRAINING', message: CLEARANCE_MESSAGES.training });
  }
  return { cleared: problems.length === 0, problems, clearance };
}

/**
 * What placing a volunteer on `days` (a visit's days, earliest first) means under the rule: refused
 * when they are not cleared on a day up to their clearance's expiry (with that day's problems);
 * otherwise allowed, and `flaggedFrom` names the first day after the expiry, when a recurring visit
 * runs past it (product.md §3.2.1: such occurrences are flagged, not refused, so a renewal clears
 * them). `days` may be endless: it is read only up to the first day after the expiry, or its first
 * day when the clearance does not expire.
 */
export interface PlacementVerdict {
  refused: { day: string; problems: ClearanceProblem[] } | null;
  flaggedFrom: { day: string; problems: ClearanceProblem[] } | null;
}

export function placementOn(
  volunteer: VolunteerStanding,
  facility: { id: string; name: string },
  days: Iterable<string>,
): PlacementVerdict {
  let clearedBefore = false;
  for (const day of days) {
    const verdict = clearanceOn(volunteer, facility, day);
    if (verdict.cleared) {
      // Nothing changes before the expiry; without one, every later day is the same.
      if (!verdict.clearance?.expiresOn) break;
      clearedBefore = true;
      continue;
    }
    const expiredOnly = verdict.problems.every((problem) => problem.kind === 'EXPIRED');
    return clearedBefore && expiredOnly
      ? { refused: null, flaggedFrom: { day, problems: verdict.problems } }
      : { refused: { day, problems: verdict.problems }, flaggedFrom: null };
  }
  return { refused: null, flaggedFrom: null };
}

/** The problems as one message: "No approved clearance for …. Training not completed". */
export const problemsMessage = (problems: readonly ClearanceProblem[]): string =>
  problems.map((problem) => problem.message).join('. ');
