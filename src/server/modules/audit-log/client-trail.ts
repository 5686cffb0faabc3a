/**
 * A client's trail: the audit entries of the client and of the records kept beside it that name
 * it (contact logs, reentry steps, check-ins, consents; `snapshot ->> 'clientId'`), also after
 * those were deleted. The History (clientHistory), the person's own file (decision 074) and
 * anonymisation (decision 076) all read the same entries.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { auditEntry } from '../../db/schema/audit';

/** The record types kept beside a client, whose entries name it in their snapshot. */
const CLIENT_CHILD_TYPES = [
  'ContactLog',
  'ReentryStep',
  'ReentryCheckIn',
  'ClientConsent',
] as const;

/** The condition on audit_entry for one client's trail. */
export function clientTrailWhere(clientId: string) {
  return or(
    and(eq(auditEntry.recordType, 'Client'), eq(auditEntry.recordId, clientId)),
    // One branch per type, as audit_entry_contact_log_client_idx and its siblings are defined,
    // so that the indexes serve it.
    ...CLIENT_CHILD_TYPES.map((childType) =>
      and(
        eq(auditEntry.recordType, childType),
        sql`(${auditEntry.snapshot} ->> 'clientId') = ${clientId}`,
      ),
    ),
  );
}
