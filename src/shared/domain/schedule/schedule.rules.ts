import type { ScheduleStatus } from './schedule.enums';

/** Schedule list rules (product.md §2.9, §4.5). */

export const SCHEDULE_TABS = ['upcoming', 'past', 'cancelled'] as const;
export type ScheduleTab = (typeof SCHEDULE_TABS)[number];

type Instant = string | Date;

function time(instant: Instant): number {
  return instant instanceof Date ? instant.getTime() : Date.parse(instant);
}

/**
 * Schedules that will not take place, cancelled or rejected: listed under Cancelled only, never
 * counted as upcoming (product.md §4.5).
 */
export const CALLED_OFF_STATUSES = ['CANCELLED', 'REJECTED'] as const satisfies ScheduleStatus[];
/** Requested or approved: Upcoming or Past by their time. */
export const GOING_AHEAD_STATUSES = ['PENDING', 'APPROVED'] as const satisfies ScheduleStatus[];

/**
 * Cancelled and rejected schedules appear only under Cancelled; the others are Upcoming while
 * their end is now or later (or they have no end), and Past after.
 */
export function scheduleTab(
  schedule: { status: ScheduleStatus; endTime?: Instant | null },
  now: Date,
): ScheduleTab {
  if ((CALLED_OFF_STATUSES as readonly ScheduleStatus[]).includes(schedule.status)) {
    return 'cancelled';
  }
  if (schedule.endTime === null || schedule.endTime === undefined) return 'upcoming';
  const end = time(schedule.endTime);
  // An unreadable end is treated like a missing one: better listed ahead than lost.
  return Number.isNaN(end) || end >= now.getTime() ? 'upcoming' : 'past';
}

/** Sorted by start time, earliest first (unreadable times last), without changing the list. */
export function sortByStartTime<T extends { startTime: Instant }>(schedules: readonly T[]): T[] {
  const key = (schedule: T) => {
    const start = time(schedule.startTime);
    return Number.isNaN(start) ? Number.POSITIVE_INFINITY : start;
  };
  return [...schedules].sort((a, b) => {
    const [first, second] = [key(a), key(b)];
    return first < second ? -1 : first > second ? 1 : 0;
  });
}

/** Approve and Reject are offered only on a pending schedule. */
export function canApproveOrReject(status: ScheduleStatus): boolean {
  return status === 'PENDING';
}

/** The empty text of a tab (product.md §2.9: 'No {tab} schedules found'). */
export function emptyScheduleText(tab: ScheduleTab): string {
  return `No ${tab} schedules found`;
}
