/**
 * The volunteer is told by e-mail when an admin approves or rejects their schedule
 * (product.md §4.5), through a real SMTP server on loopback: with the admin's response, times in
 * the programme's zone (America/New_York here), only once the decision has committed, never for a
 * refused one, and a failed e-mail leaves the decision in place.
 */
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { schedule } from '../../db/schema/schedule';
import { recordStatus } from '../../../../tests/support/access-matrix';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { createPerson, type TestPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule } from '../../../../tests/support/schedule-factory';
import { expectNoMailCame, readMail, startTestSmtp } from '../../../../tests/support/smtp';
import { TEST_BASE_URL, useTestApp } from '../../../../tests/support/test-app';
import { unreachableMailContext } from '../../../../tests/support/unreachable-mail';
import { scheduleService } from './schedule.service';

const ZONE = 'America/New_York';
const smtp = await startTestSmtp();
const app = useTestApp({ SMTP_URL: smtp.url, ORG_TIMEZONE: ZONE });
afterAll(() => smtp.close());

const APPROVE = `mutation($id: ID!, $adminResponse: String, $expectedVersion: Int) {
  approveSchedule(id: $id, adminResponse: $adminResponse, expectedVersion: $expectedVersion) { status } }`;
const REJECT = `mutation($id: ID!, $adminResponse: String) {
  rejectSchedule(id: $id, adminResponse: $adminResponse) { status } }`;
const LINK = `${TEST_BASE_URL}/volunteer/schedule`;

let admin: Caller;
let volunteer: TestPerson;
let facilityId: string;

beforeEach(async () => {
  smtp.received.splice(0);
  admin = await callerAs(app.server, app.database.db, 'Admins');
  volunteer = await createPerson(app.database.db, 'Volunteers', 'Amina', 'Khan');
  facilityId = (
    await insertFacility(app.database.db, {
      name: 'Riverside Correctional',
      address: '100 River Road, Springfield',
    })
  ).id;
  await clearVolunteerAt(app.database.db, volunteer.id, facilityId);
});

// 10:00 to 12:30 in New York on Monday 4 March 2030 (EST, -05:00).
const newSchedule = (values: Partial<typeof schedule.$inferInsert> = {}) =>
  insertSchedule(app.database.db, {
    facilityId,
    volunteerId: volunteer.id,
    startTime: new Date('2030-03-04T15:00:00Z'),
    endTime: new Date('2030-03-04T17:30:00Z'),
    notes: 'Bring the study booklets',
    ...values,
  });

const statusOf = (id: string) => recordStatus(app.database.db, schedule, id);

