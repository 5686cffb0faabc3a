/**
 * The clearance rule on schedules (product.md §3.2.1): approving a visit, and a volunteer's own
 * request, are refused for each missing condition with its message; an admin may approve anyway
 * with a reason, kept on the schedule and in its audit entry.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { schedule } from '../../db/schema/schedule';
import { volunteer as volunteerTable } from '../../db/schema/volunteer';
import { volunteerClearance } from '../../db/schema/volunteer-clearance';
import { errorCode } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule, scheduleInput } from '../../../../tests/support/schedule-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = 'id status version clearanceOverrideReason clearanceOverrideMissing';
const APPROVE = `mutation($id: ID!, $reason: String) {
  approveSchedule(id: $id, clearanceOverrideReason: $reason) { ${FIELDS} } }`;
const CREATE = `mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateScheduleInput!) { updateSchedule(input: $input) { ${FIELDS} } }`;

const REASON_NEEDED = 'To place them anyway, give a reason for the override';

interface ScheduleResult {
  id: string;
  status: string;
  version: number;
  clearanceOverrideReason: string | null;
  clearanceOverrideMissing: string | null;
}

const app = useTestApp();
const [volunteer, admin] = signedInForEachTest(app, ['Volunteers', 'Admins']);
let facilityId: string;
let pendingId: string;

const db = () => app.database.db;
const volunteerId = () => volunteer.person!.id;

beforeEach(async () => {
  facilityId = (await insertFacility(db(), { name: 'Springfield State Prison' })).id;
  await clearVolunteerAt(db(), volunteerId(), facilityId);
  // A visit on 2030-04-01 (insertSchedule's), pending.
  pendingId = (await insertSchedule(db(), { facilityId, volunteerId: volunteerId() })).id;
});

const setClearance = (values: Partial<typeof volunteerClearance.$inferInsert>) =>
  db()
    .update(volunteerClearance)
    .set(values)
    .where(
      and(
        eq(volunteerClearance.volunteerId, volunteerId()),
        eq(volunteerClearance.facilityId, facilityId),
      ),
    );
const setVolunteer = (values: Partial<typeof volunteerTable.$inferInsert>) =>
  db().update(volunteerTable).set(values).where(eq(volunteerTable.id, volunteerId()));

const stored = async (id: string) =>
  (await db().select().from(schedule).where(eq(schedule.id, id)))[0]!;

/** Each condition of the rule missing, and what the refusal says. */
const MISSING: [string, () => Promise<unknown>, string][] = [
  [
    'no clearance at the facility',
    () => db().delete(volunteerClearance).where(eq(volunteerClearance.volunteerId, volunteerId())),
    'No approved clearance for Springfield State Prison',
  ],
  [
    'a clearance still pending',
    () => setClearance({ status: 'PENDING' }),
    'No approved clearance for Springfield State Prison',
  ],
  [
    'a revoked clearance',
    () => setClearance({ status: 'REVOKED' }),
    'No approved clearance for Springfield State Prison',
  ],
  [
    'a clearance that expired before the visit',
    () => setClearance({ expiresOn: '2030-03-31' }),
    'Clearance at Springfield State Prison expired on Sun, Mar 31, 2030',
  ],
  [
    'a clearance granted after the visit',
    () => setClearance({ grantedOn: '2030-04-02' }),
    'Clearance at Springfield State Prison starts on Tue, Apr 2, 2030',
  ],
  [
    'a background check not passed',
    () => setVolunteer({ backgroundCheckStatus: 'FAILED' }),
    'Background check not passed',
  ],
  [
    'training not completed',
    () => setVolunteer({ trainingCompleted: false }),
    'Training not completed',
  ],
];

