import { Button } from '@mantine/core';
import { authClient } from '../../../auth/auth-client';
import { ADMIN_ROLES } from '../../../../shared/domain/admin/admin.enums';
import { adminDeclaration } from '../../../../shared/domain/admin/admin.record';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageTitle } from '../../../components/PageTitle';
import { RecordDetails } from '../../../components/records/RecordDetails';
import { DeclaredDetailsSections } from '../../../components/records/declared/DeclaredDetailsSections';
import { ChoiceFilter } from '../../../components/records/ListFilters';
import { RecordListView } from '../../../components/records/RecordListView';
import { useConfirmDelete } from '../../../components/records/useConfirmDelete';
import { useOpenDetails, useRecordEditing } from '../../../components/records/useRecordEditing';
import { enumOptions, fullName } from '../../../lib/format';
import { useLiveUpdates } from '../../../lib/live-updates';
import {
  ADMINS_KEY,
  exportAdmins,
  fetchAdmin,
  useAdminList,
  useDeleteAdmin,
  type Admin,
} from '../api/admin.api';
import { AccountEmailSection } from '../../../components/people/AccountEmailSection';
import { AdminCard, AdminRoleTag } from './AdminCard';
import { AdminForm } from './AdminForm';

/** Manage Admins (product.md §2.5; super admins only, which the route and the server both enforce). */
export function AdminsPage() {
  const list = useAdminList();
  // An admin's record has their account's id: the signed-in super admin's own record.
  const ownId = authClient.useSession().data?.user.id ?? null;
  const editing = useRecordEditing(fetchAdmin);
  const deleteAdmin = useDeleteAdmin();
  const deletion = useConfirmDelete<Admin>({
    remove: (admin) => deleteAdmin.mutateAsync(admin.id),
    nameOf: fullName,
    failedMessage: 'Failed to delete admin. Please try again.',
    onDeleted: editing.closeDetails,
  });
  useLiveUpdates(['Admin'], [ADMINS_KEY]);
  const details = useOpenDetails(editing, list.items);

  return (
    <>
      <PageTitle title="Manage Admins">
        <Button onClick={editing.add}>Add New Admin</Button>
      </PageTitle>
      <RecordListView
        list={list}
        plural="admins"
        exportCsv={exportAdmins}
        searchPlaceholder="Name or e-mail"
        emptyText='No admins found. Click "Add New Admin" to create one.'
        filters={
          <ChoiceFilter
            label="Role"
            anyLabel="All roles"
            width={200}
            options={enumOptions(ADMIN_ROLES)}
            value={list.filter.role}
            onChange={(role) => list.setFilter({ role })}
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
          history={{ recordType: 'Admin', recordId: details.id }}
          onEdit={() => editing.edit(details)}
          onDelete={() => deletion.ask(details)}
        >
          <DeclaredDetailsSections
            declaration={adminDeclaration}
            record={details}
            title={fullName(details)}
            lead={<AdminRoleTag role={details.role} />}
          />
          {details.id !== ownId && (
            <AccountEmailSection recordType="Admin" id={details.id} name={fullName(details)} />
          )}
        </RecordDetails>
      )}
      {editing.form.mode !== 'closed' && (
        <AdminForm
          key={editing.formKey}
          admin={editing.editing}
          isOwnRecord={editing.editing !== null && editing.editing.id === ownId}
          onClose={editing.closeForm}
          onReload={editing.reload}
        />
      )}
      <ConfirmDeleteDialog {...deletion.dialogProps} />
    </>
  );
}
