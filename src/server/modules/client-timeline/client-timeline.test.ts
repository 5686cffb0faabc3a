/**
 * A client's timeline through the real API (product.md §3.3.3): first contact, a contact, a program
 * recorded as attended, a status change, the release, a reentry step done and a check-in saying
 * they returned to custody, latest first, with facility names; the client's own volunteer reads it,
 * another volunteer is told the client is not found.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/common/calendar';
import { clientInput } from '../../../../tests/support/client-factory';
import { errorCode, type Caller } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { programmeToday } from '../../../../tests/support/programme-today';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin, volunteer, otherVolunteer] = signedInForEachTest(app, [
  'Admins',
  'Volunteers',
  'Volunteers',
]);

const TIMELINE = `query($id: ID!) { clientTimeline(clientId: $id) { day kind title detail } }`;

let today: string;

beforeEach(async () => {
  today = await programmeToday(admin);
});

async function ok<Data>(caller: Caller, query: string, variables: Record<string, unknown>) {
  const result = await caller.run<Data>(query, variables);
  expect(result.errors).toEqual([]);
  return result.data!;
}

const UPDATE_CLIENT =
  'mutation($input: UpdateClientInput!) { updateClient(input: $input) { id version } }';

describe('a client timeline', () => {
  it('tells what happened, latest first, from the records that hold it', async () => {
    const riverside = await insertFacility(app.database.db, { name: 'Riverside Correctional' });
    const eastgate = await insertFacility(app.database.db, { name: 'Eastgate Jail' });
    const released = addDays(today, -40);
    // The check-in is typed today about a day last week: the return is dated on that day.
    const recalled = addDays(today, -5);
    const { createClient } = await ok<{ createClient: { id: string; version: number } }>(
      admin,
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id version } }',
      {
        input: clientInput({
          preferredName: 'Brother Idris',
          incarcerated: true,
          facilityId: riverside.id,
          currentAddress: null,
          employmentStatus: null,
          housingStatus: null,
          communitySupport: [],
          releaseDate: released,
          firstContactDate: '2026-01-05',
          assignedVolunteerId: volunteer.person!.id,
        }),
      },
    );
    const id = createClient.id;
    await ok(
      admin,
      'mutation($input: CreateContactLogInput!) { createContactLog(input: $input) { id } }',
      {
        input: { clientId: id, date: '2026-02-01', kind: 'VISIT', notes: 'Asked for a Quran' },
      },
    );
    // The contact moved the client's last contact date: version 2.
    const version = (
      await ok<{ updateClient: { version: number } }>(admin, UPDATE_CLIENT, {
        input: { id, expectedVersion: 2, programsAttended: ['Jumah Prayer'], status: 'FOLLOW_UP' },
      })
    ).updateClient.version;
    await ok<{ updateClient: { version: number } }>(admin, UPDATE_CLIENT, {
      input: {
        id,
        expectedVersion: version,
        incarcerated: false,
        currentAddress: '4 Elm Road',
        employmentStatus: 'UNEMPLOYED_LOOKING',
        housingStatus: 'TRANSITIONAL',
      },
    });
    const { startReentryPlan } = await ok<{ startReentryPlan: { id: string; title: string }[] }>(
      admin,
      'mutation($id: ID!) { startReentryPlan(clientId: $id) { id title } }',
      { id },
    );
    const firstContact = startReentryPlan.find((step) => step.title === 'First contact')!;
    await ok(
      volunteer,
      'mutation($input: UpdateReentryStepInput!) { updateReentryStep(input: $input) { id } }',
      {
        input: { id: firstContact.id, expectedVersion: 1, status: 'DONE' },
      },
    );
    await ok(
      volunteer,
      'mutation($input: CreateReentryCheckInInput!) { createReentryCheckIn(input: $input) { id } }',
      {
        input: {
          clientId: id,
          checkpoint: 'DAY_30',
          heldOn: recalled,
          housingStatus: 'HOMELESS',
          returnedToCustody: true,
          facilityId: eastgate.id,
          notes: 'Recalled on licence',
        },
      },
    );

    const { clientTimeline } = await ok<{
      clientTimeline: { day: string; kind: string; title: string; detail: string | null }[];
    }>(volunteer, TIMELINE, { id });
    const told = clientTimeline.map((event) => [event.day, event.title]);
    expect(told).toEqual([
      [today, 'Reentry step done: First contact'],
      [today, 'Attended Jumah Prayer'],
      [today, 'Status: Follow Up'],
      [recalled, 'Back in custody at Eastgate Jail'],
      [recalled, '30-day check-in: returned to custody'],
      [released, 'Released to the community'],
      ['2026-02-01', 'Contact: Visit'],
      ['2026-01-05', 'First contact'],
    ]);
    const checkIn = clientTimeline.find((event) => event.kind === 'CHECK_IN')!;
    expect(checkIn.detail).toBe('Housing: Homeless · At Eastgate Jail · Recalled on licence');
    expect(clientTimeline.find((event) => event.kind === 'CONTACT')!.detail).toBe(
      'Asked for a Quran',
    );
    expect(clientTimeline.find((event) => event.kind === 'STATUS')!.detail).toBe('Was Active');

    const refused = await otherVolunteer.run(TIMELINE, { id });
    expect(errorCode(refused)).toBe('NOT_FOUND');
    expect(refused.data).toBeNull();
  });
});
