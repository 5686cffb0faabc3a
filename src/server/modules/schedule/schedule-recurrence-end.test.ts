/**
 * recurrenceEndDate through createSchedule and updateSchedule (product.md §5.7), in New York time.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { schedule } from '../../db/schema/schedule';
import { errorCode } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { scheduleInput } from '../../../../tests/support/schedule-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = 'id version startTime isRecurring recurringPattern recurrenceEndDate';
const CREATE = `mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateScheduleInput!) { updateSchedule(input: $input) { ${FIELDS} } }`;
const GET = `query($id: ID!) { getSchedule(id: $id) { ${FIELDS} } }`;
const MESSAGE = 'Repeat until must be on or after the start date';

interface Saved {
  id: string;
  version: number;
  recurrenceEndDate: string | null;
  [field: string]: unknown;
}

const app = useTestApp({ ORG_TIMEZONE: 'America/New_York' });
const [volunteer] = signedInForEachTest(app, ['Volunteers']);
let facilityId: string;

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
  await clearVolunteerAt(app.database.db, volunteer.person!.id, facilityId);
});

/** Weekly from 22:00 on 1 March 2026 in New York, which is already 2 March in UTC. */
const LATE_SUNDAY = {
  startTime: '2026-03-01T22:00:00-05:00',
  endTime: '2026-03-01T23:00:00-05:00',
  isRecurring: true,
  recurringPattern: 'WEEKLY',
};

async function create(overrides: Record<string, unknown>) {
  return volunteer.run<{ createSchedule: Saved }>(CREATE, {
    input: scheduleInput(facilityId, { ...LATE_SUNDAY, ...overrides }),
  });
}

const stored = async () => app.database.db.select().from(schedule);

describe('recurrenceEndDate', () => {
  it('is saved, read back and may be the local start date itself', async () => {
    const created = await create({ recurrenceEndDate: '2026-03-01' });
    expect(created.errors).toEqual([]);
    expect(created.data!.createSchedule).toMatchObject({ recurrenceEndDate: '2026-03-01' });
    const { id } = created.data!.createSchedule;
    const fetched = await volunteer.run<{ getSchedule: Saved }>(GET, { id });
    expect(fetched.data!.getSchedule.recurrenceEndDate).toBe('2026-03-01');
    const [row] = await app.database.db.select().from(schedule).where(eq(schedule.id, id));
    expect(row!.recurrenceEndDate).toBe('2026-03-01');
  });

  it('is refused before the start date in the programme time zone, and nothing is stored', async () => {
    const refused = await create({ recurrenceEndDate: '2026-02-28' });
    expect(errorCode(refused)).toBe('VALIDATION_FAILED');
    expect(refused.errors[0]!.message).toBe(MESSAGE);
    expect(refused.errors[0]!.extensions!.fieldErrors).toEqual({ recurrenceEndDate: MESSAGE });
    expect(await stored()).toEqual([]);
  });

  it('is null with no end, and dropped from a one-off schedule', async () => {
    const open = await create({});
    expect(open.data!.createSchedule.recurrenceEndDate).toBeNull();
    const oneOff = await create({ isRecurring: false, recurrenceEndDate: '2026-06-30' });
    expect(oneOff.data!.createSchedule).toMatchObject({
      isRecurring: false,
      recurringPattern: null,
      recurrenceEndDate: null,
    });
  });

  it('is checked again when an update moves the start past it, and can be changed or cleared', async () => {
    const { id } = (await create({ recurrenceEndDate: '2026-03-31' })).data!.createSchedule;
    const update = (version: number, fields: Record<string, unknown>) =>
      volunteer.run<{ updateSchedule: Saved }>(UPDATE, {
        input: { id, expectedVersion: version, requestReason: 'Moved', ...fields },
      });
    const moved = await update(1, {
      startTime: '2026-04-05T22:00:00-04:00',
      endTime: '2026-04-05T23:00:00-04:00',
    });
    expect(moved.errors[0]!.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { recurrenceEndDate: MESSAGE },
    });
    const later = await update(1, { recurrenceEndDate: '2026-05-31' });
    expect(later.errors).toEqual([]);
    expect(later.data!.updateSchedule).toMatchObject({
      version: 2,
      recurrenceEndDate: '2026-05-31',
    });
    const cleared = await update(2, { recurrenceEndDate: null });
    expect(cleared.data!.updateSchedule).toMatchObject({ version: 3, recurrenceEndDate: null });
    const notRecurring = await update(3, { recurrenceEndDate: '2026-05-31', isRecurring: false });
    expect(notRecurring.data!.updateSchedule.recurrenceEndDate).toBeNull();
  });
});
