/** createSchedule, getSchedule and listSchedules (product.md §2.9, §4.5, §5.7). */
import { beforeEach, describe, expect, it } from 'vitest';
import { schedule } from '../../db/schema/schedule';
import { errorCode, type Caller } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule, scheduleInput } from '../../../../tests/support/schedule-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import {
  MISSING_IDS,
  expectCreateAudited,
  recordApi,
  type StoredRecord,
} from '../../../../tests/support/record-api';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

export const SCHEDULE_FIELDS = `id volunteerId facilityId startTime endTime status requestType
  originalScheduleId requestReason adminResponse adminId isRecurring recurringPattern notes createdBy
  version createdAt updatedAt`;
const schedules = recordApi('Schedule', SCHEDULE_FIELDS, 'notes');

const app = useTestApp();
const [volunteer, admin] = signedInForEachTest(app, ['Volunteers', 'Admins']);
let facilityId: string;

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
  await clearVolunteerAt(app.database.db, volunteer.person!.id, facilityId);
});

async function create(caller: Caller, overrides: Record<string, unknown> = {}) {
  return caller.run<{ createSchedule: StoredRecord }>(schedules.create, {
    input: scheduleInput(facilityId, overrides),
  });
}

const storedCount = async () =>
  (await app.database.db.select({ id: schedule.id }).from(schedule)).length;

describe('createSchedule', () => {
  it("files a volunteer's request in their own name, PENDING, with no admin response", async () => {
    const result = await create(volunteer, {
      notes: '  Bring ID  ',
      startTime: '2030-03-01T10:00:00+01:00',
    });
    expect(result.errors).toEqual([]);
    const created = result.data!.createSchedule;
    expect(created).toMatchObject({
      volunteerId: volunteer.person!.id,
      facilityId,
      startTime: '2030-03-01T09:00:00.000Z',
      endTime: '2030-03-01T12:00:00.000Z',
      status: 'PENDING',
      requestType: 'NEW',
      adminResponse: null,
      adminId: null,
      notes: 'Bring ID',
      createdBy: volunteer.person!.id,
      version: 1,
    });
    expect(await schedules.fetched(volunteer, created.id)).toEqual(created);
    await expectCreateAudited(app.database.db, schedules, volunteer, created.id);
  });

  it('lets admins schedule any volunteer, still PENDING', async () => {
    const result = await create(admin, {
      volunteerId: volunteer.person!.id,
      isRecurring: true,
      recurringPattern: 'WEEKLY',
    });
    expect(result.data!.createSchedule).toMatchObject({
      volunteerId: volunteer.person!.id,
      status: 'PENDING',
      isRecurring: true,
      recurringPattern: 'WEEKLY',
      adminId: null,
    });
    const oneOff = await create(admin, {
      volunteerId: volunteer.person!.id,
      isRecurring: false,
      recurringPattern: 'DAILY',
    });
    expect(oneOff.data!.createSchedule).toMatchObject({
      isRecurring: false,
      recurringPattern: null,
    });
  });

  it('takes an adjustment of a schedule the caller can see, with its reason', async () => {
    const original = await insertSchedule(app.database.db, {
      facilityId,
      volunteerId: volunteer.person!.id,
    });
    const result = await create(volunteer, {
      requestType: 'ADJUSTMENT',
      originalScheduleId: original.id,
      requestReason: 'Clinic moved to the afternoon',
    });
    expect(result.data!.createSchedule).toMatchObject({
      requestType: 'ADJUSTMENT',
      originalScheduleId: original.id,
      requestReason: 'Clinic moved to the afternoon',
    });
    const stranger = await createPerson(app.database.db, 'Volunteers', 'Stranger');
    const theirs = await insertSchedule(app.database.db, { facilityId, volunteerId: stranger.id });
    const refused = await create(volunteer, {
      requestType: 'ADJUSTMENT',
      originalScheduleId: theirs.id,
      requestReason: 'Swap',
    });
    expect(refused.errors[0]!.extensions!.fieldErrors).toEqual({
      originalScheduleId: 'Original schedule not found',
    });
  });
});

