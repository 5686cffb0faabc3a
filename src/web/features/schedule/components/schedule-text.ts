import type { RecurringPattern } from '../../../../shared/domain/schedule/schedule.enums';

const PATTERN_WORDS: Record<RecurringPattern, string> = {
  DAILY: 'Repeats every day',
  WEEKLY: 'Repeats every week',
  MONTHLY: 'Repeats every month',
};

const LONG_DATE = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Repeats every week until 30 Jun 2026'; null for a one-off visit. */
export function recurrenceText(schedule: {
  isRecurring: boolean;
  recurringPattern?: RecurringPattern | null;
  recurrenceEndDate?: string | null;
}): string | null {
  if (!schedule.isRecurring || !schedule.recurringPattern) return null;
  const words = PATTERN_WORDS[schedule.recurringPattern];
  if (!schedule.recurrenceEndDate) return words;
  // A date has no time zone: read and written as UTC so it never moves a day.
  const until = new Date(`${schedule.recurrenceEndDate}T00:00:00Z`);
  return Number.isNaN(until.getTime()) ? words : `${words} until ${LONG_DATE.format(until)}`;
}
