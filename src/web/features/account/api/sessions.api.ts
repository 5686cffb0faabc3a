/** The signed-in person's sessions on My Account, read and ended through the auth client. */
import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../auth/auth-client';

async function unwrap<T>(
  call: Promise<{ data: T | null; error: { message?: string } | null }>,
): Promise<T> {
  const result = await call;
  if (result.error)
    throw new Error(result.error.message ?? 'The request failed. Please try again.');
  return result.data as T;
}

/** Every session of the signed-in person; changing the password ends the others. */
export const mySessionsQuery = () =>
  queryOptions({
    queryKey: ['my-sessions'],
    queryFn: () => unwrap(authClient.listSessions()),
  });

/** Ends one session (by its token), or every one but this device's. */
export async function endSessions(token: string | 'others') {
  return token === 'others'
    ? unwrap(authClient.revokeOtherSessions())
    : unwrap(authClient.revokeSession({ token }));
}
