/**
 * The queries the signed-out and first pages make, as queryOptions factories: pages and
 * invalidations take their keys from here. Plain fetch, no GraphQL client, to keep that client
 * out of the first page's bundle.
 */
import { queryOptions } from '@tanstack/react-query';

/**
 * The start of every key about the signed-in person's own account. Invalidating it refreshes
 * them all: after an authenticator app is set up or removed, both the account page's view and
 * whether an admin must still set one up before anything else.
 */
export const MY_ACCOUNT_KEY = ['myAccount'] as const;

async function fetchMfaSetupRequired(): Promise<boolean> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query { myAccount { mfaSetupRequired } }' }),
  });
  const answer = (await response.json()) as {
    data?: { myAccount?: { mfaSetupRequired: boolean } };
  };
  return answer.data?.myAccount?.mfaSetupRequired ?? false;
}

/** Whether this admin must set up an authenticator app before the API answers anything else. */
export const mfaSetupRequiredQuery = () =>
  queryOptions({
    queryKey: [...MY_ACCOUNT_KEY, 'mfaSetupRequired'],
    queryFn: fetchMfaSetupRequired,
    // Asked once per visit (or given by the page, decision 058); setting up an authenticator
    // invalidates MY_ACCOUNT_KEY, which asks again.
    staleTime: Infinity,
  });

/** A set-up link's state; `message` says why one cannot be used (the server words it). */
export interface SetupLinkStatus {
  valid: boolean;
  message?: string;
}

async function fetchLinkStatus(token: string): Promise<SetupLinkStatus> {
  const response = await fetch(`/api/setup/status?token=${encodeURIComponent(token)}`);
  if (!response.ok)
    throw new Error('Cannot reach the server. Check your connection and try again.');
  return (await response.json()) as SetupLinkStatus;
}

/** Whether the first-run set-up link (decision 004) is still valid, and if not why. */
export const setupLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['setup-link', token],
    queryFn: () => fetchLinkStatus(token),
  });
