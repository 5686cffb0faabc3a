/**
 * The runners of decision 067, each as the server starts it: on PostgreSQL two graphile-worker
 * runners with their own connections (as two server processes have) send each reminder once; on
 * the embedded database the timer does. After a stop, a runner started again sends what fell due
 * while none ran. tests/drills/reminders-several-processes.test.ts does the same with two real
 * server processes.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { addDays, todayIn } from '../../shared/domain/common/calendar';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { jobRun } from '../db/schema/jobs';
import { volunteerClearance } from '../db/schema/volunteer-clearance';
import { createMailer } from '../mail/mailer';
import { createPostgresCopy, openTestDatabase } from '../../../tests/support/database';
import { createPerson } from '../../../tests/support/people';
import { insertFacility } from '../../../tests/support/resource-factory';
import { startTestSmtp } from '../../../tests/support/smtp';
import { startJobs, type Jobs } from './runner';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const postgresUrl = inject('postgresUrl');
const started: Jobs[] = [];
const opened: DatabaseHandle[] = [];
const dropped: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const jobs of started.splice(0)) await jobs.stop();
  for (const handle of opened.splice(0)) await handle.close();
  for (const drop of dropped.splice(0)) await drop();
});

/** Two connections to one database, as two server processes have (one on PGlite). */
async function databases(): Promise<{ url: string | null; handles: DatabaseHandle[] }> {
  if (!postgresUrl) {
    const handle = await openTestDatabase();
    opened.push(handle);
    return { url: null, handles: [handle] };
  }
  const copy = await createPostgresCopy(postgresUrl);
  const handles = [
    await openDatabase({ kind: 'postgres', url: copy.url, migrate: false }),
    await openDatabase({ kind: 'postgres', url: copy.url, migrate: false }),
  ];
  opened.push(...handles);
  dropped.push(copy.drop);
  return { url: copy.url, handles };
}

async function clearanceExpiringIn(handle: DatabaseHandle, days: number) {
  const db = handle.db;
  const person = await createPerson(db, 'Volunteers', 'Amina', 'Khan');
  const facility = await insertFacility(db);
  await db.insert(volunteerClearance).values({
    volunteerId: person.id,
    facilityId: facility.id,
    status: 'APPROVED',
    expiresOn: addDays(todayIn('UTC'), days),
  });
  return person.email;
}

function start(url: string | null, handle: DatabaseHandle) {
  return startJobs({
    db: handle.db,
    databaseUrl: url,
    mailer: createMailer({
      smtpUrl: smtp.url,
      from: 'o@example.org',
      db: handle.db,
      log: () => {},
    }),
    baseUrl: 'https://outreach.example.org',
    timeZone: 'UTC',
    log: () => {},
    firstAfterMs: 0,
  }).then((jobs) => {
    started.push(jobs);
    return jobs;
  });
}

const succeededRuns = async (handle: DatabaseHandle) =>
  (await handle.db.select().from(jobRun)).filter((run) => run.outcome === 'SUCCEEDED').length;

const mailsTo = (address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address)).length;

describe(`the job runner on ${postgresUrl ? 'PostgreSQL (graphile-worker)' : 'the embedded database (timer)'}`, () => {
  it(
    'sends a reminder once with every runner up, and what fell due while none ran at the next start',
    { timeout: 60_000 },
    async () => {
      smtp.received.splice(0);
      const { url, handles } = await databases();
      const first = await clearanceExpiringIn(handles[0]!, 30);
      for (const handle of handles) await start(url, handle);
      await expect.poll(() => mailsTo(first), { timeout: 30_000 }).toBe(1);
      await expect.poll(() => succeededRuns(handles[0]!), { timeout: 30_000 }).toBeGreaterThan(0);
      // Every runner had its chance by now; nothing went twice.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(mailsTo(first)).toBe(1);

      for (const jobs of started.splice(0)) await jobs.stop();
      // Its 7-day moment comes while nothing runs.
      const second = await clearanceExpiringIn(handles[0]!, 7);
      await start(url, handles[handles.length - 1]!);
      await expect.poll(() => mailsTo(second), { timeout: 30_000 }).toBe(1);
      expect(mailsTo(first)).toBe(1);
    },
  );
});
