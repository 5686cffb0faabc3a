// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * Retention through the real API (decision 077, product.md §3.3.8), on PGlite and on PostgreSQL
 * with TEST_DATABASE_URL: super admins set the periods; the review lists exactly what is due;
 * running it changes exactly that (the clients anonymised are the review's, the entries deleted
 * exactly those it counted, compared on their days before anonymising) and nothing else; a run of a
 * review made under other settings, or after the contact-log entries due changed, is refused with
 * nothing changed.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMonths, todayIn } from '../../../shared/domain/common/calendar';
import { SYSTEM_ACTOR } from '../../audit/audit';
import { auditEntry } from '../../db/schema/audit';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { jobRun } from '../../db/schema/jobs';
import { clientInput } from '../../../../tests/support/client-factory';
import { contactLogInput } from '../../../../tests/support/contact-log-factory';
import { errorCode, type Caller } from '../../../../tests/support/graphql';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { reviewRetention, runRetention } from './retention';

const app = useTestApp();
const [superAdmin, admin] = signedInForEachTest(app, ['SuperAdmins', 'Admins']);
const today = todayIn('UTC');
const yearsAgo = (years: number) => addMonths(today, -12 * years);

const REVIEW = `query { retentionReview { asOf clientsChangedBefore contactLogsBefore auditEntriesBefore
  settings { closedClientYears contactLogYears auditYears }
  clients { id clientId preferredName lastChanged } contactLogs contactLogsDigest auditEntries } }`;
const RUN =
  'mutation($i: RunRetentionInput!) { runRetention(input: $i) { clientsAnonymised contactLogsDeleted auditEntriesDeleted } }';
const UPDATE =
  'mutation($i: UpdateRetentionSettingsInput!) { updateRetentionSettings(input: $i) { closedClientYears contactLogYears auditYears } }';

interface Review {
  asOf: string;
  clientsChangedBefore: string;
  contactLogsBefore: string;
  auditEntriesBefore: string;
  settings: Record<string, number>;
  clients: { id: string; clientId: string; preferredName: string; lastChanged: string }[];
  contactLogs: number;
  contactLogsDigest: string;
  auditEntries: number;
}

/** The run's input: the review as the page sends it. */
const runOf = (review: Review) => ({
  clientIds: review.clients.map((due) => due.id),
  clientsChangedBefore: review.clientsChangedBefore,
  contactLogsBefore: review.contactLogsBefore,
  auditEntriesBefore: review.auditEntriesBefore,
  contactLogsDigest: review.contactLogsDigest,
});

async function ok<Data>(caller: Caller, query: string, variables: Record<string, unknown> = {}) {
  const result = await caller.run<Data>(query, variables);
  expect(result.errors).toEqual([]);
  return result.data!;
}

/** A client added through the API, then left unchanged since `changedOn`. */
async function clientLastChanged(name: string, status: string, changedOn: string) {
  const { createClient } = await ok<{ createClient: { id: string } }>(
    admin,
    'mutation($i: CreateClientInput!) { createClient(input: $i) { id } }',
    // First met long ago: their contacts go back years, and none may come before it.
    { i: clientInput({ preferredName: name, status, firstContactDate: '2010-01-01' }) },
  );
  await app.database.db
    .update(client)
    .set({ updatedAt: new Date(`${changedOn}T12:00:00Z`) })
    .where(eq(client.id, createClient.id));
  return createClient.id;
}

/** The world: one closed client past the period, and one of everything not yet due. */
async function seed() {
  const due = await clientLastChanged('Closed long ago', 'CLOSED', yearsAgo(8));
  const recent = await clientLastChanged('Closed lately', 'CLOSED', yearsAgo(1));
  const active = await clientLastChanged('Active, quiet', 'ACTIVE', yearsAgo(9));
  const log = async (clientId: string, date: string) =>
    (
      await ok<{ createContactLog: { id: string } }>(
        admin,
        'mutation($i: CreateContactLogInput!) { createContactLog(input: $i) { id } }',
        { i: contactLogInput(clientId, { date, notes: `Visit of ${date}` }) },
      )
    ).createContactLog.id;
  const oldLog = await log(active, yearsAgo(8));
  const newLog = await log(active, yearsAgo(2));
  // Two entries made long ago (the old contact log's creation, and one of the recent client's).
  const [oldest] = await app.database.db
    .select({ id: auditEntry.id })
    .from(auditEntry)
    .where(eq(auditEntry.recordId, recent));
  await app.database.db
    .update(auditEntry)
    .set({ occurredAt: new Date(`${yearsAgo(10)}T12:00:00Z`) })
    .where(inArray(auditEntry.id, [oldest!.id]));
  return { due, recent, active, oldLog, newLog, oldAudit: oldest!.id };
}

