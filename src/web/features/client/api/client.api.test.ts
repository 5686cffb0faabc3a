/**
 * Opening a client's details is recorded in its access log (decision 021), so the read behind it
 * must not be repeated when the client lists refresh (a write, or a colleague's live update).
 */
import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { CLIENTS_KEY, openedClientQuery } from './client.api';
import { CONTACT_LOGS_KEY, contactLogsQuery } from './contact-log.api';

it('keeps the opened client out of what refreshing the lists invalidates', async () => {
  const client = new QueryClient();
  client.setQueryData(openedClientQuery('c1').queryKey, null);
  client.setQueryData(contactLogsQuery('c1').queryKey, []);

  await client.invalidateQueries({ queryKey: CLIENTS_KEY, refetchType: 'none' });
  await client.invalidateQueries({ queryKey: CONTACT_LOGS_KEY, refetchType: 'none' });

  expect(client.getQueryState(openedClientQuery('c1').queryKey)?.isInvalidated).toBe(false);
  expect(client.getQueryState(contactLogsQuery('c1').queryKey)?.isInvalidated).toBe(true);
});

it('reads an opened client once: never stale while open, not retried, dropped once closed', () => {
  expect(openedClientQuery('c1')).toMatchObject({ staleTime: Infinity, gcTime: 0, retry: false });
});
