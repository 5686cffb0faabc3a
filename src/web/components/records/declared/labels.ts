import type { FieldDef } from '../../../../shared/record/field';

/** A field's label in a form: the form's own when it differs (a checkbox's sentence). */
export function formLabel(field: FieldDef): string {
  return (field.form && field.form.label) || field.label;
}
