import { Text } from '@mantine/core';
import { addDays } from '../../../../shared/domain/common/calendar';
import { fullName } from '../../../lib/format';
import { SummaryLine } from '../../../components/records/SummaryLine';
import type { Client } from '../api/client.api';

/** A release this close is worth seeing in the list (the reentry window). */
const RELEASE_SOON_DAYS = 90;

interface ClientSummaryProps {
  client: Client;
  facilityName: (id: string | null | undefined) => string;
  personName: (id: string | null | undefined) => string;
  /** YYYY-MM-DD: what is overdue and what is soon. */
  today: string;
}

/**
 * A client's collapsed row (product.md §2.5): client ID, full name, where they are (facility or
 * Community), assigned volunteer, next follow-up (overdue marked) and a release within 90 days,
 * so that ten "Abdullah" rows can be told apart without opening them.
 */
export function ClientSummary({ client, facilityName, personName, today }: ClientSummaryProps) {
  const name = fullName(client);
  const where = client.incarcerated ? facilityName(client.facilityId) || 'In custody' : 'Community';
  const volunteer = personName(client.assignedVolunteerId);
  const overdue = client.followUpDate !== null && client.followUpDate < today;
  const releaseSoon =
    client.incarcerated &&
    client.releaseDate !== null &&
    client.releaseDate >= today &&
    client.releaseDate <= addDays(today, RELEASE_SOON_DAYS);
  return (
    <SummaryLine
      parts={[
        <Text key="id" span size="sm" fw={600}>
          {client.clientId}
        </Text>,
        name,
        where,
        volunteer ? `Volunteer: ${volunteer}` : 'No volunteer',
        client.followUpDate && (
          <Text
            key="follow-up"
            span
            size="sm"
            c={overdue ? 'red.9' : undefined}
            fw={overdue ? 600 : undefined}
          >
            {`Follow-up ${client.followUpDate}${overdue ? ' (overdue)' : ''}`}
          </Text>
        ),
        releaseSoon && `Release ${client.releaseDate}`,
      ]}
    />
  );
}
