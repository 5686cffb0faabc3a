import { Text } from '@mantine/core';
import { formatDay } from '../../../lib/date-format';
import { CLIENT_STATUSES } from '../../../../shared/domain/client/client.enums';
import { inOrderOf } from '../../../components/records/list-sort';
import { OneLine, type TableColumn } from '../../../components/records/RecordTable';
import { fullName } from '../../../lib/format';
import type { Client } from '../api/client.api';
import { ClientStatusTag } from './ClientCard';
import { clientWhere, ReadinessText } from './ClientSummary';

/**
 * The next follow-up as the card's line writes it (FollowUpText), in red with '(overdue)' once
 * past, but with only the date kept on one line: '(overdue)' goes under it in a narrow column.
 */
function FollowUpCell({ followUpDate, today }: { followUpDate: string | null; today: string }) {
  if (!followUpDate) return null;
  const overdue = followUpDate < today;
  return (
    <Text span size="sm" c={overdue ? 'red.9' : undefined} fw={overdue ? 600 : undefined}>
      <OneLine>{formatDay(followUpDate)}</OneLine>
      {overdue && ' (overdue)'}
    </Text>
  );
}

/**
 * The clients table (decision 050): what a caseworker scans for, each sortable column sorting the
 * whole list on the server. On a laptop it fits without sideways scrolling (product.md §2.2,
 * decision 101): the client ID and full name (the preferred name names the row) leave below
 * 1300 px, the volunteer below 1100 px, all three in the details panel; where the client is and
 * how their plan stands wrap.
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
      hideBelow: 1300,
    },
    { label: 'Full Name', render: (client) => fullName(client), hideBelow: 1300 },
    {
      label: 'Where',
      render: (client) => clientWhere(client),
      sort: { sortBy: 'LOCATION', kind: 'text' },
    },
    {
      label: 'Volunteer',
      render: (client) => client.assignedVolunteerName ?? '',
      sort: { sortBy: 'VOLUNTEER', kind: 'text' },
      hideBelow: 1100,
    },
    {
      label: 'Follow-up',
      render: (client) => <FollowUpCell followUpDate={client.followUpDate} today={context.today} />,
      sort: { sortBy: 'FOLLOW_UP_DATE', kind: 'date' },
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
      // '1 check-in due' on one line, not broken at its hyphen.
      minWidth: 125,
    },
    {
      label: 'Status',
      render: (client) => <ClientStatusTag status={client.status} />,
      sort: inOrderOf('STATUS', CLIENT_STATUSES),
    },
  ];
}
