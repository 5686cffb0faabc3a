/**
 * The sign-in providers the signed-in person has linked, and unlinking one (decision 062).
 * Linking itself goes through the provider (POST /api/auth/link-social with the password).
 */
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { account } from '../../db/schema/auth';
import { formError, notFound } from '../../errors';
import type { Viewer } from '../../auth/viewer';
import { recordSignInMethodChange, tellHolder } from '../../auth/sign-in-methods';
import type { Notifier } from '../../mail/notifier';

export interface MyProvider {
  id: string;
  label: string;
  /** When it was linked; null while it is not. */
  linkedAt: Date | null;
}

const MY_PROVIDER_MESSAGES = {
  lastWay: 'This provider is your only way to sign in. Set a password first.',
} as const;

/** Every provider the programme offers, each with whether the viewer has linked it. */
export async function listMyProviders(
  db: DbExecutor,
  viewer: Viewer,
  providers: { id: string; label: string }[],
): Promise<MyProvider[]> {
  const linked = await db
    .select({ providerId: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, viewer.userId));
  return providers.map((provider) => ({
    ...provider,
    linkedAt: linked.find((row) => row.providerId === provider.id)?.createdAt ?? null,
  }));
}

/** Unlinks a provider from the viewer's account: audited, and e-mailed to them. */
export async function unlinkMyProvider(
  deps: {
    db: DbExecutor;
    viewer: Viewer;
    notifier: Notifier;
    providers: { id: string; label: string }[];
  },
  providerId: string,
): Promise<boolean> {
  const { db, viewer } = deps;
  const label = deps.providers.find((provider) => provider.id === providerId)?.label ?? providerId;
  const email = await db.transaction(async (tx) => {
    const ways = await tx
      .select({ providerId: account.providerId })
      .from(account)
      .where(eq(account.userId, viewer.userId));
    if (!ways.some((way) => way.providerId === providerId))
      throw notFound(`${label} is not linked to your account.`);
    if (ways.length === 1) throw formError(MY_PROVIDER_MESSAGES.lastWay);
    await tx
      .delete(account)
      .where(and(eq(account.userId, viewer.userId), eq(account.providerId, providerId)));
    return recordSignInMethodChange(tx, {
      userId: viewer.userId,
      kind: 'UNLINK_PROVIDER',
      name: label,
    });
  });
  tellHolder(deps.notifier, email, { kind: 'UNLINK_PROVIDER', name: label });
  return true;
}
