/**
 * On a visit, the clients its volunteer sees there with their inmate numbers and housing units
 * (decision 097): only theirs, only in custody at that facility, only those who consented to be
 * served; to staff and the volunteer.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { insertClient } from '../../../../tests/support/client-factory';
import { callerAs } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule } from '../../../../tests/support/schedule-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [volunteer] = signedInForEachTest(app, ['Volunteers']);
const LIST = `{ listSchedules { items { id volunteerId clientsToSee {
  preferredName clientId inmateNumber housingUnit } } } }`;

interface Listed {
  listSchedules: {
    items: { id: string; volunteerId: string; clientsToSee: Record<string, unknown>[] | null }[];
  };
}

let scheduleId: string;

beforeEach(async () => {
  const db = app.database.db;
  const volunteerId = volunteer.person!.id;
  const other = await createPerson(db, 'Volunteers');
  const facilityId = (await insertFacility(db)).id;
  const elsewhere = (await insertFacility(db)).id;
  const held = { incarcerated: true, facilityId, assignedVolunteerId: volunteerId };
  await insertClient(db, { ...held, preferredName: 'Musa', clientId: 'C-2', inmateNumber: 'B-9' });
  await insertClient(db, {
    ...held,
    preferredName: 'Bilal',
    clientId: 'C-1',
    inmateNumber: 'A-500',
    housingUnit: 'Unit C2',
  });
  // Not on this visit: another facility's, another volunteer's, not consenting, anonymised,
  // released.
  await insertClient(db, { ...held, facilityId: elsewhere, preferredName: 'Elsewhere' });
  await insertClient(db, { ...held, assignedVolunteerId: other.id, preferredName: 'Theirs' });
  await insertClient(db, { ...held, consentGiven: false, preferredName: 'Declined' });
  await insertClient(db, { ...held, anonymisedOn: '2026-01-05', preferredName: 'Anonymised' });
  await insertClient(db, { assignedVolunteerId: volunteerId, preferredName: 'Released' });
  scheduleId = (await insertSchedule(db, { facilityId, volunteerId, status: 'APPROVED' })).id;
});

const SEEN = [
  { preferredName: 'Bilal', clientId: 'C-1', inmateNumber: 'A-500', housingUnit: 'Unit C2' },
  { preferredName: 'Musa', clientId: 'C-2', inmateNumber: 'B-9', housingUnit: null },
];

describe('clients to see on a visit', () => {
  it("are the volunteer's consenting clients held at the facility, for the volunteer", async () => {
    const listed = await volunteer.run<Listed>(LIST);
    expect(listed.errors).toEqual([]);
    const visit = listed.data!.listSchedules.items.find((item) => item.id === scheduleId)!;
    expect(visit.clientsToSee).toEqual(SEEN);
  });

  it('are the same for staff', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const listed = await admin.run<Listed>(LIST);
    const visit = listed.data!.listSchedules.items.find((item) => item.id === scheduleId)!;
    expect(visit.clientsToSee).toEqual(SEEN);
  });
});
