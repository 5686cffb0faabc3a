/**
 * updateSchedule, deleteSchedule and the actions approveSchedule, rejectSchedule and
 * cancelSchedule (product.md §4.5, §13).
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { schedule } from '../../db/schema/schedule';
import { errorCode } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule } from '../../../../tests/support/schedule-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id status requestType requestReason adminResponse adminId notes startTime endTime version`;
const UPDATE = `mutation($input: UpdateScheduleInput!) { updateSchedule(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($input: DeleteScheduleInput!) { deleteSchedule(input: $input) { id } }`;
const APPROVE = `mutation($id: ID!, $adminResponse: String, $expectedVersion: Int) {
  approveSchedule(id: $id, adminResponse: $adminResponse, expectedVersion: $expectedVersion) { ${FIELDS} } }`;
const REJECT = `mutation($id: ID!, $adminResponse: String) {
  rejectSchedule(id: $id, adminResponse: $adminResponse) { ${FIELDS} } }`;
const CANCEL = `mutation($id: ID!) { cancelSchedule(id: $id) { ${FIELDS} } }`;

interface ScheduleResult {
  id: string;
  status: string;
  version: number;
  [field: string]: unknown;
}

const app = useTestApp();
const [volunteer, admin] = signedInForEachTest(app, ['Volunteers', 'Admins']);
let facilityId: string;
let ownId: string;

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
  await clearVolunteerAt(app.database.db, volunteer.person!.id, facilityId);
  ownId = (await insertSchedule(app.database.db, { facilityId, volunteerId: volunteer.person!.id }))
    .id;
});

async function stored(id: string) {
  const [row] = await app.database.db.select().from(schedule).where(eq(schedule.id, id));
  return row;
}

const setStatus = (status: 'APPROVED' | 'REJECTED' | 'CANCELLED') =>
  app.database.db.update(schedule).set({ status }).where(eq(schedule.id, ownId));

describe('updateSchedule', () => {
  it('edits the request directly: keeps its request type and what was not sent, and audits the change', async () => {
    const result = await volunteer.run<{ updateSchedule: ScheduleResult }>(UPDATE, {
      input: {
        id: ownId,
        expectedVersion: 1,
        endTime: '2030-04-01T12:30:00.000Z',
        requestReason: 'Staying for the study circle',
      },
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateSchedule).toMatchObject({
      requestType: 'NEW',
      requestReason: 'Staying for the study circle',
      startTime: '2030-04-01T09:00:00.000Z',
      endTime: '2030-04-01T12:30:00.000Z',
      status: 'PENDING',
      version: 2,
    });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'UPDATE'));
    expect(entry).toMatchObject({ recordType: 'Schedule', actorId: volunteer.person!.id });
    expect(entry!.changes).not.toHaveProperty('requestType');
    expect(entry!.changes.endTime).toBeDefined();
  });

  it('lets an admin change only the notes of an approved visit, with no reason asked', async () => {
    await setStatus('APPROVED');
    const result = await admin.run<{ updateSchedule: ScheduleResult }>(UPDATE, {
      input: { id: ownId, expectedVersion: 1, notes: 'Bring the new prayer timetable' },
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateSchedule).toMatchObject({
      requestType: 'NEW',
      requestReason: null,
      status: 'APPROVED',
      notes: 'Bring the new prayer timetable',
      version: 2,
    });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'UPDATE'));
    expect(Object.keys(entry!.changes)).toEqual(['notes']);
  });

  it('still requires the reason of an adjustment, and valid times, changing nothing otherwise', async () => {
    const adjustment = (
      await insertSchedule(app.database.db, {
        facilityId,
        volunteerId: volunteer.person!.id,
        requestType: 'ADJUSTMENT',
        requestReason: 'Clinic moved',
      })
    ).id;
    const before = await stored(adjustment);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ requestReason: '  ' }, { requestReason: 'Reason for adjustment is required' }],
      [
        { requestReason: 'Later', endTime: '2030-04-01T08:00:00.000Z' },
        { endTime: 'End time must be after start time' },
      ],
    ];
    for (const [change, fieldErrors] of cases) {
      const result = await volunteer.run(UPDATE, {
        input: { id: adjustment, expectedVersion: 1, ...change },
      });
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(result.errors[0]!.extensions!.fieldErrors).toEqual(fieldErrors);
    }
    expect(await stored(adjustment)).toEqual(before);
  });

  it('lets admins choose the status; a decision records the admin', async () => {
    const result = await admin.run<{ updateSchedule: ScheduleResult }>(UPDATE, {
      input: { id: ownId, expectedVersion: 1, status: 'REJECTED', requestReason: 'Rota change' },
    });
    expect(result.data!.updateSchedule).toMatchObject({
      status: 'REJECTED',
      adminId: admin.person!.id,
    });
  });

  it('refuses a stale version with CONFLICT, and a missing id with NOT_FOUND', async () => {
    const input = { id: ownId, expectedVersion: 1, requestReason: 'First' };
    expect((await volunteer.run(UPDATE, { input })).errors).toEqual([]);
    const stale = await volunteer.run(UPDATE, { input: { ...input, requestReason: 'Second' } });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect((await stored(ownId))!.requestReason).toBe('First');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const result = await admin.run(UPDATE, { input: { ...input, id } });
      expect(errorCode(result)).toBe('NOT_FOUND');
    }
  });
});

describe('deleteSchedule', () => {
  it('removes the schedule (admins) and keeps its audit trail', async () => {
    expect((await admin.run(DELETE, { input: { id: ownId } })).errors).toEqual([]);
    expect(await stored(ownId)).toBeUndefined();
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, ownId));
    expect(entry).toMatchObject({ action: 'DELETE', actorId: admin.person!.id });
    expect(errorCode(await admin.run(DELETE, { input: { id: ownId } }))).toBe('NOT_FOUND');
  });
});

describe('approveSchedule and rejectSchedule', () => {
  it.each([
    [APPROVE, 'APPROVED'],
    [REJECT, 'REJECTED'],
  ])('%#: set the status, the admin and their response, and audit it', async (mutation, status) => {
    const result = await admin.run<Record<string, ScheduleResult>>(mutation, {
      id: ownId,
      adminResponse: '  See you at the gate  ',
    });
    expect(result.errors).toEqual([]);
    expect(Object.values(result.data!)[0]).toMatchObject({
      status,
      adminId: admin.person!.id,
      adminResponse: 'See you at the gate',
      version: 2,
    });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, ownId));
    expect(entry!.changes.status).toEqual({ before: 'PENDING', after: status });
  });

  it("re-read first: a missing schedule is NOT_FOUND with 'Schedule not found'", async () => {
    for (const mutation of [APPROVE, REJECT, CANCEL]) {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const result = await admin.run(mutation, { id });
        expect(errorCode(result)).toBe('NOT_FOUND');
        expect(result.errors[0]!.message).toBe('Schedule not found');
      }
    }
  });

  it('are offered only while PENDING', async () => {
    await setStatus('APPROVED');
    const approve = await admin.run(APPROVE, { id: ownId });
    expect(errorCode(approve)).toBe('VALIDATION_FAILED');
    expect(approve.errors[0]!.message).toBe(
      'This schedule is approved: only pending schedules can be approved.',
    );
    const reject = await admin.run(REJECT, { id: ownId });
    expect(reject.errors[0]!.message).toBe(
      'This schedule is approved: only pending schedules can be rejected.',
    );
    expect((await stored(ownId))!.version).toBe(1);
  });

  it('refuse a stale expected version with CONFLICT', async () => {
    const result = await admin.run(APPROVE, { id: ownId, expectedVersion: 3 });
    expect(errorCode(result)).toBe('CONFLICT');
    expect((await stored(ownId))!.status).toBe('PENDING');
  });
});

describe('cancelSchedule', () => {
  it('lets a volunteer cancel their own pending request', async () => {
    const result = await volunteer.run<{ cancelSchedule: ScheduleResult }>(CANCEL, { id: ownId });
    expect(result.data!.cancelSchedule).toMatchObject({ status: 'CANCELLED', version: 2 });
  });

  it('lets admins cancel a pending or approved schedule, and nothing else', async () => {
    await setStatus('APPROVED');
    const approved = await admin.run<{ cancelSchedule: ScheduleResult }>(CANCEL, { id: ownId });
    expect(approved.data!.cancelSchedule.status).toBe('CANCELLED');
    const again = await admin.run(CANCEL, { id: ownId });
    expect(errorCode(again)).toBe('VALIDATION_FAILED');
    expect(again.errors[0]!.message).toBe(
      'This schedule is cancelled: only pending or approved schedules can be cancelled.',
    );
  });
});
