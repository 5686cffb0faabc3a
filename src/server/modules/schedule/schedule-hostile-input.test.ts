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
import { hostileCrudTests } from '../../../../tests/support/hostile-crud';
import { checkHostileAction } from '../../../../tests/support/hostile-input';
import { fieldTable } from '../../../../tests/support/hostile-values';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule, scheduleInput } from '../../../../tests/support/schedule-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let ids: { facility: string; volunteer: string; original: string };
beforeEach(async () => {
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
  hostileCrudTests('Schedule', {
    app,
    caller: admin,
    tables,
    ids: () => ids,
    says: {
      stored: 'the schedule stored whole',
      unchanged: 'the schedule',
      deletes: 'the schedule',
    },
    create: {
      fields: fieldTable(CREATE_FIELDS),
      input: (overrides, { facility, volunteer }) =>
        scheduleInput(facility!, { volunteerId: volunteer, ...overrides }),
    },
    update: {
      fields: fieldTable(UPDATE_FIELDS),
      // Editing makes the schedule an adjustment, which needs a reason.
      defaults: { requestReason: 'Moved to the afternoon' },
      record: newSchedule,
      // A status set to Approved or Rejected e-mails the volunteer (kept in the outbox here).
      alsoExpected: { outbox: { added: { min: 0, max: 1 } } },
    },
    delete: { record: newSchedule },
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
