/**
 * Clearance reminders (product.md §3.2.1, decision 067): 30 and 7 days before an approved
 * clearance expires, the volunteer and each admin get one e-mail, through a real SMTP server;
 * once each, also when two runners race and when the server was down on the day; a failed send
 * is tried again; each run is recorded for admins.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/domain/common/calendar';
import { jobRun } from '../db/schema/jobs';
import { volunteerClearance } from '../db/schema/volunteer-clearance';
import { createMailer, type Mailer } from '../mail/mailer';
import { createPerson, type TestPerson } from '../../../tests/support/people';
import { insertFacility } from '../../../tests/support/resource-factory';
import { readMail, startTestSmtp } from '../../../tests/support/smtp';
import { useTestApp } from '../../../tests/support/test-app';
import { sendClearanceReminders } from './clearance-reminders';
import { latestRuns, recordedRun } from './job-runs';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const app = useTestApp();
const EXPIRY = '2030-06-30';
const ZONE = 'UTC';
let volunteer: TestPerson;
let adminPerson: TestPerson;
let mailer: Mailer;
let clearanceId: string;

/** Noon UTC, `days` before the expiry. */
const daysBefore = (days: number) => new Date(`${addDays(EXPIRY, -days)}T12:00:00Z`);

beforeEach(async () => {
  smtp.received.splice(0);
  const db = app.database.db;
  volunteer = await createPerson(db, 'Volunteers', 'Amina', 'Khan');
  adminPerson = await createPerson(db, 'Admins', 'Omar', 'Farouk');
  const facility = await insertFacility(db, { name: 'Springfield State Prison' });
  const [clearance] = await db
    .insert(volunteerClearance)
    .values({
      volunteerId: volunteer.id,
      facilityId: facility.id,
      status: 'APPROVED',
      grantedOn: '2029-07-01',
      expiresOn: EXPIRY,
    })
    .returning({ id: volunteerClearance.id });
  clearanceId = clearance!.id;
  mailer = createMailer({ smtpUrl: smtp.url, from: 'outreach@example.org', db, log: () => {} });
});

const remind = (now: Date, sender: Pick<Mailer, 'send'> = mailer) =>
  sendClearanceReminders({
    db: app.database.db,
    mailer: sender,
    baseUrl: 'https://outreach.example.org',
    timeZone: ZONE,
    now,
  });

/** The subjects received so far, by recipient. */
const received = () =>
  smtp.received.map((mail) => [mail.to.join(','), readMail(mail).subject]).sort();

describe('clearance reminders', () => {
  it('e-mails the volunteer and each admin 30 days before, once', async () => {
    expect(await remind(daysBefore(31))).toBe('No reminders due');
    expect(await remind(daysBefore(30))).toBe('2 reminders sent');
    expect(await remind(daysBefore(30))).toBe('0 reminders sent');
    expect(await remind(daysBefore(12))).toBe('0 reminders sent');
    expect(received()).toEqual(
      [
        [
          adminPerson.email,
          'Amina Khan: Clearance at Springfield State Prison expires on Sun, Jun 30, 2030',
        ],
        [volunteer.email, 'Clearance at Springfield State Prison expires on Sun, Jun 30, 2030'],
      ].sort(),
    );
    const toVolunteer = smtp.received.find((mail) => mail.to.includes(volunteer.email))!;
    expect(readMail(toVolunteer).text).toContain(
      'Your clearance to visit Springfield State Prison expires on Sun, Jun 30, 2030 (in 30 days).',
    );
    expect(readMail(toVolunteer).text).toContain('https://outreach.example.org/account');
  });

  it('e-mails again 7 days before, once', async () => {
    await remind(daysBefore(30));
    expect(await remind(daysBefore(7))).toBe('2 reminders sent');
    expect(await remind(daysBefore(3))).toBe('0 reminders sent');
    expect(smtp.received).toHaveLength(4);
  });

  it('sends a reminder whose day passed while the server was down at the next run, only the latest due', async () => {
    expect(await remind(daysBefore(20))).toBe('2 reminders sent'); // the 30-day one, late
    expect(await remind(daysBefore(5))).toBe('2 reminders sent'); // the 7-day one, late
    smtp.received.splice(0);
    // A clearance first seen 5 days before: the 7-day reminder only, not the 30-day one too.
    await app.database.db
      .update(volunteerClearance)
      .set({ expiresOn: '2030-09-30' })
      .where(eq(volunteerClearance.id, clearanceId));
    expect(await remind(new Date('2030-09-25T12:00:00Z'))).toBe('2 reminders sent');
    expect(readMail(smtp.received[0]!).subject).toContain('expires on Mon, Sep 30, 2030');
    expect(readMail(smtp.received[0]!).text).toContain('(in 5 days)');
  });

  it('sends each reminder once when two runs race', async () => {
    const results = await Promise.all([remind(daysBefore(30)), remind(daysBefore(30))]);
    const sent = results.map((result) => Number(/^(\d+) reminders? sent$/.exec(result)![1]));
    expect(sent[0]! + sent[1]!).toBe(2);
    expect(received().map(([to]) => to)).toEqual([adminPerson.email, volunteer.email].sort());
  });

  it('reminds nobody of a clearance that is not approved, or already expired', async () => {
    await app.database.db
      .update(volunteerClearance)
      .set({ status: 'REVOKED' })
      .where(eq(volunteerClearance.id, clearanceId));
    expect(await remind(daysBefore(30))).toBe('No reminders due');
    await app.database.db
      .update(volunteerClearance)
      .set({ status: 'APPROVED' })
      .where(eq(volunteerClearance.id, clearanceId));
    expect(await remind(daysBefore(-1))).toBe('No reminders due');
  });

  it('tries a failed send again at the next run, and records each run', async () => {
    const refusing: Pick<Mailer, 'send'> = {
      send: async (message) => {
        if (message.to === volunteer.email) throw new Error('Mailbox unavailable');
        await mailer.send(message);
      },
    };
    const db = app.database.db;
    await expect(
      recordedRun(db, 'clearance_reminders', () => remind(daysBefore(30), refusing)),
    ).rejects.toThrow(`1 reminder sent; 1 failed (${volunteer.email}: Mailbox unavailable)`);
    expect(await recordedRun(db, 'clearance_reminders', () => remind(daysBefore(29)))).toBe(
      '1 reminder sent',
    );
    expect(received().map(([to]) => to)).toEqual([adminPerson.email, volunteer.email].sort());
    const runs = await latestRuns(db);
    expect(runs.map((run) => [run.job, run.outcome, run.detail])).toEqual([
      ['clearance_reminders', 'SUCCEEDED', '1 reminder sent'],
      [
        'clearance_reminders',
        'FAILED',
        `1 reminder sent; 1 failed (${volunteer.email}: Mailbox unavailable)`,
      ],
    ]);
    expect(runs.every((run) => run.finishedAt !== null)).toBe(true);
    expect(await db.select().from(jobRun)).toHaveLength(2);
  });
});
