import { enumLabel } from '../../shared/domain/common/labels';

// Dates and times are written by date-format.ts, in the programme's time zone (decision 049).

/**
 * 'TEMPORARILY_CLOSED' → 'Temporarily Closed': enum values as people read them, as the server
 * writes them too (a client's timeline).
 */
export const humanize = enumLabel;

/** Select options for an enumeration. */
export function enumOptions<Value extends string>(
  values: readonly Value[],
  labels: Partial<Record<Value, string>> = {},
): { value: Value; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] ?? humanize(value) }));
}

/** Full names: 'Amina Khan'. */
export function fullName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

/** "1 client", "3 clients": a count with its noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Hours with one decimal, '12.5' (product.md §2.10): a volunteer's hours wherever shown. */
export function formatHours(hours: number): string {
  return hours.toFixed(1);
}