describe('approveSchedule', () => {
  it.each(MISSING)('refuses with %s, naming it, and changes nothing', async (_, make, message) => {
    await make();
    const result = await admin.run(APPROVE, { id: pendingId });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.message).toBe(message);
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      volunteerId: message,
      clearanceOverrideReason: REASON_NEEDED,
    });
    expect(await stored(pendingId)).toMatchObject({ status: 'PENDING', version: 1 });
  });

  it('names every missing condition at once', async () => {
    await setClearance({ status: 'DENIED' });
    await setVolunteer({ backgroundCheckStatus: 'PENDING', trainingCompleted: false });
    const result = await admin.run(APPROVE, { id: pendingId });
    expect(result.errors[0]!.message).toBe(
      'No approved clearance for Springfield State Prison. Background check not passed. Training not completed',
    );
  });

  it('approves a cleared volunteer with no override', async () => {
    const result = await admin.run<{ approveSchedule: ScheduleResult }>(APPROVE, {
      id: pendingId,
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.approveSchedule).toMatchObject({
      status: 'APPROVED',
      clearanceOverrideReason: null,
      clearanceOverrideMissing: null,
    });
  });

  it('approves anyway with an admin reason, kept on the schedule and audited', async () => {
    await setClearance({ expiresOn: '2030-03-31' });
    const reason = '  Renewal confirmed by the chaplain by phone; paperwork follows  ';
    const result = await admin.run<{ approveSchedule: ScheduleResult }>(APPROVE, {
      id: pendingId,
      reason,
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.approveSchedule).toMatchObject({
      status: 'APPROVED',
      clearanceOverrideReason: reason.trim(),
      clearanceOverrideMissing:
        'Clearance at Springfield State Prison expired on Sun, Mar 31, 2030',
    });
    const [entry] = await db()
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.recordId, pendingId), eq(auditEntry.action, 'UPDATE')));
    expect(entry).toMatchObject({ recordType: 'Schedule', actorId: admin.person!.id });
    expect(JSON.stringify(entry!.changes.clearanceOverrideReason)).toContain(reason.trim());
    expect(JSON.stringify(entry!.changes.clearanceOverrideMissing)).toContain('expired on');
  });

  it('keeps no reason when the volunteer is cleared after all', async () => {
    const result = await admin.run<{ approveSchedule: ScheduleResult }>(APPROVE, {
      id: pendingId,
      reason: 'Just in case',
    });
    expect(result.data!.approveSchedule.clearanceOverrideReason).toBeNull();
  });

  it('approves a weekly visit running past the expiry: the visits up to it are cleared', async () => {
    await setClearance({ expiresOn: '2030-04-20' });
    const weekly = await insertSchedule(db(), {
      facilityId,
      volunteerId: volunteerId(),
      isRecurring: true,
      recurringPattern: 'WEEKLY',
    });
    const result = await admin.run<{ approveSchedule: ScheduleResult }>(APPROVE, {
      id: weekly.id,
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.approveSchedule.clearanceOverrideReason).toBeNull();
  });

  it('refuses a weekly visit whose first visit is before the clearance starts', async () => {
    await setClearance({ grantedOn: '2030-04-10' });
    const weekly = await insertSchedule(db(), {
      facilityId,
      volunteerId: volunteerId(),
      isRecurring: true,
      recurringPattern: 'WEEKLY',
    });
    const result = await admin.run(APPROVE, { id: weekly.id });
    expect(result.errors[0]!.message).toBe(
      'Clearance at Springfield State Prison starts on Wed, Apr 10, 2030',
    );
  });
});

describe("a volunteer's own request", () => {
  // The day of the pending visit, which MISSING's dates are set around.
  const onTheDay = () =>
    scheduleInput(facilityId, {
      startTime: '2030-04-01T09:00:00.000Z',
      endTime: '2030-04-01T11:00:00.000Z',
    });

  it.each(MISSING)('is refused with %s, with nothing stored', async (_, make, message) => {
    await make();
    const before = (await db().select({ id: schedule.id }).from(schedule)).length;
    const result = await volunteer.run(CREATE, { input: onTheDay() });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    // Theirs to fix with the programme, not to override.
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({ volunteerId: message });
    expect((await db().select({ id: schedule.id }).from(schedule)).length).toBe(before);
  });

  it('is taken when they are cleared', async () => {
    const result = await volunteer.run(CREATE, { input: scheduleInput(facilityId) });
    expect(result.errors).toEqual([]);
  });

  it('cannot carry an override: only admins give one', async () => {
    const sent = scheduleInput(facilityId, { clearanceOverrideReason: 'I am sure' });
    expect(errorCode(await volunteer.run(CREATE, { input: sent }))).toBe('FORBIDDEN');
    const update = await volunteer.run(UPDATE, {
      input: { id: pendingId, expectedVersion: 1, clearanceOverrideReason: 'I am sure' },
    });
    expect(errorCode(update)).toBe('FORBIDDEN');
    expect(await stored(pendingId)).toMatchObject({ version: 1, clearanceOverrideReason: null });
  });

  it('is checked again when they move it past their expiry', async () => {
    await setClearance({ expiresOn: '2030-04-15' });
    const result = await volunteer.run(UPDATE, {
      input: {
        id: pendingId,
        expectedVersion: 1,
        startTime: '2030-04-16T09:00:00.000Z',
        endTime: '2030-04-16T11:00:00.000Z',
      },
    });
    expect(result.errors[0]!.message).toBe(
      'Clearance at Springfield State Prison expired on Mon, Apr 15, 2030',
    );
    expect(await stored(pendingId)).toMatchObject({ version: 1 });
  });
});

