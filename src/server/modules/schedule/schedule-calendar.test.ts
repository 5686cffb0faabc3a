/** scheduleOccurrences: the schedule calendar (product.md §2.9), in New York time. */
import { beforeEach, describe, expect, it } from 'vitest';
import { addMonthsToInstant } from '../../../shared/domain/schedule/recurrence';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule, scheduleInput } from '../../../../tests/support/schedule-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const OCCURRENCES = `query($from: DateTime!, $to: DateTime!, $volunteerId: ID, $facilityId: ID) {
  scheduleOccurrences(from: $from, to: $to, volunteerId: $volunteerId, facilityId: $facilityId) {
    startTime endTime schedule { id volunteerId notes recurrenceEndDate } } }`;
const CREATE = `mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { id } }`;

interface Occurrence {
  startTime: string;
  endTime: string;
  schedule: { id: string; volunteerId: string; notes: string | null };
}

const app = useTestApp({ ORG_TIMEZONE: 'America/New_York' });
const [admin, volunteer] = signedInForEachTest(app, ['Admins', 'Volunteers']);
let otherVolunteerId: string;
let facilityId: string;

beforeEach(async () => {
  otherVolunteerId = (await createPerson(app.database.db, 'Volunteers')).id;
  facilityId = (await insertFacility(app.database.db)).id;
});

async function occurrences(caller: Caller, variables: Record<string, unknown>) {
  const result = await caller.run<{ scheduleOccurrences: Occurrence[] }>(OCCURRENCES, variables);
  expect(result.errors).toEqual([]);
  return result.data!.scheduleOccurrences;
}

const MARCH = { from: '2026-03-01T05:00:00Z', to: '2026-04-01T04:00:00Z' };

function visit(notes: string, start: string, hours = 2, values: Record<string, unknown> = {}) {
  const startTime = new Date(start);
  return insertSchedule(app.database.db, {
    facilityId,
    volunteerId: volunteer.person!.id,
    startTime,
    endTime: new Date(startTime.getTime() + hours * 3_600_000),
    notes,
    ...values,
  });
}

describe('scheduleOccurrences', () => {
  it("shows admins every volunteer's schedules and volunteers only their own", async () => {
    await visit('mine', '2026-03-10T15:00:00Z');
    await visit('theirs', '2026-03-11T15:00:00Z', 2, { volunteerId: otherVolunteerId });
    const notes = (list: Occurrence[]) => list.map((occurrence) => occurrence.schedule.notes);
    expect(notes(await occurrences(admin, MARCH))).toEqual(['mine', 'theirs']);
    expect(notes(await occurrences(volunteer, MARCH))).toEqual(['mine']);
    expect(await occurrences(volunteer, { ...MARCH, volunteerId: otherVolunteerId })).toEqual([]);
  });

  it('filters by volunteer and by facility', async () => {
    const elsewhere = (await insertFacility(app.database.db)).id;
    await visit('mine here', '2026-03-10T15:00:00Z');
    await visit('mine elsewhere', '2026-03-12T15:00:00Z', 2, { facilityId: elsewhere });
    await visit('theirs', '2026-03-11T15:00:00Z', 2, { volunteerId: otherVolunteerId });
    const notes = async (caller: Caller, filter: Record<string, unknown>) =>
      (await occurrences(caller, { ...MARCH, ...filter })).map((o) => o.schedule.notes);
    expect(await notes(admin, { volunteerId: otherVolunteerId })).toEqual(['theirs']);
    expect(await notes(admin, { facilityId: elsewhere })).toEqual(['mine elsewhere']);
    expect(await notes(volunteer, { facilityId })).toEqual(['mine here']);
    expect(await notes(admin, { facilityId: 'not-an-id' })).toEqual([]);
  });

  it('leaves out cancelled and rejected schedules', async () => {
    for (const status of ['PENDING', 'APPROVED', 'CANCELLED', 'REJECTED'] as const) {
      await visit(status, '2026-03-10T15:00:00Z', 2, { status });
    }
    const shown = await occurrences(admin, MARCH);
    expect(new Set(shown.map((o) => o.schedule.notes))).toEqual(new Set(['PENDING', 'APPROVED']));
  });

  it('repeats a weekly 10:00 visit at 10:00 New York time across both changes of 2026', async () => {
    const created = await admin.run<{ createSchedule: { id: string } }>(CREATE, {
      input: scheduleInput(facilityId, {
        volunteerId: volunteer.person!.id,
        startTime: '2026-02-22T10:00:00-05:00',
        endTime: '2026-02-22T11:30:00-05:00',
        isRecurring: true,
        recurringPattern: 'WEEKLY',
        recurrenceEndDate: '2026-11-01',
      }),
    });
    expect(created.errors).toEqual([]);
    const spring = await occurrences(volunteer, {
      from: '2026-02-20T00:00:00Z',
      to: '2026-03-20T00:00:00Z',
    });
    expect(spring.map((o) => [o.startTime, o.endTime])).toEqual([
      ['2026-02-22T15:00:00.000Z', '2026-02-22T16:30:00.000Z'],
      ['2026-03-01T15:00:00.000Z', '2026-03-01T16:30:00.000Z'],
      ['2026-03-08T14:00:00.000Z', '2026-03-08T15:30:00.000Z'],
      ['2026-03-15T14:00:00.000Z', '2026-03-15T15:30:00.000Z'],
    ]);
    expect(spring[0]!.schedule).toMatchObject({ id: created.data!.createSchedule.id });
    // The end date is inclusive: 1 November is the last one, in winter time again.
    const autumn = await occurrences(volunteer, {
      from: '2026-10-20T00:00:00Z',
      to: '2026-11-20T00:00:00Z',
    });
    expect(autumn.map((o) => o.startTime)).toEqual([
      '2026-10-25T14:00:00.000Z',
      '2026-11-01T15:00:00.000Z',
    ]);
  });

  it('takes what overlaps the window, not what only touches it, by start then schedule id', async () => {
    await visit('ends at from', '2026-03-01T03:00:00Z');
    await visit('runs into it', '2026-03-01T04:00:00Z');
    await visit('starts at to', '2026-04-01T04:00:00Z');
    const [first, second] = [
      await visit('same start', '2026-03-20T14:00:00Z'),
      await visit('same start', '2026-03-20T14:00:00Z'),
    ];
    const shown = await occurrences(admin, MARCH);
    expect(shown.map((o) => o.schedule.notes)).toEqual([
      'runs into it',
      'same start',
      'same start',
    ]);
    expect(shown.slice(1).map((o) => o.schedule.id)).toEqual([first!.id, second!.id].sort());
  });

  it('repeats no further than 6 months from now; first occurrences are shown anywhere', async () => {
    const now = Date.now();
    const day = 86_400_000;
    await visit('daily', new Date(now - day).toISOString(), 1, {
      isRecurring: true,
      recurringPattern: 'DAILY',
    });
    const far = new Date(addMonthsToInstant(new Date(now), 8).getTime() + 2 * day);
    await visit('far one-off', far.toISOString());
    await visit('far weekly', new Date(far.getTime() + day).toISOString(), 1, {
      isRecurring: true,
      recurringPattern: 'WEEKLY',
    });
    const nearHorizon = addMonthsToInstant(new Date(now), 6);
    const late = await occurrences(admin, {
      from: new Date(nearHorizon.getTime() - 10 * day).toISOString(),
      to: new Date(nearHorizon.getTime() + 10 * day).toISOString(),
    });
    const horizon = addMonthsToInstant(new Date(), 6).getTime();
    const starts = late.map((o) => Date.parse(o.startTime));
    expect(late.every((o) => o.schedule.notes === 'daily')).toBe(true);
    expect(late.length).toBeGreaterThanOrEqual(9);
    expect(late.length).toBeLessThanOrEqual(11);
    expect(Math.max(...starts)).toBeLessThan(horizon);
    expect(Math.max(...starts)).toBeGreaterThan(horizon - 2 * day);
    const beyond = await occurrences(admin, {
      from: far.toISOString(),
      to: new Date(far.getTime() + 40 * day).toISOString(),
    });
    expect(beyond.map((o) => o.schedule.notes)).toEqual(['far one-off', 'far weekly']);
  });

  it('refuses a window longer than 62 local days, or one that does not end after it starts', async () => {
    const refused = async (from: string, to: string) => {
      const result = await admin.run(OCCURRENCES, { from, to });
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      return result.errors[0]!.extensions!.fieldErrors;
    };
    expect(await refused('2026-03-01T05:00:00Z', '2026-05-03T04:00:00Z')).toEqual({
      to: 'The calendar shows at most 62 days at a time',
    });
    expect(await refused(MARCH.from, MARCH.from)).toEqual({
      to: 'The end of the period must be after its start',
    });
    expect(await refused(MARCH.to, MARCH.from)).toEqual({
      to: 'The end of the period must be after its start',
    });
    // 62 local days, though the clocks went back an hour in between.
    expect(
      await occurrences(admin, { from: '2026-10-01T04:00:00Z', to: '2026-12-02T05:00:00Z' }),
    ).toEqual([]);
    expect(errorCode(await admin.run(OCCURRENCES, { from: 'soon', to: MARCH.to }))).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('needs a session and the schedule.list permission', async () => {
    const signedOut = await callerAs(app.server, app.database.db, 'signedOut');
    expect(errorCode(await signedOut.run(OCCURRENCES, MARCH))).toBe('UNAUTHENTICATED');
    const client = await callerAs(app.server, app.database.db, 'Clients');
    expect(errorCode(await client.run(OCCURRENCES, MARCH))).toBe('FORBIDDEN');
  });
});
