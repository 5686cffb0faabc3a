/**
 * The access log of client records (decision 021): each time a signed-in person reads one
 * client through the API (getClient, what the details panel opens with), an audit entry with
 * action VIEW is written. It keeps the client's name and the volunteer assigned at that moment,
 * so "views by someone other than the assigned volunteer" stays true after a reassignment or
 * a deletion. Views are not changes: no live-update notice goes out.
 */
import type { Viewer } from '../../auth/viewer';
import type { DbExecutor } from '../../db/client';
import { auditEntry } from '../../db/schema/audit';
import type { ClientRow } from '../../db/schema/client';

export async function recordClientView(
  db: DbExecutor,
  viewer: Viewer,
  row: Pick<ClientRow, 'id' | 'clientId' | 'preferredName' | 'assignedVolunteerId'>,
): Promise<void> {
  await db.insert(auditEntry).values({
    actorId: viewer.userId,
    actorEmail: viewer.email,
    actorName: viewer.name,
    recordType: 'Client',
    recordId: row.id,
    action: 'VIEW',
    changes: {},
    snapshot: {
      clientId: row.clientId,
      preferredName: row.preferredName,
      assignedVolunteerId: row.assignedVolunteerId,
    },
  });
}
