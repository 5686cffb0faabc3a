import { useState } from 'react';
import { isGroup, type Group } from '../../shared/permissions';
import { authClient } from './auth-client';
import { pageKnowsSession, pageState } from './page-state';
import { useStarted } from '../lib/browser-values';

export type CurrentUser =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      userId: string;
      email: string;
      emailVerified: boolean;
      name: string;
      group: Group | null;
    };

/** The signed-in person and their group, from the session. */
export function useCurrentUser(): CurrentUser & { refetch: () => void } {
  const session = authClient.useSession();
  const refetch = () => void session.refetch();
  const started = useStarted();
  // Only the first check shows a loader: a re-check (e.g. after a sign-in step that asks for
  // an authenticator code) must not unmount the sign-in views and lose where the person is.
  // When the page said who is signed in, even the first is not waited for (decision 058).
  const [settled, setSettled] = useState(pageKnowsSession);
  if (!session.isPending && !settled) setSettled(true);
  if (session.isPending && !settled) return { status: 'loading', refetch };
  // Where the server renders the page, and while the browser takes that render over (decision
  // 080), better-auth's client gives no session: the page state says whose page it is.
  const user = started ? session.data?.user : pageState()?.session?.user;
  if (!user) return { status: 'signedOut', refetch };
  const group = (user as { group?: unknown }).group;
  return {
    status: 'signedIn',
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    name: user.name,
    group: isGroup(group) ? group : null,
    refetch,
  };
}
