/** scheduleClashes: the form's warning before saving (product.md §2.9), in New York time. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScheduleRow } from '../../db/schema/schedule';
import { errorCode, type Caller } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule } from '../../../../tests/support/schedule-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const CLASHES = `query($input: ScheduleClashInput!) {
  scheduleClashes(input: $input) { startTime endTime schedule { id notes } } }`;

interface Clash {
  startTime: string;
  endTime: string;
  schedule: { id: string; notes: string | null };
}

const app = useTestApp({ ORG_TIMEZONE: 'America/New_York' });
const [admin, volunteer] = signedInForEachTest(app, ['Admins', 'Volunteers']);
let volunteerId: string;
let facilityId: string;

beforeEach(async () => {
  volunteerId = volunteer.person!.id;
  facilityId = (await insertFacility(app.database.db)).id;
});

/** A stored schedule of the volunteer's from `start` (New York time written with its offset). */
function existing(notes: string, start: string, end: string, values: Partial<ScheduleRow> = {}) {
  return insertSchedule(app.database.db, {
    facilityId,
    volunteerId,
    startTime: new Date(start),
    endTime: new Date(end),
    notes,
    ...values,
  });
}

async function clashes(caller: Caller, input: Record<string, unknown>) {
  const result = await caller.run<{ scheduleClashes: Clash[] }>(CLASHES, {
    input: { volunteerId, ...input },
  });
  expect(result.errors).toEqual([]);
  return result.data!.scheduleClashes;
}

/** Mondays 10:00-12:00 from 2 March 2026 (winter time; summer time from 8 March). */
const MONDAYS = {
  startTime: '2026-03-02T10:00:00-05:00',
  endTime: '2026-03-02T12:00:00-05:00',
  isRecurring: true,
  recurringPattern: 'WEEKLY',
};
const WEEKLY = { isRecurring: true, recurringPattern: 'WEEKLY' as const };

