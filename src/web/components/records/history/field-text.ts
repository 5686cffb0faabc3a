/**
 * Field names and values of the audit trail as people read them: each declared field by its
 * label, enumeration values in words, ids as the names they point at, times in this device's
 * zone.
 */
import { declaredField } from '../../../../shared/record/declarations';
import { capitalised } from '../../../../shared/domain/common/labels';
import { formatDateTime } from '../../../lib/date-format';
import { humanize } from '../../../lib/format';

/** Fields no record declaration holds (accounts, bookkeeping, calendar links), by label. */
const LABELS: Record<string, string> = {
  accountId: 'Sign-in Account',
  createdBy: 'Created By',
  linkCreatedAt: 'Calendar Link Made',
};

/** A field of a record of type `recordType` by its label; 'assignedVolunteerId' → 'Assigned Volunteer'. */
export function fieldLabel(recordType: string, field: string): string {
  const known = declaredField(recordType, field)?.label ?? LABELS[field];
  if (known) return known;
  const words = field
    .replace(/Ids?$/, (suffix) => (suffix === 'Ids' ? 's' : ''))
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return capitalised(words);
}

const INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;
const ENUM_VALUE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]{3,}$/;

/** A stored value in words: an id by the name it points at, a time in this device's zone. */
export function valueText(value: unknown, names: ReadonlyMap<string, string>): string {
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

/** Fields a created record's entry leaves out: its own id, and values it was created without. */
export function shownOnCreate(field: string, after: unknown): boolean {
  if (field === 'id') return false;
  return !(after === null || after === '' || (Array.isArray(after) && after.length === 0));
}
