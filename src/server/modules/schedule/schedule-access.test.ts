/**
 * Who may do what with schedules (product.md §13), through the real API with real sessions:
 * admins everything plus approve and reject; volunteers create their own, read their own and
 * update or cancel their own while PENDING; a schedule someone may not read is NOT_FOUND.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { schedule } from '../../db/schema/schedule';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule, scheduleInput } from '../../../../tests/support/schedule-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { useTestApp } from '../../../../tests/support/test-app';
import { ALLOWED, NULL, expectReadOnlyTo } from '../../../../tests/support/access-matrix';
import { describeRecordAccess } from '../../../../tests/support/record-access';

const app = useTestApp();

let facilityId: string;
let owner: Caller;
let ownId: string;
let strangersId: string;

// Admins put a schedule in someone's name; a volunteer's is in their own.
const asAdmin = (label: string) => label === 'Admins' || label === 'SuperAdmins';

const ADMIN_ONLY = { delete: 'FORBIDDEN', approve: 'FORBIDDEN', reject: 'FORBIDDEN' };

beforeEach(async () => {
  const db = app.database.db;
  facilityId = (await insertFacility(db)).id;
  owner = await callerAs(app.server, db, 'Volunteers');
  await clearVolunteerAt(db, owner.person!.id, facilityId);
  const stranger = await createPerson(db, 'Volunteers', 'Stranger');
  ownId = (await insertSchedule(db, { facilityId, volunteerId: owner.person!.id })).id;
  strangersId = (await insertSchedule(db, { facilityId, volunteerId: stranger.id })).id;
});

const versionOf = describeRecordAccess({
  app,
  type: 'Schedule',
  table: schedule,
  input: {
    create: ({ label }) =>
      scheduleInput(facilityId, asAdmin(label) ? { volunteerId: owner.person!.id } : {}),
    update: { notes: 'changed', requestReason: 'Clinic moved' },
  },
  actions: {
    approve: (id) => ['mutation($id: ID!) { approveSchedule(id: $id) { id } }', { id }],
    reject: (id) => ['mutation($id: ID!) { rejectSchedule(id: $id) { id } }', { id }],
    cancel: (id) => ['mutation($id: ID!) { cancelSchedule(id: $id) { id } }', { id }],
  },
  rows: (all) => ({
    volunteerOwner: { ...all(ALLOWED), ...ADMIN_ONLY },
    volunteerOther: {
      ...all(ALLOWED),
      get: NULL,
      update: 'NOT_FOUND',
      cancel: 'NOT_FOUND',
      ...ADMIN_ONLY,
    },
  }),
  named: () => ({ volunteerOwner: owner }),
  // A volunteer's own request is checked against the clearance rule (schedule-clearance.test.ts).
  prepare: async ({ label, caller }) => {
    if (label.startsWith('volunteer')) {
      await clearVolunteerAt(app.database.db, caller.person!.id, facilityId);
    }
  },
  subjectId: () => ownId,
  lists: {
    title: 'admins see every schedule; a volunteer only their own',
    everyone: () => [ownId, strangersId],
    seen: () => [[owner, [ownId]]],
    strangerSeesNone: true,
  },
});

describe('a volunteer and their own schedule', () => {
  it.each(['APPROVED', 'REJECTED', 'CANCELLED'] as const)(
    'may neither edit nor cancel it once %s (FORBIDDEN), but still read it',
    async (status) => {
      await app.database.db.update(schedule).set({ status }).where(eq(schedule.id, ownId));
      const cancel = await owner.run('mutation($id: ID!) { cancelSchedule(id: $id) { id } }', {
        id: ownId,
      });
      expect(errorCode(cancel)).toBe('FORBIDDEN');
      const changes = { notes: 'x', requestReason: 'Moved' };
      await expectReadOnlyTo(owner, 'Schedule', ownId, changes, versionOf);
    },
  );

  it('may not put it in another name or choose its status (FORBIDDEN)', async () => {
    const other = await createPerson(app.database.db, 'Volunteers', 'Other');
    for (const change of [{ volunteerId: other.id }, { status: 'APPROVED' }]) {
      const result = await owner.run(
        'mutation($input: UpdateScheduleInput!) { updateSchedule(input: $input) { id } }',
        { input: { id: ownId, expectedVersion: 1, requestReason: 'Moved', ...change } },
      );
      expect(errorCode(result)).toBe('FORBIDDEN');
    }
    const create = await owner.run(
      'mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { id } }',
      { input: scheduleInput(facilityId, { volunteerId: other.id }) },
    );
    expect(errorCode(create)).toBe('FORBIDDEN');
    expect(await versionOf(ownId)).toBe(1);
  });
});
