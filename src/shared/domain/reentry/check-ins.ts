/**
 * When a client's check-ins after release fall (product.md §3.3.2, decision 070): 30, 90 and 180
 * days after the release date, proposed from it and never stored, as plan steps are. A check-in
 * belongs to one release: recorded, it keeps the release date it followed, so that a second
 * release has check-ins of its own.
 */
import { addDays } from '../common/calendar';
import { CHECK_IN_POINTS, type CheckInPoint } from './reentry.enums';

export const CHECK_IN_DAYS: Record<CheckInPoint, number> = { DAY_30: 30, DAY_90: 90, DAY_180: 180 };

/** "30-day check-in". */
export const checkInLabel = (point: CheckInPoint) => `${CHECK_IN_DAYS[point]}-day check-in`;

export interface RecordedCheckIn {
  checkpoint: CheckInPoint;
  releaseDate: string | null;
}

export interface ProposedCheckIn {
  checkpoint: CheckInPoint;
  /** The day it is proposed for: the release date and its days. */
  dueOn: string;
  /** Whether its day has come (`today` in the programme's time zone). */
  due: boolean;
}

/**
 * The check-ins still to record after the client's release: none while they are in custody or
 * without a release date; each point not yet recorded for this release, with its day.
 */
export function proposedCheckIns(
  client: { incarcerated: boolean; releaseDate: string | null; anonymisedOn?: string | null },
  recorded: readonly RecordedCheckIn[],
  today: string,
): ProposedCheckIn[] {
  const { releaseDate } = client;
  // An anonymised client has nobody to check in with (product.md §3.3.7).
  if (client.incarcerated || !releaseDate || client.anonymisedOn) return [];
  const done = new Set(
    recorded.filter((check) => check.releaseDate === releaseDate).map((check) => check.checkpoint),
  );
  return CHECK_IN_POINTS.filter((point) => !done.has(point)).map((checkpoint) => {
    const dueOn = addDays(releaseDate, CHECK_IN_DAYS[checkpoint]);
    return { checkpoint, dueOn, due: dueOn <= today };
  });
}
