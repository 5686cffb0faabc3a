/**
 * Anonymising one client (decision 076, product.md §3.3.7): in one transaction, the client's
 * identifying details are removed and what the reports count is kept in coarse form (gender, a
 * ten-year age band, facility, the month of each date, statuses and outcomes); the free text of the
 * records beside it is removed; its sign-in account goes; and every entry of its trail (history and
 * access log) loses the values it held, and the exports that searched for them lose that search
 * (decision 086). The trail then gets one ANONYMISE entry with the reason, which names the fields
 * removed but never their values. Once committed, the caller has the tables changed rewritten
 * (jobs/purge-removed-rows.ts), so that their files no longer hold the old values either.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Actor } from '../../audit/audit';
import { CHANGE_CHANNEL } from '../../audit/audit';
import type { DbExecutor } from '../../db/client';
import { auditEntry } from '../../db/schema/audit';
import { verification } from '../../db/schema/auth';
import { client, type ClientRow } from '../../db/schema/client';
import { outboxMessage } from '../../db/schema/outbox';
import { resourceRequest } from '../../db/schema/resource-request';
import { signInLockout } from '../../db/schema/sign-in-protection';
import { AppError, formError } from '../../errors';
import { clientDeclaration } from '../../../shared/domain/client/client.record';
import { clientTrailWhere } from '../audit-log/client-trail';
import { anonymiseRecordsBesideClient } from '../client/records-beside-client';
import { deleteAccountOrRefuse } from '../people/person-writes';
import { redactExports } from './export-redaction';

const ANONYMISED_NAME = 'Anonymised';

const ANONYMISE_MESSAGES = {
  notFound: 'Client not found',
  already: 'This client is already anonymised',
} as const;

/**
 * The client's fields that identify them, emptied (`anonymise: 'remove'` in the declaration), and
 * the link to their sign-in account, which is no declared field.
 */
const REMOVED: Partial<ClientRow> = {
  ...Object.fromEntries(
    Object.entries(clientDeclaration.fields)
      .filter(([, field]) => field.anonymise === 'remove')
      .map(([name, field]) => [name, field.kind === 'list' ? [] : null]),
  ),
  accountId: null,
};

/** The first day of a date's month: what the reports need of a date, and no more. */
const monthOf = (day: string | null): string | null => (day ? `${day.slice(0, 7)}-01` : null);

/** The first year of a ten-year band (37 → 30): the age band the reports may show. */
const ageBandOf = (age: number | null): number | null =>
  age === null ? null : Math.floor(age / 10) * 10;

/** The values a client keeps once anonymised. */
export function anonymisedValues(row: ClientRow, today: string): Partial<ClientRow> {
  return {
    ...REMOVED,
    clientId: `ANON-${row.id.replaceAll('-', '').slice(0, 12).toUpperCase()}`,
    preferredName: ANONYMISED_NAME,
    age: ageBandOf(row.age),
    firstContactDate: monthOf(row.firstContactDate)!,
    lastContactDate: monthOf(row.lastContactDate),
    releaseDate: monthOf(row.releaseDate),
    sensitiveShared: false,
    anonymisedOn: today,
  };
}

/** Which of the client's fields held something that is now removed or made coarse. */
function fieldsChanged(row: ClientRow, after: Partial<ClientRow>): string[] {
  return Object.entries(after)
    .filter(([field]) => field !== 'anonymisedOn')
    .filter(
      ([field, value]) => JSON.stringify(row[field as keyof ClientRow]) !== JSON.stringify(value),
    )
    .map(([field]) => field);
}

