import { useForm } from '@mantine/form';
import { adminDeclaration } from '../../../../shared/domain/admin/admin.record';
import { adminInputSchema } from '../../../../shared/domain/admin/admin.schema';
import { DeclaredFormSections } from '../../../components/records/declared/DeclaredFormSections';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import { useCreateAdmin, useUpdateAdmin, type Admin } from '../api/admin.api';
import { adminToForm, emptyAdminForm, type AdminFormState } from './admin-form-values';

/** Why a super admin's own role is locked (the server refuses it too: a lock-out guard). */
export const OWN_ROLE_LOCKED = 'You cannot change your own role; another super admin can.';

interface AdminFormProps {
  /** null: add a new admin. */
  admin: Admin | null;
  /** The signed-in person's own record: their role cannot be changed here. */
  isOwnRecord?: boolean;
  onClose: () => void;
  onReload: () => void;
}

/**
 * Add or edit an admin (product.md §3.1, §5.1, product.md §12): the fields and layout of the admin's
 * declaration (admin.record.ts); the e-mail is locked when editing.
 */
export function AdminForm({ admin, isOwnRecord = false, onClose, onReload }: AdminFormProps) {
  const createAdmin = useCreateAdmin();
  const updateAdmin = useUpdateAdmin();
  const form = useForm<AdminFormState>({
    initialValues: admin ? adminToForm(admin) : emptyAdminForm(),
    validate: validateWith(adminInputSchema),
  });
  const { modalProps } = useRecordSubmit(form, {
    save: async (values) => {
      const input = adminInputSchema.parse(values);
      if (!admin) return createAdmin.mutateAsync(input);
      const { email: _locked, ...changes } = input;
      return updateAdmin.mutateAsync({ ...changes, id: admin.id, expectedVersion: admin.version });
    },
    savedMessage: admin ? 'Admin updated' : 'Admin created',
    onSaved: onClose,
  });

  return (
    <RecordFormModal
      title={admin ? 'Edit Admin' : 'Add New Admin'}
      submitLabel={admin ? 'Save Changes' : 'Create Admin'}
      {...modalProps}
      onClose={onClose}
      onReload={onReload}
    >
      <DeclaredFormSections
        declaration={adminDeclaration}
        form={form}
        isNew={admin === null}
        lockedFields={isOwnRecord ? { role: OWN_ROLE_LOCKED } : undefined}
      />
    </RecordFormModal>
  );
}