describe('the volunteer is told by e-mail', () => {
  it('when their schedule is approved: local times, the facility, the response and the link', async () => {
    const row = await newSchedule();
    const result = await admin.run(APPROVE, {
      id: row.id,
      adminResponse: 'Please bring photo ID.\nAsk for the chaplain at the gate.',
    });
    expect(result.errors).toEqual([]);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([volunteer.email]);
    expect(readMail(smtp.received[0]!)).toEqual({
      subject: 'Your visit on Mon, Mar 4, 2030, 10:00 AM at Riverside Correctional was approved',
      text: [
        'Hello Amina,',
        '',
        'Your visit to Riverside Correctional on Mon, Mar 4, 2030, 10:00 AM was approved.',
        '',
        '  Facility: Riverside Correctional',
        '  Address: 100 River Road, Springfield',
        `  When: Mon, Mar 4, 2030, 10:00 AM to 12:30 PM (${ZONE})`,
        '  Status: APPROVED',
        '',
        "The administrator's response:",
        '  > Please bring photo ID.',
        '  > Ask for the chaplain at the gate.',
        '',
        `See your schedule at ${LINK}`,
        '',
        'Outreach Dashboard',
      ].join('\n'),
    });
  });

  it('when an admin approves it in the edit form, and not for other edits', async () => {
    const row = await newSchedule();
    const UPDATE = `mutation($input: UpdateScheduleInput!) { updateSchedule(input: $input) { version } }`;
    const edited = await admin.run<{ updateSchedule: { version: number } }>(UPDATE, {
      input: { id: row.id, expectedVersion: row.version, requestReason: 'Moved', notes: 'New' },
    });
    expect(edited.errors).toEqual([]);
    expect(smtp.received).toHaveLength(0);

    const approved = await admin.run(UPDATE, {
      input: {
        id: row.id,
        expectedVersion: edited.data!.updateSchedule.version,
        status: 'APPROVED',
      },
    });
    expect(approved.errors).toEqual([]);
    const mail = readMail(await smtp.waitFor(volunteer.email));
    expect(mail.subject).toBe(
      'Your visit on Mon, Mar 4, 2030, 10:00 AM at Riverside Correctional was approved',
    );
    expect(smtp.received).toHaveLength(1);
  });

  it('when it is rejected; without a response there is no response part', async () => {
    const row = await newSchedule();
    expect((await admin.run(REJECT, { id: row.id })).errors).toEqual([]);
    const mail = readMail(await smtp.waitFor(volunteer.email));
    expect(mail.subject).toBe(
      'Your visit on Mon, Mar 4, 2030, 10:00 AM at Riverside Correctional was rejected',
    );
    expect(mail.text).toContain('on Mon, Mar 4, 2030, 10:00 AM was rejected.\n');
    expect(mail.text).toContain('  Status: REJECTED\n\nSee your schedule at');
    expect(mail.text).not.toContain('response');
    // The volunteer's own notes are theirs; the e-mail does not repeat them.
    expect(mail.text).not.toContain('booklets');
    expect(smtp.received).toHaveLength(1);
  });

  it('in summer time, across midnight, and with the recurrence and its end', async () => {
    const row = await newSchedule({
      // 22:00 on Friday 5 July to 01:30 on Saturday in New York (EDT, -04:00).
      startTime: new Date('2030-07-06T02:00:00Z'),
      endTime: new Date('2030-07-06T05:30:00Z'),
      isRecurring: true,
      recurringPattern: 'WEEKLY',
      recurrenceEndDate: '2030-08-30',
    });
    expect((await admin.run(APPROVE, { id: row.id, adminResponse: 'OK' })).errors).toEqual([]);
    const mail = readMail(await smtp.waitFor(volunteer.email));
    expect(mail.subject).toBe(
      'Your visit on Fri, Jul 5, 2030, 10:00 PM at Riverside Correctional was approved',
    );
    expect(mail.text).toContain(
      `  When: Fri, Jul 5, 2030, 10:00 PM to Sat, Jul 6, 2030, 1:30 AM (${ZONE})\n  Repeats: every week until Fri, Aug 30, 2030\n`,
    );
  });

  it('keeps the subject on one line whatever the facility is called', async () => {
    const odd = await insertFacility(app.database.db, { name: 'North\r\nBcc: x@evil.example' });
    await clearVolunteerAt(app.database.db, volunteer.id, odd.id);
    const row = await newSchedule({ facilityId: odd.id });
    expect((await admin.run(APPROVE, { id: row.id })).errors).toEqual([]);
    const mail = await smtp.waitFor(volunteer.email);
    expect(mail.to).toEqual([volunteer.email]);
    expect(readMail(mail).subject).toBe(
      'Your visit on Mon, Mar 4, 2030, 10:00 AM at North Bcc: x@evil.example was approved',
    );
  });

  it('never for a refused decision: not pending, stale version, not an admin', async () => {
    const approved = await newSchedule({ status: 'APPROVED' });
    expect(errorCode(await admin.run(REJECT, { id: approved.id }))).toBe('VALIDATION_FAILED');
    const pending = await newSchedule();
    const stale = await admin.run(APPROVE, { id: pending.id, expectedVersion: 7 });
    expect(errorCode(stale)).toBe('CONFLICT');
    const itself = await callerAs(app.server, app.database.db, 'Volunteers');
    expect(errorCode(await itself.run(APPROVE, { id: pending.id }))).toBe('FORBIDDEN');
    await expectNoMailCame(smtp);
    expect(await statusOf(pending.id)).toBe('PENDING');
  });

  it('not at all when the account has no e-mail address; the decision still stands', async () => {
    await app.database.db.update(user).set({ email: '' }).where(eq(user.id, volunteer.id));
    const row = await newSchedule();
    const result = await admin.run(APPROVE, { id: row.id });
    expect(result.data).toEqual({ approveSchedule: { status: 'APPROVED' } });
    expect(smtp.received).toEqual([]);
  });

  it('a failed e-mail is logged and leaves the decision in place', async () => {
    const { ctx: system, logged } = await unreachableMailContext(app.database.db, admin.person!);
    const ctx = { ...system, timeZone: ZONE };
    const row = await newSchedule();
    const rejected = await scheduleService.reject(ctx, row.id, { adminResponse: 'Full' });
    expect(rejected.status).toBe('REJECTED');
    expect(await statusOf(row.id)).toBe('REJECTED');
    expect(logged).toEqual(['Could not send a notification e-mail']);
  });
});
