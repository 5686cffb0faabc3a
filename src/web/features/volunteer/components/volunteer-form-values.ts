import {
  VOLUNTEER_FORM_FIELDS,
  volunteerDeclaration,
} from '../../../../shared/domain/volunteer/volunteer.record';
import { volunteerDefaults } from '../../../../shared/domain/volunteer/volunteer.schema';
import { toFormValues, type FormValuesOf } from '../../../components/records/declared/form-values';
import { pickFields } from '../../../lib/form-fields';
import { programmeToday } from '../../../lib/date-format';
import type { Volunteer } from '../api/volunteer.api';

/**
 * What the volunteer form edits: the declared fields as the form holds them (lists as
 * comma-separated text). Those the form does not show carry the stored values, so the form's
 * check judges the whole record; only the form's own are sent.
 */
export type VolunteerFormState = FormValuesOf<typeof volunteerDeclaration.fields>;

export function emptyVolunteerForm(): VolunteerFormState {
  return toFormValues(volunteerDeclaration, volunteerDefaults(programmeToday()));
}

export function volunteerToForm(volunteer: Volunteer): VolunteerFormState {
  return toFormValues(volunteerDeclaration, volunteer);
}

/** Only the form's own fields are sent on update: the others keep their stored values. */
export function pickFormFields<Values extends Record<string, unknown>>(values: Values) {
  return pickFields(values, VOLUNTEER_FORM_FIELDS);
}
