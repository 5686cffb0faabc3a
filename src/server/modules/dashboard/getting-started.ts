/**
 * The overview's getting-started list for a new installation (product.md §2.4): each step is done
 * once the data shows it, so the list ticks itself off and nobody has to dismiss it.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

export interface GettingStarted {
  /** At least one facility. */
  facilityAdded: boolean;
  /** Someone besides the first super admin: another admin, or a volunteer. */
  teamInvited: boolean;
  /** At least one client. */
  clientAdded: boolean;
  /** E-mail goes out through SMTP rather than waiting in the outbox. */
  emailSetUp: boolean;
}

export async function gettingStarted(
  db: DbExecutor,
  mailDelivery: 'smtp' | 'outbox',
): Promise<GettingStarted> {
  const [row] = await db
    .select({
      facilityAdded: sql<boolean>`exists (select 1 from facility)`,
      teamInvited: sql<boolean>`(select count(*) from admin) > 1 or exists (select 1 from volunteer)`,
      clientAdded: sql<boolean>`exists (select 1 from client)`,
    })
    .from(sql`(select) as nothing`);
  return {
    facilityAdded: row?.facilityAdded ?? false,
    teamInvited: row?.teamInvited ?? false,
    clientAdded: row?.clientAdded ?? false,
    emailSetUp: mailDelivery === 'smtp',
  };
}
