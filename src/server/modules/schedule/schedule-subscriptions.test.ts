/** Live schedule changes reach only those who may read the schedule (product.md §13). */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { createPerson, signIn } from '../../../../tests/support/people';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { insertSchedule } from '../../../../tests/support/schedule-factory';
import { subscribe, type Subscription } from '../../../../tests/support/sse';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
let baseUrl = '';
const open: Subscription[] = [];

beforeEach(async () => {
  if (!baseUrl) {
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address() as { port: number };
    baseUrl = `http://127.0.0.1:${address.port}`;
  }
});
afterAll(() => open.forEach((subscription) => subscription.close()));

async function cookieFor(group: 'Admins' | 'Volunteers') {
  const person = await createPerson(app.database.db, group, group);
  return signIn(app.server, person.email);
}

async function listen(query: string, cookie: string) {
  const subscription = await subscribe(baseUrl, query, cookie);
  open.push(subscription);
  return subscription;
}

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
    await new Promise((resolve) => setTimeout(resolve, 200));

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
