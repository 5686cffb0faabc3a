import {
  volunteerDefaults,
  type VolunteerFormValues,
} from '../../../../shared/domain/volunteer/volunteer.schema';
import { listText } from '../../../components/records/FieldList';
import { pickFields } from '../../../lib/form-fields';
import { localToday } from '../../../lib/format';
import type { Volunteer } from '../api/volunteer.api';

/** The fields the management form uses (spec §3.2). */
const FORM_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'contactNumber',
  'gender',
  'status',
  'dateJoined',
  'languages',
  'specializations',
  'availability',
  'credentials',
  'totalVolunteerHours',
  'notes',
] as const satisfies readonly (keyof VolunteerFormValues)[];

type FormField = (typeof FORM_FIELDS)[number];

/** What the volunteer form edits: text, with the lists as comma-separated text. */
export type VolunteerFormState = Record<FormField, string>;

export function emptyVolunteerForm(): VolunteerFormState {
  const defaults = volunteerDefaults(localToday());
  return {
    firstName: '',
    lastName: '',
    email: '',
    contactNumber: '',
    gender: defaults.gender,
    status: defaults.status,
    dateJoined: defaults.dateJoined,
    languages: '',
    specializations: '',
    availability: '',
    credentials: '',
    totalVolunteerHours: String(defaults.totalVolunteerHours),
    notes: '',
  };
}

export function volunteerToForm(volunteer: Volunteer): VolunteerFormState {
  return {
    firstName: volunteer.firstName,
    lastName: volunteer.lastName,
    email: volunteer.email,
    contactNumber: volunteer.contactNumber ?? '',
    gender: volunteer.gender,
    status: volunteer.status,
    dateJoined: volunteer.dateJoined,
    languages: listText(volunteer.languages),
    specializations: listText(volunteer.specializations),
    availability: listText(volunteer.availability),
    credentials: listText(volunteer.credentials),
    totalVolunteerHours: String(volunteer.totalVolunteerHours),
    notes: volunteer.notes ?? '',
  };
}

/** Only the form's own fields are sent on update: the others keep their stored values. */
export function pickFormFields<Values extends Record<FormField, unknown>>(values: Values) {
  return pickFields(values, FORM_FIELDS);
}
