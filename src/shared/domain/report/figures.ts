/**
 * How a report's figures are written (product.md §2.11, decisions 071 and 085): counts of fewer
 * than five show as "fewer than 5", so that a small facility's figure cannot point at a person, and
 * figures that would let one be worked out are "withheld" (the server's cell suppression decides
 * which). One way of writing for the Reports page, its print and its CSV files alike.
 */
import { addMonths } from '../common/calendar';

/** Counts from 1 up to this limit (not included) are not shown exactly. */
export const SMALL_NUMBER_LIMIT = 5;
export const SMALL_NUMBER_TEXT = `fewer than ${SMALL_NUMBER_LIMIT}`;
/** A figure hidden so that no "fewer than 5" can be worked out from the others (decision 085). */
export const WITHHELD_TEXT = 'withheld';

/** COUNT: of people, programs or things; HOURS: volunteer hours; PERCENT: a rate, 0–100. */
export type FigureKind = 'COUNT' | 'HOURS' | 'PERCENT';

/** A figure as a report writes it; null (a rate of nothing) is '—'. */
export function figureText(value: number | null, kind: FigureKind): string {
  if (value === null) return '—';
  if (kind === 'PERCENT') return `${Math.round(value)}%`;
  if (kind === 'HOURS') return (Math.round(value * 10) / 10).toLocaleString('en-US');
  // Zero identifies no one, and a board needs to see that nothing happened.
  if (value > 0 && value < SMALL_NUMBER_LIMIT) return SMALL_NUMBER_TEXT;
  return value.toLocaleString('en-US');
}

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** 'YYYY-MM' as a reader says it: 'Mar 2026'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1]} ${year}`;
}

/** Every 'YYYY-MM' month from the one `from` falls in to the one `to` falls in, in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = `${from.slice(0, 7)}-01`; day.slice(0, 7) <= to.slice(0, 7);) {
    months.push(day.slice(0, 7));
    day = addMonths(day, 1);
  }
  return months;
}

/** The first day of the month `months - 1` months before today's: the trends' 12 months. */
export function trendsStart(today: string, months = 12): string {
  return `${addMonths(today, -(months - 1)).slice(0, 7)}-01`;
}

/** What the overview (exact, the staff's own screen) says about clients without data-usage consent. */
export function leftOutText(count: number): string {
  return count === 1
    ? '1 client without data-usage consent is left out of these figures.'
    : `${count} clients without data-usage consent are left out of these figures.`;
}

/**
 * What a report, its print and its files say about clients without data-usage consent: nothing
 * for none, and a count of 1 to 4 as "fewer than 5", as every count in a report (decision 085).
 */
export function reportLeftOutText(count: number): string | null {
  if (count === 0) return null;
  if (count < SMALL_NUMBER_LIMIT) {
    return `Fewer than ${SMALL_NUMBER_LIMIT} clients without data-usage consent are left out of these figures.`;
  }
  return leftOutText(count);
}
