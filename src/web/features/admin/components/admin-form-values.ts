import { adminDefaults, type AdminFormValues } from '../../../../shared/domain/admin/admin.schema';
import { localToday } from '../../../lib/format';
import type { Admin } from '../api/admin.api';

/** What the admin form edits: every field as text (dates as YYYY-MM-DD). */
export type AdminFormState = Required<{ [Field in keyof AdminFormValues]: string }>;

export function emptyAdminForm(): AdminFormState {
  const defaults = adminDefaults(localToday());
  return {
    firstName: '',
    lastName: '',
    email: '',
    contactNumber: '',
    role: defaults.role,
    region: '',
    dateJoined: defaults.dateJoined,
    notes: '',
  };
}

export function adminToForm(admin: Admin): AdminFormState {
  return {
    firstName: admin.firstName,
    lastName: admin.lastName,
    email: admin.email,
    contactNumber: admin.contactNumber ?? '',
    role: admin.role,
    region: admin.region ?? '',
    dateJoined: admin.dateJoined,
    notes: admin.notes ?? '',
  };
}
