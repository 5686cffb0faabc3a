/** Live resource changes reach whoever may read resources, and nobody else. */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { createPerson, signIn } from '../../../../tests/support/people';
import { insertResource } from '../../../../tests/support/resource-factory';
import { insertResourceRequest } from '../../../../tests/support/resource-request-factory';
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

describe('resource subscriptions', () => {
  it('tell volunteers of stock taken out by a fulfilment; a client may not subscribe', async () => {
    const stocked = await insertResource(app.database.db, { quantity: 10 });
    const requester = await createPerson(app.database.db, 'Volunteers');
    const request = await insertResourceRequest(app.database.db, {
      resourceId: stocked.id,
      requesterId: requester.id,
      quantity: 3,
    });
    const volunteerFeed = await listen(
      'subscription { onUpdateResource { id quantity timesDistributed } }',
      await cookieFor('Volunteers'),
    );
    const client = await createPerson(app.database.db, 'Clients', 'Client');
    const clientFeed = await listen(
      'subscription { onUpdateResource { id } }',
      await signIn(app.server, client.email),
    );
    expect((await clientFeed.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const result = await graphqlRequest(
      app.server,
      'mutation($id: ID!) { fulfilResourceRequest(id: $id) { status } }',
      { id: request.id },
      await cookieFor('Admins'),
    );
    expect(result.errors).toEqual([]);
    expect(await volunteerFeed.next()).toEqual({
      data: { onUpdateResource: { id: stocked.id, quantity: 7, timesDistributed: 3 } },
    });
  });
});
