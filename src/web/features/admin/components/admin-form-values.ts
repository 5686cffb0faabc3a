import { adminDeclaration } from '../../../../shared/domain/admin/admin.record';
import { adminDefaults } from '../../../../shared/domain/admin/admin.schema';
import { toFormValues, type FormValuesOf } from '../../../components/records/declared/form-values';
import { programmeToday } from '../../../lib/date-format';
import type { Admin } from '../api/admin.api';

/** What the admin form edits: the declared fields as text (dates as YYYY-MM-DD). */
export type AdminFormState = FormValuesOf<typeof adminDeclaration.fields>;

export function emptyAdminForm(): AdminFormState {
  return toFormValues(adminDeclaration, adminDefaults(programmeToday()));
}

export function adminToForm(admin: Admin): AdminFormState {
  return toFormValues(adminDeclaration, admin);
}
