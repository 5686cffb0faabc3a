/**
 * A client's trail: the audit entries of the client and of the records kept beside it that name
 * it (TYPES_KEPT_BESIDE_A_CLIENT: contact logs, consents, reentry steps, papers and check-ins;
 * `snapshot ->> 'clientId'`), also after those were deleted. The History (clientHistory), the person's own file (decision 074) and
 * anonymisation (decision 076) all read the same entries.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import { TYPES_KEPT_BESIDE_A_CLIENT } from '../../../shared/record/declarations';
import { auditEntry } from '../../db/schema/audit';

/** The record types kept beside a client, whose entries name it in their snapshot. */
const CLIENT_CHILD_TYPES = TYPES_KEPT_BESIDE_A_CLIENT.map((declaration) => declaration.typeName);

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
