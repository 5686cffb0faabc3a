/**
 * Random and hostile input to every schedule mutation, the approve, reject and cancel actions
 * included: never a server error, never a half-written schedule.
 */
import { beforeEach, describe, it } from 'vitest';
import {
  RECURRING_PATTERNS,
  REQUEST_TYPES,
  SCHEDULE_STATUSES,
} from '../../../shared/domain/schedule/schedule.enums';
import { schedule } from '../../db/schema/schedule';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import {
  checkHostileAction,
  checkHostileDelete,
  checkHostileInput,
  checkHostileUpdate,
} from '../../../../tests/support/hostile-input';
import { fieldTable, hostileOverrides } from '../../../../tests/support/hostile-values';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule, scheduleInput } from '../../../../tests/support/schedule-factory';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
let admin: Caller;
let ids: { facility: string; volunteer: string; original: string };
beforeEach(async () => {
  admin = await callerAs(app.server, app.database.db, 'Admins');
  const facility = (await insertFacility(app.database.db)).id;
  const volunteer = (await createPerson(app.database.db, 'Volunteers')).id;
  const original = await insertSchedule(app.database.db, {
    facilityId: facility,
    volunteerId: volunteer,
  });
  ids = { facility, volunteer, original: original.id };
});

/** The fields of CreateScheduleInput. */
const CREATE_FIELDS = {
  text: ['notes', 'requestReason'],
  enums: { requestType: REQUEST_TYPES, recurringPattern: RECURRING_PATTERNS },
  instants: ['startTime', 'endTime'],
  flags: ['isRecurring'],
  ids: {
    facilityId: ['facility'],
    volunteerId: ['volunteer'],
    originalScheduleId: ['original'],
  },
};
/** UpdateScheduleInput: the status instead of the request type (an edit keeps the request type). */
const UPDATE_FIELDS = {
  ...CREATE_FIELDS,
  enums: { status: SCHEDULE_STATUSES, recurringPattern: RECURRING_PATTERNS },
};
const tables = { schedule };
const newSchedule = async () =>
  (await insertSchedule(app.database.db, { facilityId: ids.facility, volunteerId: ids.volunteer }))
    .id;

describe('hostile schedule input', () => {
  it('createSchedule: refused with nothing stored, or the schedule stored whole', async () => {
    await checkHostileInput({
      db: app.database.db,
      caller: admin,
      document: 'mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { id } }',
      input: hostileOverrides(fieldTable(CREATE_FIELDS)),
      ids,
      variables: (overrides, { facility, volunteer }) => ({
        input: scheduleInput(facility!, { volunteerId: volunteer, ...overrides }),
      }),
      tables,
      expected: (data) => ({ schedule: { added: [data.id as string] }, audit: { added: 1 } }),
    });
  });

  it('updateSchedule: refused with the schedule unchanged, or one new version', async () => {
    await checkHostileUpdate({
      db: app.database.db,
      caller: admin,
      typeName: 'Schedule',
      tables,
      tableKey: 'schedule',
      id: await newSchedule(),
      // Editing makes the schedule an adjustment, which needs a reason.
      input: hostileOverrides(fieldTable(UPDATE_FIELDS)).map((fields) => ({
        requestReason: 'Moved to the afternoon',
        ...fields,
      })),
      ids,
      // A status set to Approved or Rejected e-mails the volunteer (kept in the outbox here).
      alsoExpected: { outbox: { added: { min: 0, max: 1 } } },
    });
  });

  it('deleteSchedule: a hostile id is not found; the real one deletes the schedule', async () => {
    await checkHostileDelete({
      db: app.database.db,
      caller: admin,
      typeName: 'Schedule',
      tables,
      tableKey: 'schedule',
      create: newSchedule,
    });
  });

  it('approveSchedule, rejectSchedule and cancelSchedule: refused unchanged, or one new version', async () => {
    for (const [mutation, textArg] of [
      ['approveSchedule', 'adminResponse'],
      ['rejectSchedule', 'adminResponse'],
      ['cancelSchedule', undefined],
    ] as const) {
      await checkHostileAction({
        db: app.database.db,
        caller: admin,
        mutation,
        textArg,
        tables,
        tableKey: 'schedule',
        create: newSchedule,
        // Approved or rejected, the volunteer is told by e-mail, kept in the outbox here.
        alsoExpected: () => ({ outbox: { added: mutation === 'cancelSchedule' ? 0 : 1 } }),
        numRuns: 15,
      });
    }
  });
});
