import { formatDay } from '../../../lib/date-format';
import { CLIENT_STATUSES } from '../../../../shared/domain/client/client.enums';
import { inOrderOf } from '../../../components/records/list-sort';
import type { TableColumn } from '../../../components/records/RecordTable';
import { fullName } from '../../../lib/format';
import type { Client } from '../api/client.api';
import { ClientStatusTag } from './ClientCard';
import { clientWhere, FollowUpText, ReadinessText } from './ClientSummary';

/**
 * The clients table (issue 31): what a caseworker scans for, each sortable column sorting the
 * whole list on the server.
 */
export function clientColumns(context: {
  /** YYYY-MM-DD: which follow-ups are overdue. */
  today: string;
}): TableColumn<Client>[] {
  return [
    {
      label: 'Preferred Name',
      render: (client) => client.preferredName,
      sort: { sortBy: 'PREFERRED_NAME', kind: 'text' },
    },
    {
      label: 'Client ID',
      render: (client) => client.clientId,
      sort: { sortBy: 'CLIENT_ID', kind: 'text' },
      nowrap: true,
    },
    { label: 'Full Name', render: (client) => fullName(client) },
    {
      label: 'Where',
      render: (client) => clientWhere(client),
      sort: { sortBy: 'LOCATION', kind: 'text' },
    },
    {
      label: 'Volunteer',
      render: (client) => client.assignedVolunteerName ?? '',
      sort: { sortBy: 'VOLUNTEER', kind: 'text' },
    },
    {
      label: 'Follow-up',
      render: (client) => <FollowUpText followUpDate={client.followUpDate} today={context.today} />,
      sort: { sortBy: 'FOLLOW_UP_DATE', kind: 'date' },
      nowrap: true,
    },
    {
      label: 'Release Date',
      render: (client) => (client.releaseDate ? formatDay(client.releaseDate) : ''),
      sort: { sortBy: 'RELEASE_DATE', kind: 'date' },
      nowrap: true,
    },
    {
      label: 'Reentry Plan',
      render: (client) => <ReadinessText client={client} />,
      nowrap: true,
    },
    {
      label: 'Status',
      render: (client) => <ClientStatusTag status={client.status} />,
      sort: inOrderOf('STATUS', CLIENT_STATUSES),
    },
  ];
}
