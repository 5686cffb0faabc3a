import type { FieldDef } from '../../../../shared/record/field';

/**
 * A field's label in a form: the form's own when it differs (a checkbox's sentence), or the one
 * for the values as they stand (labelWhen: "Release Date" once a client is out).
 */
export function formLabel(field: FieldDef, values?: object): string {
  if (field.form && field.form.label) return field.form.label;
  return values && field.labelWhen ? field.labelWhen(values as never) : field.label;
}

/** A field's label in a record's details, for the record as it stands. */
export function detailsLabel(field: FieldDef, record: object): string {
  if (field.details && field.details.label) return field.details.label;
  return field.labelWhen ? field.labelWhen(record as never) : field.label;
}