describe('retention', () => {
  it('keeps seven years by default; super admins change the periods, audited', async () => {
    const { retentionSettings } = await ok<{ retentionSettings: Record<string, number> }>(
      superAdmin,
      '{ retentionSettings { closedClientYears contactLogYears auditYears } }',
    );
    expect(retentionSettings).toEqual({ closedClientYears: 7, contactLogYears: 7, auditYears: 7 });
    const changed = await ok<{ updateRetentionSettings: Record<string, number> }>(
      superAdmin,
      UPDATE,
      { i: { closedClientYears: 6, contactLogYears: 5, auditYears: 10 } },
    );
    expect(changed.updateRetentionSettings).toEqual({
      closedClientYears: 6,
      contactLogYears: 5,
      auditYears: 10,
    });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordType, 'RetentionSettings'));
    expect(entry!.changes).toMatchObject({ closedClientYears: { before: 7, after: 6 } });

    const wrong = await superAdmin.run(UPDATE, {
      i: { closedClientYears: 0, contactLogYears: 5, auditYears: 101 },
    });
    expect(wrong.errors[0]?.extensions?.fieldErrors).toEqual({
      closedClientYears: 'Years to keep closed clients must be a whole number from 1 to 100',
      auditYears: 'Years to keep history entries must be a whole number from 1 to 100',
    });
    expect(
      errorCode(
        await admin.run(UPDATE, { i: { closedClientYears: 1, contactLogYears: 1, auditYears: 1 } }),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await admin.run(REVIEW))).toBe('FORBIDDEN');
  });

  it('reviews exactly what is due, and the run changes exactly that', async () => {
    const world = await seed();
    const { retentionReview: review } = await ok<{ retentionReview: Review }>(superAdmin, REVIEW);
    expect(review).toMatchObject({
      asOf: today,
      clientsChangedBefore: yearsAgo(7),
      contactLogsBefore: yearsAgo(7),
      auditEntriesBefore: yearsAgo(7),
      clients: [
        {
          id: world.due,
          preferredName: 'Closed long ago',
          lastChanged: yearsAgo(8),
        },
      ],
      contactLogs: 1,
      auditEntries: 1,
    });

    const { runRetention } = await ok<{ runRetention: Record<string, number> }>(superAdmin, RUN, {
      i: runOf(review),
    });
    // What changed is what the review showed.
    expect(runRetention).toEqual({
      clientsAnonymised: review.clients.length,
      contactLogsDeleted: review.contactLogs,
      auditEntriesDeleted: review.auditEntries,
    });
    const db = app.database.db;
    const clients = await db
      .select({ id: client.id, name: client.preferredName, anonymisedOn: client.anonymisedOn })
      .from(client);
    expect(clients.filter((row) => row.anonymisedOn !== null).map((row) => row.id)).toEqual([
      world.due,
    ]);
    expect(clients.find((row) => row.id === world.recent)!.name).toBe('Closed lately');
    expect((await db.select({ id: contactLog.id }).from(contactLog)).map((row) => row.id)).toEqual([
      world.newLog,
    ]);
    expect(await db.select().from(auditEntry).where(eq(auditEntry.id, world.oldAudit))).toEqual([]);
    // The old contact log's history lost its values with it.
    const [logTrail] = await db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, world.oldLog));
    expect(JSON.stringify(logTrail)).not.toContain(`Visit of ${yearsAgo(8)}`);
    const [run] = await db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordType, 'RetentionRun'));
    expect(run!.snapshot).toMatchObject({ clientsAnonymised: 1, contactLogsDeleted: 1 });
    // What it removed was rewritten out of the tables' files before it answered (decision 086):
    // one rewrite, settling what each of its three transactions owed.
    const purges = await db.select().from(jobRun).where(eq(jobRun.job, 'purge_removed_rows'));
    expect(purges).toHaveLength(3);
    for (const purge of purges) {
      expect(purge.outcome).toBe('SUCCEEDED');
      for (const table of ['public.client', 'public.contact_log', 'public.audit_entry']) {
        expect(purge.detail).toContain(table);
      }
    }

    // Nothing is due any more.
    const again = await ok<{ retentionReview: Review }>(superAdmin, REVIEW);
    expect(again.retentionReview).toMatchObject({ clients: [], contactLogs: 0, auditEntries: 0 });
  });

  it('refuses a review made under other settings, changing nothing', async () => {
    const world = await seed();
    const { retentionReview: review } = await ok<{ retentionReview: Review }>(superAdmin, REVIEW);
    await ok(superAdmin, UPDATE, {
      i: { closedClientYears: 9, contactLogYears: 9, auditYears: 9 },
    });
    const stale = await superAdmin.run(RUN, { i: runOf(review) });
    expect(stale.errors[0]?.message).toBe(
      'The settings or the day have changed since this review: review again before running it',
    );
    const [kept] = await app.database.db.select().from(client).where(eq(client.id, world.due));
    expect(kept!.anonymisedOn).toBeNull();
    expect(
      await app.database.db.select().from(contactLog).where(eq(contactLog.id, world.oldLog)),
    ).toHaveLength(1);
    expect(
      await app.database.db.select().from(auditEntry).where(eq(auditEntry.id, world.oldAudit)),
    ).toHaveLength(1);
  });

  it('refuses a run when the contact-log entries due changed after the review, changing nothing', async () => {
    const world = await seed();
    const { retentionReview: review } = await ok<{ retentionReview: Review }>(superAdmin, REVIEW);
    expect(review.contactLogs).toBe(1);
    // After the review, an old visit is logged: the run would delete two entries, not the one shown.
    await ok(admin, 'mutation($i: CreateContactLogInput!) { createContactLog(input: $i) { id } }', {
      i: contactLogInput(world.active, { date: yearsAgo(9), notes: 'Logged late' }),
    });
    const changed = await superAdmin.run(RUN, { i: runOf(review) });
    expect(changed.errors[0]?.message).toBe(
      'The contact-log entries due to be deleted have changed since this review: review again before running it',
    );
    expect(changed.errors[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const db = app.database.db;
    const [kept] = await db.select().from(client).where(eq(client.id, world.due));
    expect(kept!.anonymisedOn).toBeNull();
    expect(await db.select().from(contactLog)).toHaveLength(3);
    expect(
      await db.select().from(auditEntry).where(eq(auditEntry.id, world.oldAudit)),
    ).toHaveLength(1);

    // Reviewed again, it runs: both old entries go, as the new review counts.
    const { retentionReview: again } = await ok<{ retentionReview: Review }>(superAdmin, REVIEW);
    expect(again.contactLogs).toBe(2);
    const { runRetention } = await ok<{ runRetention: Record<string, number> }>(superAdmin, RUN, {
      i: runOf(again),
    });
    expect(runRetention.contactLogsDeleted).toBe(2);
  });
});

