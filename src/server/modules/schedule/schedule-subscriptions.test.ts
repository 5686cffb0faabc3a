/** Live schedule changes reach only those who may read the schedule (product.md §13). */
import { describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { createPerson, signIn } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule } from '../../../../tests/support/schedule-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { useLiveFeeds } from '../../../../tests/support/live-feeds';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const { listen, cookieFor, settle } = useLiveFeeds(app);

describe('schedule subscriptions', () => {
  it("do not tell a volunteer that another volunteer's schedule was approved", async () => {
    const facilityId = (await insertFacility(app.database.db)).id;
    const volunteer = await createPerson(app.database.db, 'Volunteers', 'Mine');
    const other = await createPerson(app.database.db, 'Volunteers', 'Other');
    await clearVolunteerAt(app.database.db, volunteer.id, facilityId);
    await clearVolunteerAt(app.database.db, other.id, facilityId);
    const theirs = await insertSchedule(app.database.db, { facilityId, volunteerId: other.id });
    const mine = await insertSchedule(app.database.db, { facilityId, volunteerId: volunteer.id });
    const admin = await cookieFor('Admins');
    const feed = await listen(
      'subscription { onUpdateSchedule { id status adminResponse } }',
      await signIn(app.server, volunteer.email),
    );
    await settle();

    for (const id of [theirs.id, mine.id]) {
      const result = await graphqlRequest(
        app.server,
        'mutation($id: ID!) { approveSchedule(id: $id, adminResponse: "See you then") { id } }',
        { id },
        admin,
      );
      expect(result.errors).toEqual([]);
    }
    expect(await feed.next()).toEqual({
      data: {
        onUpdateSchedule: { id: mine.id, status: 'APPROVED', adminResponse: 'See you then' },
      },
    });
  });
});
