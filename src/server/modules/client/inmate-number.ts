/**
 * A facility gives each person in its custody one number: two clients with the same inmate number
 * at the same facility are most likely one person entered twice, or a typing mistake. The
 * client is still saved (numbers are reused after a release); staff are warned (decision 097).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { client, type ClientRow } from '../../db/schema/client';

/**
 * Client IDs of the other clients in custody at the same facility under the same number. `id`
 * null: a client not saved yet (the form warns while the number is typed).
 */
export async function clientsSharingInmateNumber(
  db: DbExecutor,
  row: Pick<ClientRow, 'incarcerated' | 'facilityId' | 'inmateNumber'> & { id: string | null },
): Promise<string[]> {
  const number = row.inmateNumber?.trim();
  if (!row.incarcerated || !row.facilityId || !number) return [];
  const found = await db
    .select({ clientId: client.clientId })
    .from(client)
    .where(
      and(
        row.id === null ? undefined : ne(client.id, row.id),
        eq(client.incarcerated, true),
        eq(client.facilityId, row.facilityId),
        // Numbers are typed by hand: "a-123 " and "A-123" are the same number.
        sql`upper(trim(${client.inmateNumber})) = ${number.toUpperCase()}`,
      ),
    )
    .orderBy(client.clientId);
  return found.map((other) => other.clientId);
}
