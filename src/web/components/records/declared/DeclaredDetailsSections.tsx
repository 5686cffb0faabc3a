/**
 * A declared record's details, in the sections its declaration gives (decision 042): each value
 * written as people read it (enumerations humanized, yes/no, lists, the name a reference points
 * at); fields that do not apply to the record (showWhen) are left out, and so is a section left
 * with none.
 */
import { formatClock, formatDay } from '../../../lib/date-format';
import type { Fields, RecordDeclaration } from '../../../../shared/record/define-record';
import type { FieldDef, ReferencedRecord } from '../../../../shared/record/field';
import { humanize } from '../../../lib/format';
import { referenceNameFields } from '../../../../shared/record/reference-name-fields';
import { FieldList, listText } from '../FieldList';
import { DetailsSection } from '../RecordDetails';
import { detailsLabel } from './labels';

/** The name of the record `id` points at ('' for none). */
type ReferenceName = (of: ReferencedRecord, id: string | null | undefined) => string;

/** A declared field's value as people read it, in details and in lists. */
export function valueText(
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

interface DeclaredDetailsSectionsProps<F extends Fields> {
  declaration: RecordDeclaration<F>;
  record: Record<keyof F, unknown>;
  /**
   * Names for references by lookup; without it, the names the record carries beside its
   * references (facilityName, decision 055).
   */
  referenceName?: ReferenceName;
}

export function DeclaredDetailsSections<F extends Fields>({
  declaration,
  record,
  referenceName,
}: DeclaredDetailsSectionsProps<F>) {
  const nameFields = new Map(
    referenceNameFields(declaration).map((named) => [named.idField, named.nameField]),
  );
  const carried = record as Record<string, unknown>;
  /** A reference's text from the name (or names) the record carries beside it. */
  const carriedText = (name: string) => {
    const names = carried[nameFields.get(name) ?? ''];
    if (Array.isArray(names)) return listText(names as string[]);
    return typeof names === 'string' ? names : '';
  };
  // A field that writes its own text (details.text) does so whatever it holds.
  const text = (name: string, field: FieldDef) =>
    !referenceName &&
    !(field.details && field.details.text) &&
    (field.kind === 'reference' || field.kind === 'references')
      ? carriedText(name)
      : valueText(field, record[name], carried, referenceName ?? (() => ''));
  return (declaration.details ?? []).map((section, index) => {
    const shown = section.fields.filter((name) => {
      const field = declaration.fields[name]!;
      return !field.showWhen || field.showWhen(record as never);
    });
    if (shown.length === 0) return null;
    return (
      <DetailsSection key={section.title ?? index} title={section.title ?? declaration.typeName}>
        <FieldList
          columns={section.fields.length === 1 ? 1 : 2}
          fields={shown.map((name) => {
            const field = declaration.fields[name]!;
            return { label: detailsLabel(field, record), value: text(name, field) };
          })}
        />
      </DetailsSection>
    );
  });
}
