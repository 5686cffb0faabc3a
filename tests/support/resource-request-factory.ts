/** Resource requests for the resource-request tests. */
import type { Database } from '../../src/server/db/client';
import {
  resourceRequest,
  type ResourceRequestRow,
} from '../../src/server/db/schema/resource-request';

/** A request stored directly (no API call, no audit entry), PENDING unless overridden. */
export async function insertResourceRequest(
  db: Database,
  values: { resourceId: string; requesterId: string } & Partial<
    typeof resourceRequest.$inferInsert
  >,
): Promise<ResourceRequestRow> {
  const [row] = await db
    .insert(resourceRequest)
    .values({
      requesterName: 'Test Person',
      quantity: 1,
      createdBy: values.requesterId,
      requestDate: new Date(),
      ...values,
    })
    .returning();
  return row!;
}
