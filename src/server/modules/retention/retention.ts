/**
 * Retention (decision 077, product.md §3.3.8): how long the programme keeps closed clients,
 * contact-log entries and audit entries; a review of what is due under those periods on a day; and
 * the run that does exactly what the review showed: each due client anonymised in a transaction of
 * its own (anonymise-client.ts), the contact-log and audit entries past their period deleted. A run
 * must carry the review's cut-off days and the fingerprint of its contact-log entries, so it can
 * never do more than the review showed, nor act on a review made under other settings, on another
 * day, or before the entries due changed.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addMonths } from '../../../shared/domain/common/calendar';
import { recordAudit, type Actor } from '../../audit/audit';
import type { Database, DbExecutor } from '../../db/client';
import { saveSettingsRow } from '../../db/settings-row';
import { rowsOf } from '../../db/library-internals/execute-rows';
import { auditEntry } from '../../db/schema/audit';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { retentionSetting } from '../../db/schema/retention';
import { formError, parseInput } from '../../errors';
import { anonymiseClient } from '../client-anonymise/anonymise-client';
import { owePurge, settlePurges, type OwedPurge } from '../../jobs/purge-removed-rows';

export interface RetentionSettings {
  closedClientYears: number;
  contactLogYears: number;
  auditYears: number;
}

const RETENTION_DEFAULTS: RetentionSettings = {
  closedClientYears: 7,
  contactLogYears: 7,
  auditYears: 7,
};

const MAX_RETENTION_YEARS = 100;

const RETENTION_MESSAGES = {
  closedClientYears: `Years to keep closed clients must be a whole number from 1 to ${MAX_RETENTION_YEARS}`,
  contactLogYears: `Years to keep contact-log entries must be a whole number from 1 to ${MAX_RETENTION_YEARS}`,
  auditYears: `Years to keep history entries must be a whole number from 1 to ${MAX_RETENTION_YEARS}`,
  stale: 'The settings or the day have changed since this review: review again before running it',
  contactLogsChanged:
    'The contact-log entries due to be deleted have changed since this review: review again before running it',
} as const;

const years = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_RETENTION_YEARS, message);

const settingsSchema = z.object({
  closedClientYears: years(RETENTION_MESSAGES.closedClientYears),
  contactLogYears: years(RETENTION_MESSAGES.contactLogYears),
  auditYears: years(RETENTION_MESSAGES.auditYears),
});

export async function retentionSettings(db: DbExecutor): Promise<RetentionSettings> {
  const [row] = await db.select().from(retentionSetting).where(eq(retentionSetting.id, 1));
  if (!row) return { ...RETENTION_DEFAULTS };
  const { closedClientYears, contactLogYears, auditYears } = row;
  return { closedClientYears, contactLogYears, auditYears };
}

export async function updateRetentionSettings(
  db: Database,
  actor: Actor,
  input: Record<string, unknown>,
): Promise<RetentionSettings> {
  const changes = parseInput(settingsSchema, input);
  await saveSettingsRow(db, actor, {
    table: retentionSetting,
    recordType: 'RetentionSettings',
    read: retentionSettings,
    changes,
  });
  return changes;
}

/** The first day not yet past a period of `years` on `today`: what is before it is due. */
const cutOff = (today: string, years: number) => addMonths(today, -12 * years);

interface RetentionCutoffs {
  /** Closed clients whose record last changed before this day are anonymised. */
  clientsChangedBefore: string;
  /** Contact-log entries of a day before this one are deleted. */
  contactLogsBefore: string;
  /** Audit entries made before this day (in the programme's time zone) are deleted. */
  auditEntriesBefore: string;
}

export interface DueClient {
  id: string;
  clientId: string;
  preferredName: string;
  /** The day their record last changed, in the programme's time zone. */
  lastChanged: string;
}

export interface RetentionReview extends RetentionCutoffs {
  asOf: string;
  settings: RetentionSettings;
  clients: DueClient[];
  contactLogs: number;
  /** Identifies exactly the contact-log entries counted: the run deletes those or refuses. */
  contactLogsDigest: string;
  auditEntries: number;
}

