import { useQuery } from '@tanstack/react-query';

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

/**
 * Whether this admin must set up an authenticator app first (the API refuses everything else
 * until then). A plain fetch keeps the GraphQL client out of the first page's bundle. null while
 * checking; a failed check does not block: the pages show connection problems themselves.
 */
export function useMfaSetupRequired(enabled: boolean): {
  required: boolean | null;
  recheck: () => void;
} {
  const query = useQuery({
    queryKey: ['myAccount', 'mfaSetupRequired'],
    queryFn: fetchMfaSetupRequired,
    enabled,
  });
  if (!enabled || query.isError) return { required: false, recheck: () => void query.refetch() };
  return { required: query.data ?? null, recheck: () => void query.refetch() };
}
