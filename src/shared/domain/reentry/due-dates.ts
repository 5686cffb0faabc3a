/**
 * When a step of a reentry plan is due (product.md §3.3.1, decision 068). A step is due a number
 * of days before (negative) or after (positive) the client's release, not on a stored day: moving
 * the release date moves every step with it. A step without a number has no fixed day.
 */
import { addDays } from '../common/calendar';
import { isCalendarDate } from '../common/dates';

/** How far from release a step may be set: ten years either way. */
export const MAX_OFFSET_DAYS = 3650;

/** The day a step is due, or null when it has no fixed day or the release date is not known. */
export function stepDueOn(
  releaseDate: string | null | undefined,
  offsetDays: number | null | undefined,
): string | null {
  if (offsetDays == null || !releaseDate || !isCalendarDate(releaseDate)) return null;
  return addDays(releaseDate, offsetDays);
}

/** "30 days before release", "On release day", "3 days after release", "No fixed day". */
export function offsetLabel(offsetDays: number | null | undefined): string {
  if (offsetDays == null) return 'No fixed day';
  if (offsetDays === 0) return 'On release day';
  const days = Math.abs(offsetDays);
  const count = days === 1 ? '1 day' : `${days} days`;
  return offsetDays < 0 ? `${count} before release` : `${count} after release`;
}

/**
 * The help under a "Days from Release" input: what the typed number means, in words, or how to
 * write one.
 */
export function daysFromReleaseHint(typed: string): string {
  const days = typed.trim();
  return /^-?\d+$/.test(days)
    ? offsetLabel(Number(days))
    : 'Negative before release, positive after; empty for no fixed day';
}

/** Steps by when they are due: the earliest first, those with no fixed day last. */
export function byDueDay(a: { offsetDays: number | null }, b: { offsetDays: number | null }) {
  if (a.offsetDays === b.offsetDays) return 0;
  if (a.offsetDays === null) return 1;
  if (b.offsetDays === null) return -1;
  return a.offsetDays - b.offsetDays;
}

interface StepState {
  status: string;
  offsetDays: number | null;
}

/** Whether an open step's day has passed (`today` in the programme's time zone). */
export function isOverdue(
  step: StepState,
  releaseDate: string | null | undefined,
  today: string,
): boolean {
  const due = stepDueOn(releaseDate, step.offsetDays);
  return step.status === 'OPEN' && due !== null && due < today;
}

/**
 * How ready a plan is on `today`: of the steps due by then (not counting those not needed), how
 * many are done. "3 of 4 due" on the releases list.
 */
export function planReadiness(
  steps: readonly StepState[],
  releaseDate: string | null | undefined,
  today: string,
): { done: number; due: number } {
  let done = 0;
  let due = 0;
  for (const step of steps) {
    if (step.status === 'NOT_NEEDED') continue;
    const day = stepDueOn(releaseDate, step.offsetDays);
    if (day === null || day > today) continue;
    due += 1;
    if (step.status === 'DONE') done += 1;
  }
  return { done, due };
}
