import { eq, sql } from 'drizzle-orm';
import { isGroup, type Group } from '../../shared/permissions';
import type { DbExecutor } from '../db/client';
import { securitySetting, session, user } from '../db/schema/auth';
import type { Auth } from './auth';
import { mustSetUpMfa, mfaSetupRequired } from './mfa';
import type { ReadMemory } from '../db/read-memory';

/** The signed-in person making a request. */
export interface Viewer {
  userId: string;
  /** The session this request was signed in with; absent for viewers made outside a request. */
  sessionId?: string;
  email: string;
  /** Whether the e-mail was confirmed; the pages ask an unconfirmed person to confirm it first. */
  emailVerified: boolean;
  name: string;
  group: Group | null;
  /**
   * Super admins require an authenticator app on admin accounts and this one has none yet:
   * nothing but setting it up is allowed (see the GraphQL builder's scope check).
   */
  mfaSetupRequired?: boolean;
}

/** SuperAdmins and Admins: no record-level rule limits them (product.md §13). */
export function isStaff(viewer: Viewer): boolean {
  return viewer.group === 'SuperAdmins' || viewer.group === 'Admins';
}

/** A session's end is pushed out by the idle time at most this often (better-auth's updateAge). */
interface SessionTimes {
  expiresInSeconds: number;
  updateAgeSeconds: number;
  maxHours: number;
}

function tooOld(createdAt: Date, times: SessionTimes): boolean {
  return Date.now() - createdAt.getTime() > times.maxHours * 3_600_000;
}

/**
 * The viewer of a request, from its session cookie, through better-auth. A session older than
 * `sessionMaxHours` since sign-in, or of an account that was disabled, is ended here.
 */
async function viewerThroughAuth(
  auth: Auth,
  headers: Headers,
  times: SessionTimes,
  db: DbExecutor,
): Promise<{ viewer: Viewer; token: string } | null> {
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const { user: account, session: current } = result;
  const disabled = (account as { disabled?: unknown }).disabled === true;
  if (disabled || tooOld(new Date(current.createdAt), times)) {
    await auth.api
      .revokeSession({ headers, body: { token: current.token } })
      .catch(() => undefined);
    return null;
  }
  const group = (account as { group?: unknown }).group;
  const twoFactorEnabled = (account as { twoFactorEnabled?: unknown }).twoFactorEnabled === true;
  const viewerGroup = isGroup(group) ? group : null;
  const viewer: Viewer = {
    userId: account.id,
    sessionId: current.id,
    email: account.email,
    emailVerified: account.emailVerified,
    name: account.name,
    group: viewerGroup,
    mfaSetupRequired: await mfaSetupRequired(db, { group: viewerGroup, twoFactorEnabled }),
  };
  return { viewer, token: current.token };
}

/**
 * The session, its account and the security setting for a token, in one statement. Prepared
 * under a name: on PostgreSQL each connection then parses and plans it once instead of on every
 * request (planning alone took longer than running it).
 */
function prepareSessionRead(db: DbExecutor) {
  return db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      createdAt: session.createdAt,
      userId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      group: user.group,
      disabled: user.disabled,
      twoFactorEnabled: user.twoFactorEnabled,
      requireAdminMfa: sql<boolean>`coalesce((select ${securitySetting.requireAdminMfa} from ${securitySetting} where ${securitySetting.id} = 1), false)`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('viewer_session_read');
}

/** What the session read returns for a token: the session, its account, the security setting. */
export type RememberedSession = Awaited<
  ReturnType<ReturnType<typeof prepareSessionRead>['execute']>
>[number];

/**
 * The viewer of a session read by the fast path. Null when it cannot answer alone: no such
 * session, expired, due for its sliding-expiry update, too old, or disabled; better-auth then
 * decides (and refreshes or ends the session). The times are checked on every request, also
 * for a remembered row.
 */
function viewerOfSession(row: RememberedSession | undefined, times: SessionTimes): Viewer | null {
  if (!row || row.disabled || tooOld(row.createdAt, times)) return null;
  const now = Date.now();
  const expiresAt = row.expiresAt.getTime();
  const dueForUpdate =
    expiresAt - times.expiresInSeconds * 1000 + times.updateAgeSeconds * 1000 <= now;
  if (expiresAt <= now || dueForUpdate) return null;
  const group = isGroup(row.group) ? row.group : null;
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    email: row.email,
    emailVerified: row.emailVerified,
    name: row.name,
    group,
    mfaSetupRequired: mustSetUpMfa({
      group,
      twoFactorEnabled: row.twoFactorEnabled,
      requireAdminMfa: row.requireAdminMfa,
    }),
  };
}

/** Finds the signed-in person of a request from its headers; null for nobody. */
export type ViewerLookup = (headers: Headers) => Promise<Viewer | null>;

/** How many verified session cookies a process remembers (oldest forgotten first). */
const REMEMBERED_COOKIES = 10_000;

/**
 * Finds the viewer of each request. better-auth reads a session in several statements and
 * checks the cookie's signature with WebCrypto each time; together they were most of a small
 * request's cost. A cookie whose signature better-auth has verified once is remembered (the
 * signature of a given value never changes), so later requests read the session, account and
 * security setting in one statement, or (embedded database) not at all while nothing about them
 * has changed (session-memory.ts). Every request still sees a sign-out, a disabled account or a
 * changed group at once, and whenever the session is due for its sliding-expiry update or might
 * have ended, better-auth handles the request.
 */
export function createViewerLookup(options: {
  auth: Auth;
  db: DbExecutor;
  sessionMaxHours: number;
  /** Remembers session reads between requests where that is exact (session-memory.ts). */
  sessionMemory?: ReadMemory<RememberedSession> | null;
}): ViewerLookup {
  const { auth, db } = options;
  const sessionOptions = auth.options.session ?? {};
  const times: SessionTimes = {
    expiresInSeconds: sessionOptions.expiresIn ?? 7 * 24 * 3600,
    updateAgeSeconds: sessionOptions.updateAge ?? 24 * 3600,
    maxHours: options.sessionMaxHours,
  };
  const verifiedCookies = new Map<string, string>();
  const sessionRead = prepareSessionRead(db);
  const readSession = async (token: string) => (await sessionRead.execute({ token }))[0];
  const memory = options.sessionMemory;
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);

  return async (headers) => {
    const cookie = sessionCookie(headers.get('cookie'), await cookieName);
    const token = cookie === null ? undefined : verifiedCookies.get(cookie);
    if (token !== undefined) {
      const row = memory
        ? await memory.recall(token, () => readSession(token))
        : await readSession(token);
      const viewer = viewerOfSession(row, times);
      if (viewer) return viewer;
    }
    const found = await viewerThroughAuth(auth, headers, times, db);
    if (found && cookie !== null) {
      if (verifiedCookies.size >= REMEMBERED_COOKIES)
        verifiedCookies.delete(verifiedCookies.keys().next().value!);
      verifiedCookies.set(cookie, found.token);
    }
    return found?.viewer ?? null;
  };
}

/** The value of the one cookie named `name`; null when absent or sent more than once. */
export function sessionCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  let value: string | null = null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    if (value !== null) return null;
    value = part.slice(separator + 1).trim();
  }
  return value;
}