/** Their sign-in account, and what was kept to reach it: messages, tokens, lockouts. */
async function removeAccount(db: DbExecutor, row: ClientRow) {
  if (row.email) {
    await db.delete(outboxMessage).where(eq(outboxMessage.recipient, row.email));
    await db.delete(signInLockout).where(eq(signInLockout.email, row.email.toLowerCase()));
    await db.delete(verification).where(eq(verification.identifier, row.email));
  }
  if (!row.accountId) return;
  await db
    .update(resourceRequest)
    .set({ requesterName: ANONYMISED_NAME, notes: null })
    .where(eq(resourceRequest.requesterId, row.accountId));
  await deleteAccountOrRefuse(db, row.accountId, 'client');
}

/**
 * The trail's entries lose their values: changes and snapshots are emptied, keeping only what
 * finds and names the entry (the client's new number; a child's client id; a view's volunteer,
 * for the access log's "views by others"). Entries the client made themselves lose their name.
 */
async function redactTrail(db: DbExecutor, row: ClientRow, newClientId: string) {
  await db
    .update(auditEntry)
    .set({
      changes: {},
      snapshot: sql`case when ${auditEntry.recordType} = 'Client'
        then jsonb_build_object('clientId', ${newClientId}::text, 'preferredName', ${ANONYMISED_NAME}::text,
          'assignedVolunteerId', ${auditEntry.snapshot} -> 'assignedVolunteerId')
        else jsonb_build_object('clientId', ${auditEntry.snapshot} -> 'clientId') end`,
    })
    .where(clientTrailWhere(row.id));
  if (!row.accountId) return;
  await db
    .update(auditEntry)
    .set({ changes: {}, snapshot: {} })
    .where(
      or(
        sql`${auditEntry.recordType} = 'Account' and ${auditEntry.recordId} = ${row.accountId}`,
        sql`${auditEntry.recordType} = 'ResourceRequest' and ${auditEntry.snapshot} ->> 'requesterId' = ${row.accountId}`,
      ),
    );
  await db
    .update(auditEntry)
    .set({ actorEmail: null, actorName: ANONYMISED_NAME })
    .where(eq(auditEntry.actorId, row.accountId));
}

/**
 * The ANONYMISE entry: who, when, why and which fields, never their values; announced to live
 * lists as an update of the client, whose snapshot is the anonymised record.
 */
async function recordAnonymisation(
  db: DbExecutor,
  actor: Actor,
  after: ClientRow,
  reason: string,
  fields: string[],
) {
  const snapshot = { ...after, reason, fieldsRemoved: fields };
  await db.execute(sql`
    with entry as (
      insert into ${auditEntry}
        (actor_id, actor_email, actor_name, record_type, record_id, action, changes, snapshot)
      values (${actor.id}, ${actor.email}, ${actor.name}, 'Client', ${after.id}, 'ANONYMISE',
        '{}'::jsonb, ${JSON.stringify(snapshot)}::jsonb)
      returning id
    )
    select pg_notify(${CHANGE_CHANNEL}, json_build_object(
      'auditId', entry.id, 'recordType', 'Client', 'recordId', ${after.id}::text,
      'action', 'UPDATE')::text)
    from entry`);
}

/**
 * Anonymises the client `id` inside the caller's transaction `db`; answers the record as it now
 * stands. Refused for an unknown or already anonymised client.
 */
export async function anonymiseClient(
  db: DbExecutor,
  actor: Actor,
  id: string,
  reason: string,
  today: string,
): Promise<ClientRow> {
  const [row] = await db.select().from(client).where(eq(client.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', ANONYMISE_MESSAGES.notFound);
  if (row.anonymisedOn) throw formError(ANONYMISE_MESSAGES.already);
  const values = anonymisedValues(row, today);
  const [after] = await db
    .update(client)
    .set({ ...values, version: sql`${client.version} + 1`, updatedAt: new Date() })
    .where(eq(client.id, id))
    .returning();
  await anonymiseRecordsBesideClient(db, id);
  await removeAccount(db, row);
  await redactTrail(db, row, values.clientId!);
  await redactExports(db, row);
  await recordAnonymisation(db, actor, after!, reason, fieldsChanged(row, values));
  return after!;
}
