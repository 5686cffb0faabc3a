import { adminDeclaration } from '../../../../shared/domain/admin/admin.record';
import { declaredFields } from '../../../components/records/declared/declared-fields';
import { ExpandableCard } from '../../../components/records/ExpandableCard';
import { FieldList } from '../../../components/records/FieldList';
import { RecordActions } from '../../../components/records/RecordActions';
import { SummaryLine } from '../../../components/records/SummaryLine';
import { formatDateTime } from '../../../lib/date-format';
import { fullName } from '../../../lib/format';
import type { Admin } from '../api/admin.api';
import { StatusTag } from '../../../components/records/StatusTag';

const ROLE_COLORS = { ADMIN: 'brand.7', SUPER_ADMIN: 'grape.9' };

export function AdminRoleTag({ role }: { role: string }) {
  return <StatusTag value={role} colors={ROLE_COLORS} />;
}

interface AdminCardProps {
  admin: Admin;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * product.md §2.5: full name, role tag, e-mail, contact, last active; View Details, Edit, Delete.
 * The collapsed row shows e-mail, region and last active.
 */
export function AdminCard({ admin, onView, onEdit, onDelete }: AdminCardProps) {
  const name = fullName(admin);
  return (
    <ExpandableCard
      title={name}
      tag={<AdminRoleTag role={admin.role} />}
      summary={
        <SummaryLine
          parts={[admin.email, admin.region, `Last active ${formatDateTime(admin.lastActive)}`]}
        />
      }
    >
      <FieldList
        fields={declaredFields(adminDeclaration, admin, ['email', 'contactNumber', 'lastActive'])}
        columns={3}
      />
      <RecordActions name={name} onView={onView} onEdit={onEdit} onDelete={onDelete} />
    </ExpandableCard>
  );
}
