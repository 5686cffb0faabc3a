/**
 * A declared record type's form values (decision 042): every field as the form edits it, text
 * for text inputs and pickers (lists comma-separated), numbers for decimal inputs, booleans for
 * checkboxes, ids for multi-selects.
 */
import type { Fields, RecordDeclaration } from '../../../../shared/record/define-record';
import type { FieldDef } from '../../../../shared/record/field';
import { listText } from '../FieldList';

export type FormValuesOf<F extends Fields> = {
  [K in keyof F as F[K]['readOnly'] extends true ? never : K]: F[K]['kind'] extends 'flag'
    ? boolean
    : F[K]['kind'] extends 'decimal'
      ? number | string
      : F[K]['kind'] extends 'references'
        ? string[]
        : string;
};

function formValue(field: FieldDef, value: unknown): string | number | boolean | string[] {
  if (field.kind === 'flag') return value === true;
  // A number input edits a number; empty is ''.
  if (field.kind === 'decimal') return typeof value === 'number' ? value : '';
  if (field.kind === 'list') return listText(value as readonly string[] | null);
  // A multi-select edits ids, not text.
  if (field.kind === 'references') return [...((value as readonly string[] | null) ?? [])];
  return value === null || value === undefined ? '' : String(value);
}

/** The values of a stored record (or, for a new one, of its defaults) as the form edits them. */
export function toFormValues<F extends Fields>(
  declaration: RecordDeclaration<F>,
  record: Partial<Record<keyof F, unknown>>,
): FormValuesOf<F> {
  return Object.fromEntries(
    declaration.inputFieldNames.map((name) => [
      name,
      formValue(declaration.fields[name]!, record[name]),
    ]),
  ) as FormValuesOf<F>;
}
