import { localCalendarDate } from '../../shared/domain/common/dates';

/** 'TEMPORARILY_CLOSED' → 'Temporarily Closed': enum values as people read them. */
export function humanize(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Select options for an enumeration. */
export function enumOptions<Value extends string>(
  values: readonly Value[],
  labels: Partial<Record<Value, string>> = {},
): { value: Value; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] ?? humanize(value) }));
}

/** Today on this device as YYYY-MM-DD: the default for "date joined" and similar fields. */
export function localToday(now = new Date()): string {
  return localCalendarDate(now);
}

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp as people read it, in this device's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  return value ? DATE_TIME.format(new Date(value)) : '';
}

/** Full names: 'Amina Khan'. */
export function fullName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

/** "1 client", "3 clients": a count with its noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
