import { formatDay } from '../../../lib/date-format';
import { ageText, locationText } from '../../../../shared/domain/client/client.details';
import { ExpandableCard } from '../../../components/records/ExpandableCard';
import { FieldList } from '../../../components/records/FieldList';
import { RecordActions } from '../../../components/records/RecordActions';
import { humanize } from '../../../lib/format';
import type { Client } from '../api/client.api';
import { StatusTag } from '../../../components/records/StatusTag';
import { ClientSummary } from './ClientSummary';

// Filled badges with dark shades keep white text above 4.5:1 contrast.
const STATUS_COLORS: Record<string, string> = {
  ACTIVE: 'brand.7',
  INACTIVE: 'gray.8',
  FOLLOW_UP: 'orange.9',
  CLOSED: 'dark.6',
};

export function ClientStatusTag({ status }: { status: string }) {
  return <StatusTag value={status} colors={STATUS_COLORS} />;
}

interface ClientCardProps {
  client: Client;
  /** The page's today (YYYY-MM-DD): one for every card, moving on at midnight. */
  today: string;
  onView: () => void;
  /** Absent: the client cannot be changed (anonymised). */
  onEdit?: () => void;
  onDelete: () => void;
}

/**
 * product.md §2.5: the preferred name and status tag, the summary a caseworker scans for
 * (ClientSummary), and, expanded, religious status, current location, gender, age and
 * follow-up date.
 */
export function ClientCard({ client, today, onView, onEdit, onDelete }: ClientCardProps) {
  return (
    <ExpandableCard
      title={client.preferredName}
      tag={<ClientStatusTag status={client.status} />}
      summary={<ClientSummary client={client} today={today} />}
    >
      <FieldList
        fields={[
          { label: 'Religious Status', value: humanize(client.religiousStatus) },
          { label: 'Current Location', value: locationText(client.incarcerated) },
          { label: 'Gender', value: humanize(client.gender) },
          { label: 'Age', value: ageText(client.age, client) },
          { label: 'Follow-up Date', value: client.followUpDate && formatDay(client.followUpDate) },
        ]}
        columns={3}
      />
      <RecordActions
        name={client.preferredName}
        onView={onView}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </ExpandableCard>
  );
}
