/**
 * The signed-in person's own sessions, by id: the page lists them and ends one without ever
 * holding a session token (decision 061).
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { session } from '../../db/schema/auth';
import { notFound } from '../../errors';
import type { Viewer } from '../../auth/viewer';

export interface MySession {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  /** The session this request came with ("This device"). */
  current: boolean;
}

/** The viewer's sessions that have not ended, newest first. */
export async function listMySessions(db: DbExecutor, viewer: Viewer): Promise<MySession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
    })
    .from(session)
    .where(and(eq(session.userId, viewer.userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.createdAt), session.id);
  return rows.map((row) => ({ ...row, current: row.id === viewer.sessionId }));
}

/**
 * Ends one of the viewer's sessions: that device is signed out at its next request. Another
 * person's session is as unknown as one that never existed.
 */
export async function endMySession(db: DbExecutor, viewer: Viewer, id: string): Promise<boolean> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, id), eq(session.userId, viewer.userId)))
    .returning({ id: session.id });
  if (ended.length === 0) throw notFound('That session has already ended.');
  return true;
}