describe('scheduleClashes', () => {
  it('finds a one-off visit landing on a repetition of a weekly one', async () => {
    const weekly = await existing('weekly', MONDAYS.startTime, MONDAYS.endTime, WEEKLY);
    const found = await clashes(admin, {
      startTime: '2026-03-16T11:00:00-04:00',
      endTime: '2026-03-16T13:00:00-04:00',
    });
    expect(found).toEqual([
      {
        startTime: '2026-03-16T14:00:00.000Z',
        endTime: '2026-03-16T16:00:00.000Z',
        schedule: { id: weekly.id, notes: 'weekly' },
      },
    ]);
  });

  it('finds a one-off visit on a later repetition of the weekly one being written', async () => {
    await existing('one-off', '2026-04-06T10:30:00-04:00', '2026-04-06T11:00:00-04:00');
    await existing('a Tuesday', '2026-04-07T10:30:00-04:00', '2026-04-07T11:00:00-04:00');
    const found = await clashes(volunteer, MONDAYS);
    expect(found.map((clash) => [clash.schedule.notes, clash.startTime])).toEqual([
      ['one-off', '2026-04-06T14:30:00.000Z'],
    ]);
  });

  it('compares local times across the change to summer time', async () => {
    // 10:00-11:00 EDT on 9 March: a clash at 10:00 local, though not at 15:00 UTC.
    await existing('after the change', '2026-03-09T10:00:00-04:00', '2026-03-09T11:00:00-04:00');
    expect(await clashes(volunteer, MONDAYS)).toHaveLength(1);
  });

  it('does not count slots that only touch', async () => {
    await existing('before', '2026-03-16T08:00:00-04:00', '2026-03-16T10:00:00-04:00');
    await existing('after', '2026-03-16T12:00:00-04:00', '2026-03-16T13:00:00-04:00');
    expect(await clashes(volunteer, MONDAYS)).toEqual([]);
  });

  it('ignores the schedule being edited, cancelled and rejected ones, and other volunteers', async () => {
    const edited = await existing('edited', MONDAYS.startTime, MONDAYS.endTime, WEEKLY);
    await existing('cancelled', MONDAYS.startTime, MONDAYS.endTime, { status: 'CANCELLED' });
    await existing('rejected', MONDAYS.startTime, MONDAYS.endTime, { status: 'REJECTED' });
    const other = (await createPerson(app.database.db, 'Volunteers')).id;
    await existing('theirs', MONDAYS.startTime, MONDAYS.endTime, { volunteerId: other });
    expect(await clashes(admin, { ...MONDAYS, ignoreScheduleId: edited.id })).toEqual([]);
    expect(await clashes(admin, { ...MONDAYS, ignoreScheduleId: 'not-an-id' })).toHaveLength(10);
    const approved = await existing('approved', MONDAYS.startTime, MONDAYS.endTime, {
      status: 'APPROVED',
    });
    const left = await clashes(admin, { ...MONDAYS, ignoreScheduleId: edited.id });
    expect(left.map((clash) => clash.schedule.id)).toEqual([approved.id]);
    // Asking about the other volunteer's time, as an admin, finds theirs.
    const theirs = await clashes(admin, { ...MONDAYS, volunteerId: other });
    expect(theirs.map((clash) => clash.schedule.notes)).toEqual(['theirs']);
  });

  it('gives at most 10, earliest first', async () => {
    await existing('daily', '2026-03-02T09:00:00-05:00', '2026-03-02T10:30:00-05:00', {
      isRecurring: true,
      recurringPattern: 'DAILY',
    });
    await existing('one-off', '2026-03-02T11:00:00-05:00', '2026-03-02T11:30:00-05:00');
    const found = await clashes(admin, { ...MONDAYS, recurringPattern: 'DAILY' });
    expect(found).toHaveLength(10);
    expect(found.slice(0, 3).map((clash) => [clash.schedule.notes, clash.startTime])).toEqual([
      ['daily', '2026-03-02T14:00:00.000Z'],
      ['one-off', '2026-03-02T16:00:00.000Z'],
      ['daily', '2026-03-03T14:00:00.000Z'],
    ]);
    expect(found[9]!.startTime).toBe('2026-03-10T13:00:00.000Z');
  });

  it('looks 6 months ahead of the start and stops at the end date', async () => {
    await existing('in 5 months', '2026-08-03T10:00:00-04:00', '2026-08-03T11:00:00-04:00');
    await existing('in 7 months', '2026-10-05T10:00:00-04:00', '2026-10-05T11:00:00-04:00');
    const found = await clashes(admin, MONDAYS);
    expect(found.map((clash) => clash.schedule.notes)).toEqual(['in 5 months']);
    expect(await clashes(admin, { ...MONDAYS, recurrenceEndDate: '2026-08-02' })).toEqual([]);
    expect(await clashes(admin, { ...MONDAYS, recurrenceEndDate: '2026-08-03' })).toHaveLength(1);
  });

  it("always answers a volunteer about their own time; an admin's with no volunteer gets none", async () => {
    await existing('mine', MONDAYS.startTime, MONDAYS.endTime);
    const other = (await createPerson(app.database.db, 'Volunteers')).id;
    await existing('theirs', MONDAYS.startTime, MONDAYS.endTime, { volunteerId: other });
    const found = await clashes(volunteer, { ...MONDAYS, isRecurring: false, volunteerId: other });
    expect(found.map((clash) => clash.schedule.notes)).toEqual(['mine']);
    expect(await clashes(admin, { ...MONDAYS, volunteerId: null })).toEqual([]);
  });

  it("refuses times the form would refuse, with the form's messages", async () => {
    const refused = async (input: Record<string, unknown>) => {
      const result = await admin.run(CLASHES, { input: { volunteerId, ...input } });
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      return result.errors[0]!.extensions!.fieldErrors;
    };
    expect(await refused({ ...MONDAYS, startTime: '' })).toMatchObject({
      startTime: 'Start time is required',
    });
    expect(await refused({ ...MONDAYS, endTime: MONDAYS.startTime })).toEqual({
      endTime: 'End time must be after start time',
    });
    expect(await refused({ ...MONDAYS, recurringPattern: null })).toEqual({
      recurringPattern: 'Recurring pattern is required',
    });
    expect(await refused({ ...MONDAYS, recurrenceEndDate: '2026-03-01' })).toEqual({
      recurrenceEndDate: 'Repeat until must be on or after the start date',
    });
    expect(await refused({ ...MONDAYS, recurrenceEndDate: '2026-02-30' })).toEqual({
      recurrenceEndDate: 'Must be a valid date (YYYY-MM-DD)',
    });
  });
});
