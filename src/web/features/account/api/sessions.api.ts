/**
 * The signed-in person's sessions on My Account, listed and ended by id over GraphQL: the page
 * never holds a session token (decision 061).
 */
import { queryOptions } from '@tanstack/react-query';
import { authClient } from '../../../auth/auth-client';
import { graphql, request } from '../../../lib/graphql';

const MySessions = graphql(`
  query MySessions {
    mySessions {
      id
      userAgent
      ipAddress
      createdAt
      current
    }
  }
`);

const EndMySession = graphql(`
  mutation EndMySession($id: ID!) {
    endMySession(id: $id)
  }
`);

/** Every session of the signed-in person; changing the password ends the others. */
export const mySessionsQuery = () =>
  queryOptions({
    queryKey: ['my-sessions'],
    queryFn: async () => (await request(MySessions)).mySessions,
  });

/** Ends one session (by its id), or every one but this device's. */
export async function endSessions(id: string | 'others') {
  if (id !== 'others') return (await request(EndMySession, { id })).endMySession;
  const result = await authClient.revokeOtherSessions();
  if (result.error)
    throw new Error(result.error.message ?? 'The request failed. Please try again.');
  return true;
}