describe('an admin editing an approved visit', () => {
  beforeEach(async () => {
    await db().update(schedule).set({ status: 'APPROVED' }).where(eq(schedule.id, pendingId));
    await setClearance({ expiresOn: '2030-04-15' });
  });

  const move = (day: string, extra: Record<string, unknown> = {}, expectedVersion = 1) =>
    admin.run<{ updateSchedule: ScheduleResult }>(UPDATE, {
      input: {
        id: pendingId,
        expectedVersion,
        startTime: `${day}T09:00:00.000Z`,
        endTime: `${day}T11:00:00.000Z`,
        ...extra,
      },
    });

  it('is refused when it moves the visit past the expiry, and taken with a reason', async () => {
    const refused = await move('2030-04-20');
    expect(refused.errors[0]!.extensions!.fieldErrors).toEqual({
      volunteerId: 'Clearance at Springfield State Prison expired on Mon, Apr 15, 2030',
      clearanceOverrideReason: REASON_NEEDED,
    });
    const taken = await move('2030-04-20', { clearanceOverrideReason: 'Facility extended it' });
    expect(taken.data!.updateSchedule).toMatchObject({
      version: 2,
      clearanceOverrideReason: 'Facility extended it',
      clearanceOverrideMissing:
        'Clearance at Springfield State Prison expired on Mon, Apr 15, 2030',
    });
  });

  it('keeps the override through edits that do not move the visit, and drops it once cleared', async () => {
    await move('2030-04-20', { clearanceOverrideReason: 'Facility extended it' });
    const notes = await admin.run<{ updateSchedule: ScheduleResult }>(UPDATE, {
      input: { id: pendingId, expectedVersion: 2, notes: 'Bring the badge' },
    });
    expect(notes.data!.updateSchedule.clearanceOverrideReason).toBe('Facility extended it');
    const back = await move('2030-04-10', {}, 3);
    expect(back.data!.updateSchedule).toMatchObject({
      clearanceOverrideReason: null,
      clearanceOverrideMissing: null,
    });
  });
});

describe('clearanceFlag', () => {
  const FLAG = 'query($id: ID!) { getSchedule(id: $id) { clearanceFlag } }';
  const flagOf = async (id: string, caller = admin) =>
    (await caller.run<{ getSchedule: { clearanceFlag: string | null } }>(FLAG, { id })).data!
      .getSchedule.clearanceFlag;

  it('names the first visit after the expiry of a weekly visit, and clears with a renewal', async () => {
    await setClearance({ expiresOn: '2030-04-20' });
    const weekly = await insertSchedule(db(), {
      facilityId,
      volunteerId: volunteerId(),
      status: 'APPROVED',
      isRecurring: true,
      recurringPattern: 'WEEKLY',
    });
    const flag =
      'Not cleared from Mon, Apr 22, 2030: Clearance at Springfield State Prison expired on Sat, Apr 20, 2030';
    expect(await flagOf(weekly.id)).toBe(flag);
    // The volunteer sees it on their own schedule too.
    expect(await flagOf(weekly.id, volunteer)).toBe(flag);
    await setClearance({ expiresOn: '2031-04-20' });
    expect(await flagOf(weekly.id)).toBe(
      'Not cleared from Mon, Apr 21, 2031: Clearance at Springfield State Prison expired on Sun, Apr 20, 2031',
    );
    await setClearance({ expiresOn: null });
    expect(await flagOf(weekly.id)).toBeNull();
  });

  it('names a visit whose volunteer has since lost a condition, until it is called off', async () => {
    expect(await flagOf(pendingId)).toBeNull();
    await setVolunteer({ trainingCompleted: false });
    expect(await flagOf(pendingId)).toBe('Not cleared on Mon, Apr 1, 2030: Training not completed');
    await db().update(schedule).set({ status: 'CANCELLED' }).where(eq(schedule.id, pendingId));
    expect(await flagOf(pendingId)).toBeNull();
  });
});
