import { isGroup, type Group } from '../../shared/permissions';
import type { Auth } from './auth';

/** The signed-in person making a request. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  group: Group | null;
}

export async function getViewer(auth: Auth, headers: Headers): Promise<Viewer | null> {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const { user } = result;
  const group = (user as { group?: unknown }).group;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    group: isGroup(group) ? group : null,
  };
}
