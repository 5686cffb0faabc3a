import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ADMIN_ROLES } from '../../../../shared/domain/admin/admin.enums';
import { adminInputSchema } from '../../../../shared/domain/admin/admin.schema';
import { RecordFormModal } from '../../../components/records/RecordFormModal';
import { useRecordSubmit } from '../../../components/records/record-submit';
import { validateWith } from '../../../lib/form-validation';
import { enumOptions } from '../../../lib/format';
import { useCreateAdmin, useUpdateAdmin, type Admin } from '../api/admin.api';
import { adminToForm, emptyAdminForm, type AdminFormState } from './admin-form-values';

interface AdminFormProps {
  /** null: add a new admin. */
  admin: Admin | null;
  onClose: () => void;
  onReload: () => void;
}

/** Add or edit an admin (spec §3.1, §5.1, decisions §3); the e-mail is locked when editing. */
export function AdminForm({ admin, onClose, onReload }: AdminFormProps) {
  const createAdmin = useCreateAdmin();
  const updateAdmin = useUpdateAdmin();
  const form = useForm<AdminFormState>({
    initialValues: admin ? adminToForm(admin) : emptyAdminForm(),
    validate: validateWith(adminInputSchema),
  });
  const { submit, saving, failure } = useRecordSubmit(form, {
    save: async (values) => {
      const input = adminInputSchema.parse(values);
      if (!admin) return createAdmin.mutateAsync(input);
      const { email: _locked, ...changes } = input;
      return updateAdmin.mutateAsync({ ...changes, id: admin.id, expectedVersion: admin.version });
    },
    onSaved: () => {
      notifications.show({ color: 'brand', message: admin ? 'Admin updated' : 'Admin created' });
      onClose();
    },
  });

  return (
    <RecordFormModal
      title={admin ? 'Edit Admin' : 'Add New Admin'}
      submitLabel={admin ? 'Save Changes' : 'Create Admin'}
      saving={saving}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      onReload={onReload}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First Name" required {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" required {...form.getInputProps('lastName')} />
        <TextInput
          label="Email"
          type="email"
          required
          disabled={admin !== null}
          description={admin ? 'The e-mail cannot be changed' : 'An invitation is sent here'}
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Contact Number"
          type="tel"
          required
          {...form.getInputProps('contactNumber')}
        />
        <Select
          label="Role"
          required
          allowDeselect={false}
          data={enumOptions(ADMIN_ROLES)}
          {...form.getInputProps('role')}
        />
        <TextInput label="Region" required {...form.getInputProps('region')} />
        <TextInput label="Date Joined" type="date" required {...form.getInputProps('dateJoined')} />
      </SimpleGrid>
      <Textarea label="Notes" autosize minRows={2} {...form.getInputProps('notes')} />
    </RecordFormModal>
  );
}
