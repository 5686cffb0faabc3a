/** Live resource changes reach whoever may read resources, and nobody else. */
import { describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { createPerson, signIn } from '../../../../tests/support/people';
import { insertResource } from '../../../../tests/support/resource-factory';
import { insertResourceRequest } from '../../../../tests/support/resource-request-factory';
import { useLiveFeeds } from '../../../../tests/support/live-feeds';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const { listen, cookieFor, settle } = useLiveFeeds(app);

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
    await settle();

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
