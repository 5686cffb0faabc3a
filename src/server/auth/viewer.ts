import { isGroup, type Group } from '../../shared/permissions';
import type { DbExecutor } from '../db/client';
import type { Auth } from './auth';
import { mfaSetupRequired } from './mfa';

/** The signed-in person making a request. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  group: Group | null;
  /**
   * Super admins require an authenticator app on admin accounts and this one has none yet:
   * nothing but setting it up is allowed (see the GraphQL builder's scope check).
   */
  mfaSetupRequired?: boolean;
}

/** SuperAdmins and Admins: no record-level rule limits them (decisions §4). */
export function isStaff(viewer: Viewer): boolean {
  return viewer.group === 'SuperAdmins' || viewer.group === 'Admins';
}

/**
 * The viewer of a request, from its session cookie. A session older than `sessionMaxHours`
 * since sign-in, or of an account that was disabled, is ended here.
 */
export async function getViewer(
  auth: Auth,
  headers: Headers,
  sessionMaxHours: number,
  db: DbExecutor,
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
  const twoFactorEnabled = (user as { twoFactorEnabled?: unknown }).twoFactorEnabled === true;
  const viewerGroup = isGroup(group) ? group : null;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    group: viewerGroup,
    mfaSetupRequired: await mfaSetupRequired(db, { group: viewerGroup, twoFactorEnabled }),
  };
}
