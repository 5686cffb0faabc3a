/**
 * The tabs of Schedule Management (product.md §4.5, decision 013) through the API, as the page asks
 * for them: a schedule is Upcoming until its last visit has ended (a series with no end date
 * until it is cancelled), Past after, and Cancelled only under Cancelled; each tab's count is
 * what its list holds.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { callerAs } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { scheduleInput } from '../../../../tests/support/schedule-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const CREATE = `mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { id version } }`;
const UPDATE = `mutation($input: UpdateScheduleInput!) { updateSchedule(input: $input) { id version } }`;
const LIST = `query($filter: ModelScheduleFilterInput) {
  listSchedules(filter: $filter, limit: 100) { items { notes } } }`;
const COUNT = `query($filter: ModelScheduleFilterInput) { countSchedules(filter: $filter) }`;

const NOW = new Date('2026-06-15T12:00:00Z');

/** The page's filter for a tab (src/web/features/schedule/api/schedule.api.ts). */
function tabFilter(tab: 'upcoming' | 'past' | 'cancelled') {
  if (tab === 'cancelled') return { status: { eq: 'CANCELLED' } };
  const lastEndTime =
    tab === 'upcoming'
      ? { ge: NOW.toISOString() }
      : { le: new Date(NOW.getTime() - 1).toISOString() };
  return { status: { ne: 'CANCELLED' }, lastEndTime };
}

const app = useTestApp({ ORG_TIMEZONE: 'America/New_York' });
const [admin] = signedInForEachTest(app, ['Admins']);
let facilityId: string;
let volunteerId: string;

beforeEach(async () => {
  const volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
  volunteerId = volunteer.person!.id;
  facilityId = (await insertFacility(app.database.db)).id;
});

async function add(notes: string, values: Record<string, unknown>) {
  const result = await admin.run<{ createSchedule: { id: string; version: number } }>(CREATE, {
    input: scheduleInput(facilityId, { volunteerId, notes, ...values }),
  });
  expect(result.errors).toEqual([]);
  return result.data!.createSchedule;
}

async function tabContents(tab: 'upcoming' | 'past' | 'cancelled') {
  const listed = await admin.run<{ listSchedules: { items: { notes: string }[] } }>(LIST, {
    filter: tabFilter(tab),
  });
  const counted = await admin.run<{ countSchedules: number }>(COUNT, { filter: tabFilter(tab) });
  const notes = listed.data!.listSchedules.items.map((item) => item.notes).sort();
  expect(counted.data!.countSchedules).toBe(notes.length);
  return notes;
}

const weeklyFromMarch = {
  startTime: '2026-03-02T10:00:00-05:00',
  endTime: '2026-03-02T12:00:00-05:00',
  isRecurring: true,
  recurringPattern: 'WEEKLY',
};

describe('Schedule Management tabs', () => {
  it('keep a series upcoming while it still has visits to come, whatever its first visit', async () => {
    await add('one-off, ended', {
      startTime: '2026-06-14T10:00:00Z',
      endTime: '2026-06-14T11:00:00Z',
    });
    await add('one-off, ending now', {
      startTime: '2026-06-15T11:00:00Z',
      endTime: NOW.toISOString(),
    });
    await add('weekly, no end', weeklyFromMarch);
    await add('weekly, ends in July', { ...weeklyFromMarch, recurrenceEndDate: '2026-07-01' });
    await add('weekly, ended in May', { ...weeklyFromMarch, recurrenceEndDate: '2026-05-31' });
    const cancelled = await add('one-off, cancelled', {
      startTime: '2026-07-01T10:00:00Z',
      endTime: '2026-07-01T11:00:00Z',
    });
    await admin.run('mutation($id: ID!) { cancelSchedule(id: $id) { id } }', {
      id: cancelled.id,
    });

    expect(await tabContents('upcoming')).toEqual([
      'one-off, ending now',
      'weekly, ends in July',
      'weekly, no end',
    ]);
    expect(await tabContents('past')).toEqual(['one-off, ended', 'weekly, ended in May']);
    expect(await tabContents('cancelled')).toEqual(['one-off, cancelled']);
  });

  it('move a series when its end date changes, to the end of its last visit in the zone', async () => {
    // Mondays 10:00-12:00 New York time; the last Monday on or before 14 June is 8 June.
    const series = await add('weekly', { ...weeklyFromMarch, recurrenceEndDate: '2026-06-14' });
    expect(await tabContents('past')).toEqual(['weekly']);

    const moved = await admin.run(UPDATE, {
      input: {
        id: series.id,
        expectedVersion: series.version,
        recurrenceEndDate: '2026-06-15',
        requestReason: 'One more week',
      },
    });
    expect(moved.errors).toEqual([]);
    // 15 June is a Monday: its visit ends at 12:00 New York time, 16:00 UTC, after NOW.
    expect(await tabContents('upcoming')).toEqual(['weekly']);
    const ending = await admin.run<{ countSchedules: number }>(COUNT, {
      filter: { lastEndTime: { eq: '2026-06-15T16:00:00.000Z' } },
    });
    expect(ending.data!.countSchedules).toBe(1);
  });
});
