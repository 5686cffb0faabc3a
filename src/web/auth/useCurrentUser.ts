import { isGroup, type Group } from '../../shared/permissions';
import { authClient } from './auth-client';

export type CurrentUser =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; userId: string; email: string; name: string; group: Group | null };

/** The signed-in person and their group, from the session. */
export function useCurrentUser(): CurrentUser & { refetch: () => void } {
  const session = authClient.useSession();
  const refetch = () => void session.refetch();
  if (session.isPending) return { status: 'loading', refetch };
  const user = session.data?.user;
  if (!user) return { status: 'signedOut', refetch };
  const group = (user as { group?: unknown }).group;
  return {
    status: 'signedIn',
    userId: user.id,
    email: user.email,
    name: user.name,
    group: isGroup(group) ? group : null,
    refetch,
  };
}
