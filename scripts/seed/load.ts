/**
 * Loads the demo programme into a database (scripts/seed-demo.ts, and tests that need the demo as
 * users see it): the demo accounts, then every record not there yet, each added one audited.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { diffFields, recordAudit, type Actor } from '../../src/server/audit/audit';
import type { Database } from '../../src/server/db/client';
import { auditEntry } from '../../src/server/db/schema/audit';
import { user } from '../../src/server/db/schema/auth';
import { client } from '../../src/server/db/schema/client';
import { clientConsent } from '../../src/server/db/schema/client-consent';
import { contactLog } from '../../src/server/db/schema/contact-log';
import { facility } from '../../src/server/db/schema/facility';
import { incidentReport } from '../../src/server/db/schema/incident-report';
import { program } from '../../src/server/db/schema/program';
import { reentryCheckIn } from '../../src/server/db/schema/reentry-check-in';
import { reentryStep } from '../../src/server/db/schema/reentry-step';
import { resource } from '../../src/server/db/schema/resource';
import { resourceRequest } from '../../src/server/db/schema/resource-request';
import { schedule } from '../../src/server/db/schema/schedule';
import { volunteer } from '../../src/server/db/schema/volunteer';
import { volunteerClearance } from '../../src/server/db/schema/volunteer-clearance';
import { generateDemoData } from './generate';
import { ensureDemoAccounts, type DemoAccount } from './people';
import { generateReentryData } from './reentry';

const CHUNK = 500;
const SEED_ACTOR = { actorId: null, actorEmail: 'seed:demo' };
const SEED_AUDIT_ACTOR: Actor = { id: null, email: 'seed:demo', name: null };

/** Inserts rows that are not there yet, with an audit entry for each one added. */
async function insertNew(
  db: Database,
  table: PgTable,
  recordType: string,
  rows: Record<string, unknown>[],
): Promise<number> {
  let added = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await db.transaction(async (tx) => {
      const inserted = (await tx
        .insert(table)
        .values(chunk)
        .onConflictDoNothing()
        .returning()) as Record<string, unknown>[];
      added += inserted.length;
      if (recordType === '' || inserted.length === 0) return;
      await tx.insert(auditEntry).values(
        inserted.map((row) => ({
          ...SEED_ACTOR,
          recordType,
          recordId: String(row.id),
          action: 'CREATE' as const,
          changes: diffFields(null, row),
          snapshot: JSON.parse(JSON.stringify(row)) as Record<string, unknown>,
        })),
      );
    });
  }
  return added;
}

/**
 * The demo volunteer's background check passed and training done (its clearances are in the
 * generated data), so that the demo shows a volunteer who may be placed (product.md §3.2.1).
 * Audited like every change; nothing is written when they already are.
 */
async function clearDemoVolunteer(db: Database, id: string, today: string) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(volunteer).where(eq(volunteer.id, id));
    if (!before || (before.backgroundCheckStatus === 'PASSED' && before.trainingCompleted)) return;
    const [after] = await tx
      .update(volunteer)
      .set({
        backgroundCheckStatus: 'PASSED',
        backgroundCheckDate: today,
        trainingCompleted: true,
        trainingCompletionDate: today,
        version: before.version + 1,
      })
      .where(eq(volunteer.id, id))
      .returning();
    await recordAudit(tx, SEED_AUDIT_ACTOR, {
      recordType: 'Volunteer',
      recordId: id,
      before,
      after: after!,
    });
  });
}

/** What was added of each kind, and the demo accounts with their new passwords. */
export async function loadDemoProgramme(
  db: Database,
  scale: number,
  today: string,
): Promise<{ counts: Record<string, number>; accounts: DemoAccount[] }> {
  const accounts = await ensureDemoAccounts(db);
  const demoVolunteer = accounts.find((account) => account.group === 'Volunteers')!;
  await clearDemoVolunteer(db, demoVolunteer.id, today);
  const data = generateDemoData(scale, today, [demoVolunteer.id]);
  // The demo client account is the first client's (product.md §12: a client's account goes with the record).
  const demoClient = accounts.find((account) => account.group === 'Clients')!;
  Object.assign(data.clients[0]!, { accountId: demoClient.id, email: demoClient.email });
  const reentry = generateReentryData(data.clients, today);

  // Volunteers are people with accounts (no password: they would be invited).
  await insertNew(
    db,
    user,
    '',
    data.volunteers.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      group: 'Volunteers',
    })),
  );
  const counts = {
    facilities: await insertNew(db, facility, 'Facility', data.facilities),
    volunteers: await insertNew(db, volunteer, 'Volunteer', data.volunteers),
    clients: await insertNew(db, client, 'Client', data.clients),
    resources: await insertNew(db, resource, 'Resource', data.resources),
    programs: await insertNew(db, program, 'Program', data.programs),
    schedules: await insertNew(db, schedule, 'Schedule', data.schedules),
    incidentReports: await insertNew(db, incidentReport, 'IncidentReport', data.incidents),
    resourceRequests: await insertNew(db, resourceRequest, 'ResourceRequest', data.requests),
    clearances: await insertNew(db, volunteerClearance, 'VolunteerClearance', data.clearances),
    consents: await insertNew(db, clientConsent, 'ClientConsent', reentry.consents),
    contactLogs: await insertNew(db, contactLog, 'ContactLog', reentry.contactLogs),
    reentrySteps: await insertNew(db, reentryStep, 'ReentryStep', reentry.reentrySteps),
    checkIns: await insertNew(db, reentryCheckIn, 'ReentryCheckIn', reentry.checkIns),
  };
  // Generated client numbers continue after the demo ones.
  await db.execute(
    sql`insert into client_number_counter (single, last_number)
      select true, count(*) from client
      on conflict (single) do update
        set last_number = greatest(client_number_counter.last_number, excluded.last_number)`,
  );
  return { counts, accounts };
}
