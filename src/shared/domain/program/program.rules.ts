import { addMonths, monthOfDate } from '../common/calendar';
import { formatMinutesOfDay, minutesOfDay } from '../common/dates';

/** Program time rules (product.md §4.3, §9). Dates and times are local to the programme (product.md §14). */

/** A program's length when a time is missing, and the gap the form puts after a new start. */
const DEFAULT_PROGRAM_MINUTES = 60;

const DAY_MINUTES = 24 * 60;

/**
 * The end time the form shows after the start changes: when there is no end, or the end is
 * not after the start, start + 60 minutes (wrapping past midnight: 23:30 → 00:30).
 * An unreadable start leaves the end as it was.
 */
export function defaultEndTime(start: string, end?: string | null): string {
  const startMinutes = minutesOfDay(start);
  if (startMinutes === null) return end ?? '';
  const endMinutes = minutesOfDay(end);
  if (endMinutes !== null && endMinutes > startMinutes) return end as string;
  return formatMinutesOfDay(startMinutes + DEFAULT_PROGRAM_MINUTES);
}

/** Minutes from start to end; an end earlier than the start is the next day; 60 when a time is missing. */
export function programDurationMinutes(
  start: string | null | undefined,
  end: string | null | undefined,
): number {
  const startMinutes = minutesOfDay(start);
  const endMinutes = minutesOfDay(end);
  if (startMinutes === null || endMinutes === null) return DEFAULT_PROGRAM_MINUTES;
  const minutes = endMinutes - startMinutes;
  return minutes < 0 ? minutes + DAY_MINUTES : minutes;
}

export function programDurationHours(
  start: string | null | undefined,
  end: string | null | undefined,
): number {
  return programDurationMinutes(start, end) / 60;
}

export interface TimedProgram {
  date: string;
  startTime?: string | null;
  endTime?: string | null;
}

/** Whether a program's 'YYYY-MM-DD' date lies in a 'YYYY-MM' month. */
export function isInMonth(date: string, month: string): boolean {
  return monthOfDate(date) === month;
}

/** Hours dedicated (product.md §9): the sum of the durations of the month's programs, unrounded. */
export function hoursDedicated(programs: readonly TimedProgram[], month: string): number {
  // Summed in minutes so the total is exact; only the display rounds.
  const minutes = programs
    .filter((program) => isInMonth(program.date, month))
    .reduce((sum, program) => sum + programDurationMinutes(program.startTime, program.endTime), 0);
  return minutes / 60;
}

/** Hours as the dashboard shows them: one decimal (product.md §2.10). */
export function formatHours(hours: number): string {
  return (Math.round(hours * 10) / 10).toFixed(1);
}

/**
 * "Recent" on the overview (product.md §2.4, §9): dated within the last month up to today, both ends
 * included, counted like the server's query (today minus one calendar month, clamped).
 */
export function isRecentProgram(date: string, today: string): boolean {
  return date >= addMonths(today, -1) && date <= today;
}
