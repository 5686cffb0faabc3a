/**
 * A person's own file (product.md §3.3.5): everything the programme holds about one client in one
 * document: the record, consents, contact log, reentry plan, check-ins, papers, programs attended, the
 * history of every change and the access log (who opened the file, who exported it). Read in one
 * REPEATABLE READ snapshot, so its parts agree; taking it is audited on the client (an EXPORT
 * entry, which the next file then lists too).
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TYPES_KEPT_BESIDE_A_CLIENT } from '../../../shared/record/declarations';
import { HIDDEN_FIELDS } from '../../../shared/domain/audit/audit';
import { besideRows, type ClientFile } from '../../../shared/domain/client/client-file';
import type { Actor } from '../../audit/audit';
import type { Database } from '../../db/client';
import { auditEntry } from '../../db/schema/audit';
import { client } from '../../db/schema/client';
import { besideTable } from '../client/records-beside-client';
import { AppError } from '../../errors';
import { ReferenceNames } from '../../graphql/reference-names';
import { clientTrailWhere } from '../audit-log/client-trail';
import { readableEntries } from '../audit-log/readable-entries';
import { recordExport } from '../../export/export-audit';

/** A person acting, as the trail names them: their name then, and their e-mail. */
const actorText = (entry: { actorName?: string | null; actorEmail: string | null }) =>
  [entry.actorName, entry.actorEmail ? `<${entry.actorEmail}>` : null].filter(Boolean).join(' ') ||
  'the system';

/** A hidden field's values (a password) are never written out, only that it changed. */
function changesOf(changes: Record<string, { before: unknown; after: unknown }>) {
  return Object.entries(changes).map(([field, change]) =>
    HIDDEN_FIELDS.has(field)
      ? { field, before: null, after: null }
      : { field, before: change.before ?? null, after: change.after ?? null },
  );
}

/**
 * Where the file puts each record type kept beside a client, and in which order: its
 * declaration's `clientFile` (the program refuses to load such a type without one).
 */
const FILE_SECTIONS = TYPES_KEPT_BESIDE_A_CLIENT.map(({ typeName, clientFile }) => {
  const table = besideTable(typeName);
  const columns = table as unknown as Record<string, AnyPgColumn>;
  return { table, key: clientFile!.key, order: clientFile!.orderBy.map((name) => columns[name]!) };
});

/** The client's records of every type kept beside them, each under its key in the file. */
async function recordsBeside(tx: Database, clientId: string) {
  const sections: Record<string, Record<string, unknown>[]> = {};
  for (const { table, key, order } of FILE_SECTIONS) {
    sections[key] = (await tx
      .select()
      .from(table)
      .where(eq(table.clientId, clientId) as SQL)
      .orderBy(...order.map((column) => asc(column)))) as Record<string, unknown>[];
  }
  return sections;
}

export async function buildClientFile(
  db: Database,
  actor: Actor,
  clientId: string,
  timeZone: string,
): Promise<{ fileName: string; file: ClientFile }> {
  const file = await db.transaction(
    async (tx) => {
      const [found] = await tx.select().from(client).where(eq(client.id, clientId));
      if (!found) throw new AppError('NOT_FOUND', 'Client not found');
      const trail = await tx
        .select()
        .from(auditEntry)
        .where(clientTrailWhere(clientId))
        .orderBy(asc(auditEntry.id));
      const access = trail.filter((entry) => entry.action === 'VIEW' || entry.action === 'EXPORT');
      const changed = trail.filter((entry) => !access.includes(entry));
      // Records and people by their names then, never by ids (decision 095).
      const readable = await readableEntries(tx, changed, timeZone);
      const { version: _version, createdBy: _createdBy, ...record } = found;
      // The people and places it names, by name as the screens show them.
      const names = new ReferenceNames(tx);
      return {
        format: 'outreach-dashboard-client-file',
        version: 1,
        generatedAt: new Date().toISOString(),
        generatedBy: actorText({ actorName: actor.name, actorEmail: actor.email }),
        client: {
          ...record,
          facilityName: await names.of('facility', found.facilityId),
          assignedVolunteerName: await names.of('volunteer', found.assignedVolunteerId),
        },
        ...(await recordsBeside(tx, clientId)),
        programsAttended: found.programsAttended,
        history: changed.map((entry, index) => ({
          occurredAt: entry.occurredAt.toISOString(),
          by: actorText(entry),
          action: entry.action,
          recordType: entry.recordType,
          recordId: entry.recordId,
          recordLabel: readable[index]!.recordLabel,
          changes: changesOf(entry.changes),
          references: readable[index]!.references,
        })),
        accessLog: access.map((entry) => ({
          occurredAt: entry.occurredAt.toISOString(),
          by: actorText(entry),
          action: entry.action === 'VIEW' ? 'Opened the file' : 'Exported the file',
        })),
      } satisfies ClientFile;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const fileName = `client-file-${String(file.client.clientId)}-${file.generatedAt.slice(0, 10)}.json`;
  const items =
    1 + FILE_SECTIONS.reduce((total, { key }) => total + besideRows(file, key).length, 0);
  await recordExport(db, actor, {
    recordType: 'Client',
    recordId: clientId,
    fileName,
    rowCount: items,
    options: { clientId: file.client.clientId },
  });
  return { fileName, file };
}
