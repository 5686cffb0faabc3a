import { Button, Select } from '@mantine/core';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageTitle } from '../../../components/PageTitle';
import { DetailsSection, RecordDetails } from '../../../components/records/RecordDetails';
import { FieldList } from '../../../components/records/FieldList';
import { RecordListView } from '../../../components/records/RecordListView';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import { useRecordEditing } from '../../../components/records/useRecordEditing';
import { formatDateTime, fullName } from '../../../lib/format';
import { useLiveUpdates } from '../../../lib/live-updates';
import {
  ADMINS_KEY,
  fetchAdmin,
  useAdminList,
  useDeleteAdmin,
  type Admin,
  type AdminRoleFilter,
} from '../api/admin.api';
import { AdminCard, AdminRoleTag } from './AdminCard';
import { AdminForm } from './AdminForm';

const ROLE_FILTERS = [
  { value: '', label: 'All roles' },
  { value: 'ADMIN', label: 'Admin' },
  { value: 'SUPER_ADMIN', label: 'Super Admin' },
];

/** Manage Admins (spec §2.5; super admins only, which the route and the server both enforce). */
export function AdminsPage() {
  const list = useAdminList();
  const editing = useRecordEditing(fetchAdmin);
  const deleteAdmin = useDeleteAdmin();
  const deletion = useConfirmDelete<Admin>({
    remove: (admin) => deleteAdmin.mutateAsync(admin.id),
    nameOf: fullName,
    failedMessage: 'Failed to delete admin. Please try again.',
    onDeleted: editing.closeDetails,
  });
  useLiveUpdates(['Admin'], [ADMINS_KEY]);
  const details = editing.detailsOf(list.items);

  return (
    <>
      <PageTitle title="Manage Admins">
        <Button onClick={editing.add}>Add New Admin</Button>
      </PageTitle>
      <RecordListView
        list={list}
        plural="admins"
        searchPlaceholder="Name or e-mail"
        emptyText='No admins found. Click "Add New Admin" to create one.'
        filtered={list.filter.role !== null}
        filters={
          <Select
            label="Role"
            data={ROLE_FILTERS}
            value={list.filter.role ?? ''}
            allowDeselect={false}
            onChange={(value) => list.setFilter({ role: (value || null) as AdminRoleFilter })}
          />
        }
        itemKey={(admin) => admin.id}
        renderItem={(admin) => (
          <AdminCard
            admin={admin}
            onView={() => editing.showDetails(admin)}
            onEdit={() => editing.edit(admin)}
            onDelete={() => deletion.ask(admin)}
          />
        )}
      />

      {details && (
        <RecordDetails
          title="Admin Details"
          name={fullName(details)}
          onClose={editing.closeDetails}
          onEdit={() => editing.edit(details)}
          onDelete={() => deletion.ask(details)}
        >
          <DetailsSection title={fullName(details)}>
            <AdminRoleTag role={details.role} />
            <FieldList
              fields={[
                { label: 'Email', value: details.email },
                { label: 'Contact', value: details.contactNumber },
                { label: 'Region', value: details.region },
                { label: 'Last Active', value: formatDateTime(details.lastActive) },
                { label: 'Joined', value: details.dateJoined },
                { label: 'Notes', value: details.notes },
              ]}
            />
          </DetailsSection>
        </RecordDetails>
      )}
      {editing.form.mode !== 'closed' && (
        <AdminForm
          key={editing.formKey}
          admin={editing.editing}
          onClose={editing.closeForm}
          onReload={editing.reload}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </>
  );
}
