import { incidentDeclaration } from '../../../../shared/domain/incident/incident.record';
import { declaredDefaults } from '../../../../shared/record/define-record';
import { toFormValues, type FormValuesOf } from '../../../components/records/declared/form-values';
import { programmeToday } from '../../../lib/date-format';
import type { IncidentReport } from '../api/incident.api';

/** What every report sends (product.md §2.8); a new one is saved OPEN with no follow-up (§4.4). */
export const INCIDENT_CREATE_FIELDS = incidentDeclaration.createFieldNames;

/** Editing adds the review (product.md §2.8): every field. */
export const INCIDENT_EDIT_FIELDS = incidentDeclaration.inputFieldNames;

/**
 * The volunteer portal (product.md §12, §13): a volunteer files in their own name (sent on create,
 * never changed after). Witnesses are left out: volunteers cannot list other volunteers, and
 * an edit then keeps the stored witnesses. Review (status, resolution, follow-up) is for admins.
 */
export const INCIDENT_OWN_CREATE_FIELDS = INCIDENT_CREATE_FIELDS.filter(
  (field) => field !== 'witnessVolunteers',
);
export const INCIDENT_OWN_EDIT_FIELDS = INCIDENT_OWN_CREATE_FIELDS.filter(
  (field) => field !== 'reporterId',
);

/** Text for every field (involved inmates comma-separated), witnesses as volunteer ids. */
export type IncidentFormState = FormValuesOf<typeof incidentDeclaration.fields>;

export function emptyIncidentForm(): IncidentFormState {
  return toFormValues(incidentDeclaration, {
    ...declaredDefaults(incidentDeclaration),
    date: programmeToday(),
  });
}

export function incidentToForm(report: IncidentReport): IncidentFormState {
  return toFormValues(incidentDeclaration, report);
}
