import { List, Text } from '@mantine/core';
import { stayText } from '../../../../shared/domain/client/stay-text';
import type { ClientToSee } from '../api/schedule.api';

/**
 * Who the volunteer sees on the visit, each with the inmate number and housing unit the
 * facility's desk asks for (decision 097); nothing when there is no one.
 */
export function ClientsToSee({ clients }: { clients: readonly ClientToSee[] }) {
  if (clients.length === 0) return null;
  return (
    <div>
      <Text span fw={600} size="sm">
        Clients to see:
      </Text>
      <List size="sm" spacing={2} listStyleType="none" ml={0}>
        {clients.map((client) => {
          const stay = stayText(client);
          return (
            <List.Item key={`${client.clientId ?? ''} ${client.preferredName}`}>
              <bdi>{client.preferredName}</bdi>
              {stay && ` (${stay})`}
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
