/**
 * The signed-in person's passkeys, and removing one (decision 063). Adding one goes through
 * POST /api/auth/passkey/register-options and /register (auth/passkeys.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { passkey, session } from '../../db/schema/auth';
import { notFound } from '../../errors';
import type { Viewer } from '../../auth/viewer';
import { recordSignInMethodChange, tellHolder } from '../../auth/sign-in-methods';
import type { Notifier } from '../../mail/notifier';

export interface MyPasskey {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export async function listMyPasskeys(db: DbExecutor, viewer: Viewer): Promise<MyPasskey[]> {
  return db
    .select({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt,
      lastUsedAt: passkey.lastUsedAt,
    })
    .from(passkey)
    .where(eq(passkey.userId, viewer.userId))
    .orderBy(desc(passkey.createdAt), passkey.id);
}

/** Removes one of the viewer's passkeys: audited, and e-mailed to them. */
export async function removeMyPasskey(
  deps: { db: DbExecutor; viewer: Viewer; notifier: Notifier },
  id: string,
): Promise<boolean> {
  const { db, viewer } = deps;
  const removed = await db.transaction(async (tx) => {
    // The sessions the passkey opened end with it (its foreign key cascades), except the one
    // removing it: whoever holds the device is the one asking (decision 089).
    if (viewer.sessionId)
      await tx
        .update(session)
        .set({ openedWithPasskeyId: null })
        .where(and(eq(session.id, viewer.sessionId), eq(session.openedWithPasskeyId, id)));
    const [row] = await tx
      .delete(passkey)
      .where(and(eq(passkey.id, id), eq(passkey.userId, viewer.userId)))
      .returning({ name: passkey.name });
    if (!row) throw notFound('That passkey has already been removed.');
    const email = await recordSignInMethodChange(tx, {
      userId: viewer.userId,
      kind: 'REMOVE_PASSKEY',
      name: row.name,
    });
    return { name: row.name, email };
  });
  tellHolder(deps.notifier, removed.email, { kind: 'REMOVE_PASSKEY', name: removed.name });
  return true;
}
