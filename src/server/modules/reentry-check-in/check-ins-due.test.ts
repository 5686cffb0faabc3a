/**
 * Who has a check-in due (product.md §3.3.2), as the overview counts it, as the clients list then
 * shows it (its checkInsDueOn condition) and as a volunteer's dashboard counts theirs: a check-in
 * whose day has come and that is not recorded for the client's present release.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/common/calendar';
import { reentryCheckIn } from '../../db/schema/reentry-check-in';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { releasedClients } from '../../../../tests/support/programme-today';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin, volunteer] = signedInForEachTest(app, ['Admins', 'Volunteers']);

const released = releasedClients(app, admin);

const adminFigure = async () =>
  (
    await admin.run<{ dashboardStats: { clientsWithCheckInsDue: number } }>(
      '{ dashboardStats { clientsWithCheckInsDue } }',
    )
  ).data!.dashboardStats.clientsWithCheckInsDue;

const listed = async () => {
  const result = await admin.run<{
    listClients: { items: { id: string }[] };
    countClients: number;
  }>(
    `query($day: ID) {
      listClients(checkInsDueOn: $day) { items { id } }
      countClients(checkInsDueOn: $day)
    }`,
    { day: released.today },
  );
  expect(result.errors).toEqual([]);
  return {
    ids: result.data!.listClients.items.map((item) => item.id).sort(),
    count: result.data!.countClients,
  };
};

describe('check-ins due', () => {
  it('counts the clients with one due, lists the same, and gives a volunteer theirs', async () => {
    const firstDue = await released.daysAgo(40);
    const allDue = await released.daysAgo(200, { assignedVolunteerId: volunteer.person!.id });
    const upToDate = await released.daysAgo(100);
    for (const checkpoint of ['DAY_30', 'DAY_90'] as const) {
      await app.database.db.insert(reentryCheckIn).values({
        clientId: upToDate.id,
        checkpoint,
        releaseDate: upToDate.releaseDate,
        heldOn: released.today,
      });
    }
    await released.daysAgo(10); // nothing due yet
    await released.daysAgo(40, { incarcerated: true, currentAddress: null }); // back inside
    const anonymised = await released.daysAgo(40, { anonymisedOn: released.today }); // nobody to check in with
    // A 30-day check-in of an earlier release does not count for this one.
    const releasedAgain = await released.daysAgo(35);
    await app.database.db.insert(reentryCheckIn).values({
      clientId: releasedAgain.id,
      checkpoint: 'DAY_30',
      releaseDate: addDays(released.today, -400),
      heldOn: addDays(released.today, -370),
    });

    const expected = [firstDue.id, allDue.id, releasedAgain.id].sort();
    expect(await adminFigure()).toBe(3);
    expect(await listed()).toEqual({ ids: expected, count: 3 });
    const own = await volunteer.run<{ myVolunteerDashboard: { checkInsDue: number } }>(
      '{ myVolunteerDashboard { checkInsDue } }',
    );
    expect(own.data!.myVolunteerDashboard.checkInsDue).toBe(1);
    // Each client on a page says how many of theirs are due: all three of the 200-day release.
    const mine = await volunteer.run<{ getClient: { checkInsDue: number | null } }>(
      'query($id: ID!) { getClient(id: $id) { checkInsDue } }',
      { id: allDue.id },
    );
    expect(mine.data!.getClient.checkInsDue).toBe(3);
    const page = await admin.run<{ listClients: { items: { id: string; checkInsDue: number }[] } }>(
      '{ listClients(limit: 50) { items { id checkInsDue } } }',
    );
    const dueOf = new Map(page.data!.listClients.items.map((item) => [item.id, item.checkInsDue]));
    expect(
      [firstDue, upToDate, releasedAgain, anonymised].map((client) => dueOf.get(client.id)),
    ).toEqual([1, 0, 1, 0]);

    // Recorded through the API (audited, so the overview counts again): one fewer.
    const recorded = await admin.run(
      'mutation($input: CreateReentryCheckInInput!) { createReentryCheckIn(input: $input) { id } }',
      { input: { clientId: firstDue.id, checkpoint: 'DAY_30', heldOn: released.today } },
    );
    expect(recorded.errors).toEqual([]);
    expect(await adminFigure()).toBe(2);
    expect((await listed()).count).toBe(2);
  });
});
