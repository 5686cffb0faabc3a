import { Badge } from '@mantine/core';
import { ExpandableCard } from '../../../components/records/ExpandableCard';
import { FieldList } from '../../../components/records/FieldList';
import { RecordActions } from '../../../components/records/RecordActions';
import { formatDateTime, fullName, humanize } from '../../../lib/format';
import type { Admin } from '../api/admin.api';

export function AdminRoleTag({ role }: { role: string }) {
  return (
    <Badge color={role === 'SUPER_ADMIN' ? 'grape.9' : 'brand.7'} variant="filled">
      {humanize(role)}
    </Badge>
  );
}

interface AdminCardProps {
  admin: Admin;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Spec §2.5: full name, role tag, e-mail, contact, last active; View Details, Edit, Delete. */
export function AdminCard({ admin, onView, onEdit, onDelete }: AdminCardProps) {
  const name = fullName(admin);
  return (
    <ExpandableCard title={name} tag={<AdminRoleTag role={admin.role} />}>
      <FieldList
        fields={[
          { label: 'Email', value: admin.email },
          { label: 'Contact', value: admin.contactNumber },
          { label: 'Last Active', value: formatDateTime(admin.lastActive) },
        ]}
        columns={3}
      />
      <RecordActions name={name} onView={onView} onEdit={onEdit} onDelete={onDelete} />
    </ExpandableCard>
  );
}
