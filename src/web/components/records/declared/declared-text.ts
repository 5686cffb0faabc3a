/**
 * A declared field's value as people read it, in details, cards and table cells (decision 042):
 * enumerations in words, yes/no, lists, dates and times as the programme writes them, and the
 * name a reference points at, from the names the record carries beside its references (decision
 * 055) or a lookup the page gives.
 */
import type { Fields, RecordDeclaration } from '../../../../shared/record/define-record';
import type { FieldDef, ReferencedRecord } from '../../../../shared/record/field';
import { referenceNameFields } from '../../../../shared/record/reference-name-fields';
import { formatClock, formatDateTime, formatDay } from '../../../lib/date-format';
import { humanize } from '../../../lib/format';
import { listText } from '../FieldList';

/** The name of the record `id` points at ('' for none). */
export type ReferenceName = (of: ReferencedRecord, id: string | null | undefined) => string;

/** A declared field's value as people read it, in details and in lists. */
function valueText(
  field: FieldDef,
  value: unknown,
  record: Record<string, unknown>,
  referenceName: ReferenceName,
): string {
  if (field.details && field.details.text) return field.details.text(value, record as never);
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'flag':
      return value ? 'Yes' : 'No';
    case 'date':
      return formatDay(String(value));
    case 'time':
      return formatClock(String(value));
    case 'timestamp':
      return formatDateTime(value as string | Date);
    case 'choice':
      return field.choiceLabel ? field.choiceLabel(String(value)) : humanize(String(value));
    case 'list':
      return listText(value as string[]);
    case 'reference':
      return referenceName(field.references!, value as string);
    case 'references':
      return listText((value as string[]).map((id) => referenceName(field.references!, id)));
    default:
      return String(value);
  }
}

/**
 * The field `name` of `record` as people read it. A reference is named by `referenceName` when the
 * page gives one, else by the name the record carries beside it (facilityName); a field that
 * writes its own text (details.text) does so whatever it holds.
 */
export function declaredText<F extends Fields>(
  declaration: RecordDeclaration<F>,
  name: keyof F & string,
  record: Record<string, unknown>,
  referenceName?: ReferenceName,
): string {
  const field = declaration.fields[name]!;
  const isReference = field.kind === 'reference' || field.kind === 'references';
  if (referenceName || !isReference || (field.details && field.details.text)) {
    return valueText(field, record[name], record, referenceName ?? (() => ''));
  }
  const carried = referenceNameFields(declaration).find((named) => named.idField === name);
  const names = carried ? record[carried.nameField] : null;
  if (Array.isArray(names)) return listText(names as string[]);
  return typeof names === 'string' ? names : '';
}
