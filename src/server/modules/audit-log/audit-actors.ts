/**
 * The people the audit page's "User" filter offers (product.md §14): accounts searched by name or
 * e-mail on the server as one types, the first matches only (decision 055), so that the page
 * filters by the person chosen — their account id — and not by words a rename could match.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { searchToSql } from '../../db/search';
import { user } from '../../db/schema/auth';

export interface AuditActor {
  id: string;
  name: string;
  email: string;
}

/** At most this many people per answer: a picker shows the first matches. */
export const MAX_AUDIT_ACTORS = 50;

export async function searchAuditActors(
  db: DbExecutor,
  search: string | null | undefined,
  limit: number,
): Promise<AuditActor[]> {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(searchToSql([user.name, user.email], search))
    .orderBy(asc(user.name), asc(user.email))
    .limit(Math.min(Math.max(limit, 1), MAX_AUDIT_ACTORS));
}

export async function findAuditActor(db: DbExecutor, id: string): Promise<AuditActor | null> {
  const [found] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, id));
  return found ?? null;
}
