import { useQuery } from '@tanstack/react-query';
import { mfaSetupRequiredQuery } from './auth.api';

/**
 * Whether this admin must set up an authenticator app first (the API refuses everything else
 * until then). A plain fetch keeps the GraphQL client out of the first page's bundle. null while
 * checking; a failed check does not block: the pages show connection problems themselves.
 */
export function useMfaSetupRequired(enabled: boolean): {
  required: boolean | null;
  recheck: () => void;
} {
  const query = useQuery({ ...mfaSetupRequiredQuery(), enabled });
  if (!enabled || query.isError) return { required: false, recheck: () => void query.refetch() };
  return { required: query.data ?? null, recheck: () => void query.refetch() };
}