describe('retention of the logs of clients it anonymises', () => {
  // A fixed day whose cut-off (2019-06-15) is not the first of its month, so that anonymising
  // (which moves a log's day to the first of its month) would move logs before the cut-off.
  const runDay = '2026-06-15';
  const cutOffDay = '2019-06-15';

  it('deletes exactly the logs the review counted, compared on their days before anonymising', async () => {
    const db = app.database.db;
    const due = await clientLastChanged('Closed long ago', 'CLOSED', '2018-01-10');
    const active = await clientLastChanged('Active', 'ACTIVE', '2025-01-10');
    const log = async (clientId: string, date: string) =>
      (
        await ok<{ createContactLog: { id: string } }>(
          admin,
          'mutation($i: CreateContactLogInput!) { createContactLog(input: $i) { id } }',
          { i: contactLogInput(clientId, { date }) },
        )
      ).createContactLog.id;
    const reviewed = [
      await log(due, '2019-06-14'),
      await log(due, '2019-02-03'),
      await log(active, '2019-06-01'),
    ];
    // Not due on their days; anonymising the client moves the first two to 2019-06-01.
    const kept = [
      await log(due, cutOffDay),
      await log(due, '2019-06-28'),
      await log(active, '2019-06-20'),
    ];
    // Logging a contact changed the clients: they are left unchanged since their days again.
    for (const [id, day] of [
      [due, '2018-01-10'],
      [active, '2025-01-10'],
    ] as const) {
      await db
        .update(client)
        .set({ updatedAt: new Date(`${day}T12:00:00Z`) })
        .where(eq(client.id, id));
    }

    const review = await reviewRetention(db, runDay, 'UTC');
    expect(review.contactLogsBefore).toBe(cutOffDay);
    expect(review.clients.map((row) => row.id)).toEqual([due]);
    expect(review.contactLogs).toBe(reviewed.length);

    const result = await runRetention(
      db,
      SYSTEM_ACTOR,
      { ...review, clientIds: review.clients.map((row) => row.id) },
      runDay,
      'UTC',
    );
    expect(result).toMatchObject({ clientsAnonymised: 1, contactLogsDeleted: reviewed.length });
    const left = await db.select({ id: contactLog.id, date: contactLog.date }).from(contactLog);
    expect(left.map((row) => row.id).sort()).toEqual([...kept].sort());
    // The anonymised client's logs kept are coarsened, and so due at the next review, shown there.
    expect(left.filter((row) => row.date === '2019-06-01')).toHaveLength(2);
    expect((await reviewRetention(db, runDay, 'UTC')).contactLogs).toBe(2);
  });
});
