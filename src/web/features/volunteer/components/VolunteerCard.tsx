import { volunteerDeclaration } from '../../../../shared/domain/volunteer/volunteer.record';
import { declaredFields } from '../../../components/records/declared/declared-fields';
import { ExpandableCard } from '../../../components/records/ExpandableCard';
import { FieldList, listText } from '../../../components/records/FieldList';
import { RecordActions } from '../../../components/records/RecordActions';
import { SummaryLine } from '../../../components/records/SummaryLine';
import { fullName } from '../../../lib/format';
import type { Volunteer } from '../api/volunteer.api';
import { StatusTag } from '../../../components/records/StatusTag';

// Filled badges with dark shades keep white text above 4.5:1 contrast.
const STATUS_COLORS: Record<string, string> = {
  ACTIVE: 'brand.7',
  INACTIVE: 'gray.8',
  ON_LEAVE: 'orange.9',
  PENDING_CLEARANCE: 'indigo.8',
};

export function VolunteerStatusTag({ status }: { status: string }) {
  return <StatusTag value={status} colors={STATUS_COLORS} />;
}

interface VolunteerCardProps {
  volunteer: Volunteer;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * product.md §2.5: name, status tag, e-mail, contact, languages, expertise and availability; the
 * collapsed row shows e-mail, contact and languages, so volunteers of one name are told apart.
 */
export function VolunteerCard({ volunteer, onView, onEdit, onDelete }: VolunteerCardProps) {
  const name = fullName(volunteer);
  return (
    <ExpandableCard
      title={name}
      tag={<VolunteerStatusTag status={volunteer.status} />}
      summary={
        <SummaryLine
          parts={[
            volunteer.email,
            volunteer.contactNumber,
            volunteer.languages.length > 0 && listText(volunteer.languages),
          ]}
        />
      }
    >
      <FieldList
        fields={declaredFields(volunteerDeclaration, volunteer, [
          'email',
          'contactNumber',
          'languages',
          'specializations',
          'availability',
        ])}
        columns={3}
      />
      <RecordActions name={name} onView={onView} onEdit={onEdit} onDelete={onDelete} />
    </ExpandableCard>
  );
}