function cutoffsOf(settings: RetentionSettings, today: string): RetentionCutoffs {
  return {
    clientsChangedBefore: cutOff(today, settings.closedClientYears),
    contactLogsBefore: cutOff(today, settings.contactLogYears),
    auditEntriesBefore: cutOff(today, settings.auditYears),
  };
}

/** The day of an instant column in the programme's time zone, for comparing with a day. */
const dayOf = (column: unknown, timeZone: string) =>
  sql`(${column} at time zone ${timeZone})::date`;

function dueClientsWhere(cutoffs: RetentionCutoffs, timeZone: string) {
  return and(
    eq(client.status, 'CLOSED'),
    isNull(client.anonymisedOn),
    sql`${dayOf(client.updatedAt, timeZone)} < ${cutoffs.clientsChangedBefore}`,
  );
}

/**
 * The contact-log entries of a day before `before` (their ids, in order) and their fingerprint:
 * the review shows them and the run deletes them, both through this one definition.
 */
async function dueContactLogs(db: DbExecutor, before: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: contactLog.id })
    .from(contactLog)
    .where(lt(contactLog.date, before))
    .orderBy(contactLog.id);
  const rows = await (options.lock ? query.for('update') : query);
  const ids = rows.map((row) => row.id);
  return { ids, digest: createHash('sha256').update(ids.join(',')).digest('hex') };
}

/** What a run on `today` would do under the present settings, exactly. */
export async function reviewRetention(
  db: DbExecutor,
  today: string,
  timeZone: string,
): Promise<RetentionReview> {
  const settings = await retentionSettings(db);
  const cutoffs = cutoffsOf(settings, today);
  const clients = await rowsOf<DueClient>(
    db,
    sql`select ${client.id} as id, ${client.clientId} as "clientId",
      ${client.preferredName} as "preferredName",
      to_char(${dayOf(client.updatedAt, timeZone)}, 'YYYY-MM-DD') as "lastChanged"
    from ${client} where ${dueClientsWhere(cutoffs, timeZone)}
    order by ${client.updatedAt}, ${client.id}`,
  );
  const logs = await dueContactLogs(db, cutoffs.contactLogsBefore);
  const [counts] = await rowsOf<{ auditEntries: number }>(
    db,
    sql`select count(*)::int as "auditEntries" from ${auditEntry}
      where ${dayOf(auditEntry.occurredAt, timeZone)} < ${cutoffs.auditEntriesBefore}`,
  );
  return {
    asOf: today,
    settings,
    ...cutoffs,
    clients,
    contactLogs: logs.ids.length,
    contactLogsDigest: logs.digest,
    auditEntries: Number(counts?.auditEntries ?? 0),
  };
}

export interface RetentionRunInput extends RetentionCutoffs {
  /** The clients the review listed. */
  clientIds: string[];
  /** The review's contactLogsDigest: the entries it counted. */
  contactLogsDigest: string;
}

export interface RetentionRunResult {
  clientsAnonymised: number;
  contactLogsDeleted: number;
  auditEntriesDeleted: number;
}

/**
 * The reviewed contact-log entries: their history entries lose their values, then they go. If
 * the entries due are no longer those reviewed (a log added, moved or removed since), nothing is
 * deleted and the run is refused.
 */
async function deleteReviewedContactLogs(
  db: Database,
  before: string,
  reviewedDigest: string,
  owed: OwedPurge[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const { ids, digest } = await dueContactLogs(tx, before, { lock: true });
    if (digest !== reviewedDigest) throw formError(RETENTION_MESSAGES.contactLogsChanged);
    if (ids.length === 0) return 0;
    // One array parameter, not a parameter an id: PostgreSQL takes at most 65,535 of those.
    const reviewedIds = sql.param(ids);
    await tx
      .update(auditEntry)
      .set({
        changes: {},
        snapshot: sql`jsonb_build_object('clientId', ${auditEntry.snapshot} -> 'clientId')`,
      })
      .where(
        and(
          eq(auditEntry.recordType, 'ContactLog'),
          sql`${auditEntry.recordId} = any(${reviewedIds}::text[])`,
        ),
      );
    await tx.delete(contactLog).where(sql`${contactLog.id} = any(${reviewedIds}::uuid[])`);
    owed.push(await owePurge(tx));
    return ids.length;
  });
}

