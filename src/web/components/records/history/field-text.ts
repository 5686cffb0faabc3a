/**
 * Field names and values of the audit trail as people read them: the forms' labels where
 * they differ from the field's name, enumeration values in words, ids as the names they point
 * at, times in this device's zone.
 */
import { formatDateTime, humanize } from '../../../lib/format';

/** Where a form's label is not simply the field's name in words. */
const LABELS: Record<string, string> = {
  email: 'Email',
  releaseDate: 'Expected Release Date',
  followUpDate: 'Follow-up Date',
  reentryPlan: 'Reentry Plan',
  specializations: 'Expertise',
  contactNumber: 'Contact Number',
  dateJoined: 'Date Joined',
  volunteerId: 'Volunteer',
  reporterId: 'Reported By',
  requesterId: 'Requested By',
  adminId: 'Decided By',
  accountId: 'Sign-in Account',
  createdBy: 'Created By',
  fulfilledBy: 'Fulfilled By',
  linkCreatedAt: 'Calendar Link Made',
  url: 'URL',
};

/** 'assignedVolunteerId' → 'Assigned Volunteer'. */
export function fieldLabel(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  const words = field
    .replace(/Ids?$/, (suffix) => (suffix === 'Ids' ? 's' : ''))
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;
const ENUM_VALUE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{3,}$/;

function valueText(value: unknown, names: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    return value.length === 0 ? '(empty)' : value.map((item) => valueText(item, names)).join(', ');
  }
  if (typeof value === 'string') {
    const name = names.get(value);
    if (name) return name;
    if (INSTANT.test(value)) return formatDateTime(value);
    if (ENUM_VALUE.test(value)) return humanize(value);
    return value;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A value as the API sends it (JSON text; null: hidden). */
export function changeValueText(json: string | null, names: ReadonlyMap<string, string>): string {
  if (json === null) return '(hidden)';
  try {
    return valueText(JSON.parse(json) as unknown, names);
  } catch {
    return json;
  }
}
