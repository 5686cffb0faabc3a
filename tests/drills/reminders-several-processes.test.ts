/**
 * Clearance reminders with several server processes (product.md §3.2.1, decision 067): two servers
 * as `npm start` runs them, on one PostgreSQL database, each with its graphile-worker runner,
 * e-mail a reminder to the volunteer and to the admin once, not once per process; and a reminder
 * whose day came while no server ran goes when one starts again. PostgreSQL only: PGlite has one
 * process by design (src/server/jobs/runner.test.ts covers its timer).
 */
import { dayText } from '../../src/shared/domain/common/date-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/shared/domain/common/calendar';
import { volunteerClearance } from '../../src/server/db/schema/volunteer-clearance';
import { createPerson } from '../support/people';
import { insertFacility } from '../support/resource-factory';
import type { ServerProcess } from '../support/server-process';
import { readMail, startTestSmtp, type TestSmtp } from '../support/smtp';
import {
  drillDatabase,
  prepareDrillServer,
  setUpFirstAdmin,
  startDrillServer,
  type DrillDatabase,
} from '../support/drill';

let database: DrillDatabase;
let smtp: TestSmtp;
let adminEmail = '';
const running: ServerProcess[] = [];

const start = () => startDrillServer(database, { SMTP_URL: smtp.url, ORG_TIMEZONE: 'UTC' });

beforeAll(async () => {
  await prepareDrillServer();
  smtp = await startTestSmtp();
  database = await drillDatabase();
  const first = await start();
  running.push(first);
  adminEmail = await setUpFirstAdmin(first);
}, 120_000);

afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  await database?.remove();
  await smtp?.close();
});

/** A volunteer whose approved clearance at a new facility expires in `days` days. */
async function clearanceExpiringIn(days: number): Promise<string> {
  const handle = await database.open();
  try {
    const volunteer = await createPerson(handle.db, 'Volunteers', 'Amina', 'Khan');
    const facility = await insertFacility(handle.db);
    await handle.db.insert(volunteerClearance).values({
      volunteerId: volunteer.id,
      facilityId: facility.id,
      status: 'APPROVED',
      expiresOn: addDays(todayIn('UTC'), days),
    });
    return volunteer.email;
  } finally {
    await handle.close();
  }
}

/** Reminders to `address` of a clearance expiring on `day` ("Clearance at … expires on <day>"). */
const mailsTo = (address: string, day: string) =>
  smtp.received.filter(
    (mail) =>
      mail.to.includes(address) && readMail(mail).subject.endsWith(`expires on ${dayText(day)}`),
  ).length;

describe('clearance reminders with two server processes on one PostgreSQL database', () => {
  it(
    'go once to the volunteer and once to the admin, and after a restart that missed the day',
    { timeout: 120_000 },
    async () => {
      expect(database.kind).toBe('postgres');
      const volunteer = await clearanceExpiringIn(30);
      // Both processes start with the reminder due: each runner asks for a run at its start.
      await Promise.all(running.splice(0).map((server) => server.stop()));
      running.push(...(await Promise.all([start(), start()])));
      const due = addDays(todayIn('UTC'), 30);
      await expect.poll(() => mailsTo(volunteer, due), { timeout: 60_000 }).toBe(1);
      await expect.poll(() => mailsTo(adminEmail, due), { timeout: 60_000 }).toBe(1);
      // Both runners had their run at start by now; nothing went twice.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect([mailsTo(volunteer, due), mailsTo(adminEmail, due)]).toEqual([1, 1]);

      // While no server runs, another clearance reaches its 7-day reminder.
      await Promise.all(running.splice(0).map((server) => server.stop()));
      const later = await clearanceExpiringIn(7);
      const laterDue = addDays(todayIn('UTC'), 7);
      running.push(await start());
      await expect.poll(() => mailsTo(later, laterDue), { timeout: 60_000 }).toBe(1);
      expect(mailsTo(volunteer, due)).toBe(1);
    },
  );
});
