import { isGroup, type Group } from '../../shared/permissions';
import type { Auth } from './auth';

/** The signed-in person making a request. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  group: Group | null;
}

/**
 * The viewer of a request, from its session cookie. A session older than `sessionMaxHours`
 * since sign-in, or of an account that was disabled, is ended here.
 */
export async function getViewer(
  auth: Auth,
  headers: Headers,
  sessionMaxHours: number,
): Promise<Viewer | null> {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const { user, session } = result;
  const disabled = (user as { disabled?: unknown }).disabled === true;
  if (
    disabled ||
    Date.now() - new Date(session.createdAt).getTime() > sessionMaxHours * 3_600_000
  ) {
    await auth.api
      .revokeSession({ headers, body: { token: session.token } })
      .catch(() => undefined);
    return null;
  }
  const group = (user as { group?: unknown }).group;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    group: isGroup(group) ? group : null,
  };
}