describe('createSchedule validation (product.md §5.7)', () => {
  const INVALID: [Record<string, unknown>, Record<string, string>][] = [
    [{ facilityId: null }, { facilityId: 'facility is required' }],
    [{ startTime: null }, { startTime: 'Start time is required' }],
    [{ endTime: '' }, { endTime: 'End time is required' }],
    [{ endTime: '2030-03-01T08:00:00.000Z' }, { endTime: 'End time must be after start time' }],
    [
      { startTime: '2030-03-01 09:00' },
      { startTime: 'Must be a valid date and time with a time zone' },
    ],
    [{ requestType: 'ADJUSTMENT' }, { requestReason: 'Reason for adjustment is required' }],
    [{ isRecurring: true }, { recurringPattern: 'Recurring pattern is required' }],
    [{ requestType: null }, { requestType: 'Request type is required' }],
    [{ facilityId: '00000000-0000-4000-8000-000000000000' }, { facilityId: 'Facility not found' }],
  ];
  it.each(INVALID)(
    'refuses %o with VALIDATION_FAILED and stores nothing',
    async (overrides, fieldErrors) => {
      const result = await create(volunteer, overrides);
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(result.errors[0]!.extensions!.fieldErrors).toEqual(fieldErrors);
      expect(await storedCount()).toBe(0);
    },
  );

  it("asks admins to choose the Da'ee, who must be a volunteer", async () => {
    const missing = await create(admin);
    expect(missing.errors[0]!.extensions!.fieldErrors).toEqual({
      volunteerId: "Da'ee is required",
    });
    const notVolunteer = await create(admin, { volunteerId: admin.person!.id });
    expect(notVolunteer.errors[0]!.extensions!.fieldErrors).toEqual({
      volunteerId: 'Volunteer not found',
    });
    expect(await storedCount()).toBe(0);
  });
});

describe('getSchedule and listSchedules', () => {
  it('answers null for a missing or malformed id', async () => {
    for (const id of MISSING_IDS) expect(await schedules.fetched(admin, id)).toBeNull();
  });

  it('sorts by start time and pages with nextToken without skipping or repeating', async () => {
    for (const [notes, day] of [
      ['c', 3],
      ['a', 1],
      ['e', 5],
      ['b', 2],
      ['d', 4],
    ] as const) {
      const startTime = `2030-03-0${day}T09:00:00.000Z`;
      const endTime = `2030-03-0${day}T10:00:00.000Z`;
      expect((await create(volunteer, { notes, startTime, endTime })).errors).toEqual([]);
    }
    const { values } = await schedules.paged(volunteer, 'notes');
    expect(values).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('filters instants as instants, and by status (the Upcoming, Past and Cancelled tabs)', async () => {
    const volunteerId = volunteer.person!.id;
    const at = (day: string) => new Date(`${day}T09:00:00.000Z`);
    await insertSchedule(app.database.db, {
      facilityId,
      volunteerId,
      notes: 'past',
      startTime: at('2020-01-01'),
      endTime: at('2020-01-02'),
    });
    await insertSchedule(app.database.db, {
      facilityId,
      volunteerId,
      notes: 'next',
      startTime: at('2030-01-01'),
      endTime: at('2030-01-02'),
    });
    await insertSchedule(app.database.db, {
      facilityId,
      volunteerId,
      notes: 'off',
      status: 'CANCELLED',
      startTime: at('2030-02-01'),
      endTime: at('2030-02-02'),
    });
    const notes = (filter: Record<string, unknown>) => schedules.listed(volunteer, 'notes', filter);
    const now = '2025-06-01T00:00:00+02:00';
    expect(await notes({ endTime: { ge: now }, status: { ne: 'CANCELLED' } })).toEqual(['next']);
    expect(await notes({ endTime: { le: now } })).toEqual(['past']);
    expect(await notes({ status: { eq: 'CANCELLED' } })).toEqual(['off']);
    expect(
      await notes({ startTime: { between: ['2029-12-31T00:00:00Z', '2030-01-31T00:00:00Z'] } }),
    ).toEqual(['next']);
  });
});
