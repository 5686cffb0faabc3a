/**
 * Volunteer.clearanceFor (product.md §3.2.1): what a picker shows beside each volunteer for the
 * facility and day being planned, in one batch per page; staff and the volunteer themselves.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { errorCode, type Caller } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin, cleared, uncleared] = signedInForEachTest(app, [
  'Admins',
  'Volunteers',
  'Volunteers',
]);
let facilityId: string;

const CHECK = `query($id: ID!, $facilityId: ID!, $day: String!) {
  getVolunteer(id: $id) { clearanceFor(facilityId: $facilityId, day: $day) { cleared missing } } }`;

beforeEach(async () => {
  const db = app.database.db;
  facilityId = (await insertFacility(db, { name: 'Springfield State Prison' })).id;
  await clearVolunteerAt(db, cleared.person!.id, facilityId);
});

const check = (caller: Caller, who: Caller, day = '2030-04-01') =>
  caller.run<{ getVolunteer: { clearanceFor: { cleared: boolean; missing: string | null } } }>(
    CHECK,
    { id: who.person!.id, facilityId, day },
  );

describe('clearanceFor', () => {
  it('says whether each volunteer is cleared there that day, and what is missing', async () => {
    expect((await check(admin, cleared)).data!.getVolunteer.clearanceFor).toEqual({
      cleared: true,
      missing: null,
    });
    expect((await check(admin, uncleared)).data!.getVolunteer.clearanceFor).toEqual({
      cleared: false,
      missing:
        'No approved clearance for Springfield State Prison. Background check not passed. Training not completed',
    });
  });

  it('answers the volunteer about themselves, and refuses a day that is not a date', async () => {
    expect((await check(uncleared, uncleared)).data!.getVolunteer.clearanceFor.cleared).toBe(false);
    expect(errorCode(await check(admin, cleared, 'tomorrow'))).toBe('VALIDATION_FAILED');
  });

  it('lists a page of volunteers with theirs', async () => {
    const { data } = await admin.run<{
      listVolunteers: { items: { id: string; clearanceFor: { cleared: boolean } }[] };
    }>(
      `query($facilityId: ID!) { listVolunteers { items { id
        clearanceFor(facilityId: $facilityId, day: "2030-04-01") { cleared } } } }`,
      { facilityId },
    );
    const byId = new Map(data!.listVolunteers.items.map((item) => [item.id, item.clearanceFor]));
    expect(byId.get(cleared.person!.id)).toEqual({ cleared: true });
    expect(byId.get(uncleared.person!.id)).toEqual({ cleared: false });
  });
});