/**
 * Runs a review: refused unless its cut-off days are those of the present settings on `today`
 * and the contact-log entries due are those it counted. Those entries go first, compared on
 * their days as they stand: anonymising a client moves its logs' days to the first of their
 * month, which would bring some before the cut-off that the review did not count. Then each
 * listed client still due is anonymised in its own transaction (one failing leaves the others
 * done); then the old audit entries go, and one entry records the run.
 */
export async function runRetention(
  db: Database,
  actor: Actor,
  input: RetentionRunInput,
  today: string,
  timeZone: string,
): Promise<RetentionRunResult> {
  const cutoffs = cutoffsOf(await retentionSettings(db), today);
  const asReviewed =
    input.clientsChangedBefore === cutoffs.clientsChangedBefore &&
    input.contactLogsBefore === cutoffs.contactLogsBefore &&
    input.auditEntriesBefore === cutoffs.auditEntriesBefore;
  if (!asReviewed) throw formError(RETENTION_MESSAGES.stale);

  // What each transaction removed is rewritten out of the tables' files once the run ends,
  // also when a client's anonymisation stops it (decision 086).
  const owed: OwedPurge[] = [];
  try {
    const contactLogsDeleted = await deleteReviewedContactLogs(
      db,
      cutoffs.contactLogsBefore,
      input.contactLogsDigest,
      owed,
    );
    return await runRetentionTransactions(db, actor, input, {
      today,
      timeZone,
      cutoffs,
      owed,
      contactLogsDeleted,
    });
  } finally {
    await settlePurges(db, owed);
  }
}

async function runRetentionTransactions(
  db: Database,
  actor: Actor,
  input: RetentionRunInput,
  run: {
    today: string;
    timeZone: string;
    cutoffs: RetentionCutoffs;
    owed: OwedPurge[];
    /** Deleted before any client was anonymised (see runRetention). */
    contactLogsDeleted: number;
  },
): Promise<RetentionRunResult> {
  const { today, timeZone, cutoffs, owed, contactLogsDeleted } = run;
  let clientsAnonymised = 0;
  for (const id of input.clientIds) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: client.id })
        .from(client)
        .where(and(eq(client.id, id), dueClientsWhere(cutoffs, timeZone)))
        .for('update');
      if (!due) return false;
      const reason = `Retention: closed and unchanged since before ${cutoffs.clientsChangedBefore}`;
      await anonymiseClient(tx as unknown as Database, actor, id, reason, today);
      owed.push(await owePurge(tx));
      return true;
    });
    if (done) clientsAnonymised += 1;
  }
  const auditEntriesDeleted = await db.transaction(async (tx) => {
    // Counted in the database: a first run may delete years of entries.
    const [deleted] = await rowsOf<{ count: number }>(
      tx,
      sql`with gone as (delete from ${auditEntry}
        where ${dayOf(auditEntry.occurredAt, timeZone)} < ${cutoffs.auditEntriesBefore} returning 1)
      select count(*)::int as count from gone`,
    );
    const count = Number(deleted?.count ?? 0);
    const result = { clientsAnonymised, contactLogsDeleted, auditEntriesDeleted: count };
    await recordAudit(tx, actor, {
      recordType: 'RetentionRun',
      recordId: today,
      before: null,
      after: { ...cutoffs, ...result },
    });
    if (count > 0) owed.push(await owePurge(tx));
    return count;
  });
  return { clientsAnonymised, contactLogsDeleted, auditEntriesDeleted };
}
