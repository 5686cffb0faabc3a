/** Live request changes reach only those who may read the request (product.md §13). */
import { describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { insertResource } from '../../../../tests/support/resource-factory';
import { useLiveFeeds } from '../../../../tests/support/live-feeds';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const { listen, cookieFor, settle } = useLiveFeeds(app);

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
    await settle();

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
