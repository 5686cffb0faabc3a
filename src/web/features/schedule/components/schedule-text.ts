import type { RecurringPattern } from '../../../../shared/domain/schedule/schedule.enums';
import { formatDay } from '../../../lib/date-format';

const PATTERN_WORDS: Record<RecurringPattern, string> = {
  DAILY: 'Repeats every day',
  WEEKLY: 'Repeats every week',
  MONTHLY: 'Repeats every month',
};

/** 'Repeats every week until Tue, Jun 30, 2026'; null for a one-off visit. */
export function recurrenceText(schedule: {
  isRecurring: boolean;
  recurringPattern?: RecurringPattern | null;
  recurrenceEndDate?: string | null;
}): string | null {
  if (!schedule.isRecurring || !schedule.recurringPattern) return null;
  const words = PATTERN_WORDS[schedule.recurringPattern];
  if (!schedule.recurrenceEndDate) return words;
  // The last day is a programme date: written as it is, never moved by a time zone.
  const until = formatDay(schedule.recurrenceEndDate);
  return until === schedule.recurrenceEndDate ? words : `${words} until ${until}`;
}
