/**
 * The Reports page's period (product.md §2.11): a first and a last day, both counted, at most
 * five years apart, checked the same way by the page and the server.
 */
import { z } from 'zod';
import { addMonths } from '../common/calendar';
import { isCalendarDate, requiredDate } from '../common/dates';
import { EVEN_WITH_OTHER_ERRORS } from '../common/fields';

export const REPORT_RANGE_MESSAGES = {
  from: 'Enter the first day of the report',
  to: 'Enter the last day of the report',
  order: 'The last day must be on or after the first day',
  tooLong: 'A report covers at most 5 years',
} as const;

const MAX_REPORT_YEARS = 5;

export const reportRangeSchema = z
  .object({
    from: requiredDate(REPORT_RANGE_MESSAGES.from),
    to: requiredDate(REPORT_RANGE_MESSAGES.to),
  })
  // Read defensively: either may be what was sent, not a date.
  .refine(
    ({ from, to }) => !isCalendarDate(String(from)) || !isCalendarDate(String(to)) || to >= from,
    {
      error: REPORT_RANGE_MESSAGES.order,
      path: ['to'],
      ...EVEN_WITH_OTHER_ERRORS,
    },
  )
  // Only between two real days: addMonths refuses 2026-02-30, which the fields report.
  .refine(
    ({ from, to }) =>
      !isCalendarDate(String(from)) ||
      !isCalendarDate(String(to)) ||
      to < addMonths(from, 12 * MAX_REPORT_YEARS),
    {
      error: REPORT_RANGE_MESSAGES.tooLong,
      path: ['to'],
    },
  );

/** The year to date: what the page opens on. */
export function yearToDate(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
