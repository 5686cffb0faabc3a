/** Contact logs for the contact-log tests. */
import type { Database } from '../../src/server/db/client';
import { contactLog, type ContactLogRow } from '../../src/server/db/schema/contact-log';

/** A valid CreateContactLogInput for `clientId` (add volunteerId for staff). */
export function contactLogInput(
  clientId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    clientId,
    date: '2030-02-01',
    kind: 'VISIT',
    notes: 'Talked about release plans',
    ...overrides,
  };
}

/** A contact log stored directly (no API call, no audit entry). */
export async function insertContactLog(
  db: Database,
  values: { clientId: string; volunteerId: string } & Partial<typeof contactLog.$inferInsert>,
): Promise<ContactLogRow> {
  const [row] = await db
    .insert(contactLog)
    .values({ date: '2030-01-15', kind: 'CALL', createdBy: values.volunteerId, ...values })
    .returning();
  return row!;
}
