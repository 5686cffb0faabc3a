/** Live request changes reach only those who may read the request (product.md §13). */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { createPerson, signIn } from '../../../../tests/support/people';
import { insertResource } from '../../../../tests/support/resource-factory';
import { subscribe, type Subscription } from '../../../../tests/support/sse';
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

const CREATE =
  'mutation($input: CreateResourceRequestInput!) { createResourceRequest(input: $input) { id } }';

describe('resource request subscriptions', () => {
  it("do not tell a volunteer about another volunteer's request; admins hear of both", async () => {
    const resourceId = (await insertResource(app.database.db, { quantity: 10 })).id;
    const volunteer = await cookieFor('Volunteers');
    const otherVolunteer = await cookieFor('Volunteers');
    const admin = await cookieFor('Admins');
    const QUERY = 'subscription { onCreateResourceRequest { notes } }';
    const volunteerFeed = await listen(QUERY, volunteer);
    const adminFeed = await listen(QUERY, admin);
    await new Promise((resolve) => setTimeout(resolve, 200));

    await graphqlRequest(
      app.server,
      CREATE,
      { input: { resourceId, quantity: 1, notes: 'theirs' } },
      otherVolunteer,
    );
    await graphqlRequest(
      app.server,
      CREATE,
      { input: { resourceId, quantity: 1, notes: 'mine' } },
      volunteer,
    );

    expect(await volunteerFeed.next()).toEqual({
      data: { onCreateResourceRequest: { notes: 'mine' } },
    });
    expect(await adminFeed.next()).toEqual({
      data: { onCreateResourceRequest: { notes: 'theirs' } },
    });
    expect(await adminFeed.next()).toEqual({
      data: { onCreateResourceRequest: { notes: 'mine' } },
    });
  });
});
