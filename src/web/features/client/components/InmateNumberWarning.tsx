import { Alert } from '@mantine/core';
import type { Client } from '../api/client.api';

/**
 * Another client at the same facility has the same inmate number: most likely one person entered
 * twice, or a mistyped number. A warning, not a refusal (decision 097).
 */
export function InmateNumberWarning({
  client,
}: {
  client: Pick<Client, 'inmateNumber' | 'inmateNumberSharedWith'>;
}) {
  const others = client.inmateNumberSharedWith ?? [];
  if (others.length === 0) return null;
  const named = others.length === 1 ? `Client ${others[0]}` : `Clients ${others.join(', ')}`;
  return (
    <Alert color="yellow" variant="light" title="Same inmate number as another client">
      {named} at the same facility {others.length === 1 ? 'has' : 'have'} inmate number{' '}
      {client.inmateNumber}. Check that they are not the same person, or correct the number.
    </Alert>
  );
}
