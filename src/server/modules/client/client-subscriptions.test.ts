/** onCreate/onUpdateClient over server-sent events reach only those who may read the client. */
import { describe, expect, it } from 'vitest';
import { clientInput } from '../../../../tests/support/client-factory';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { createPerson, signIn } from '../../../../tests/support/people';
import { useLiveFeeds } from '../../../../tests/support/live-feeds';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const { listen, settle } = useLiveFeeds(app);

const CREATE = 'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }';

describe('client subscriptions', () => {
  it('deliver a new client to admins and to its volunteer only', async () => {
    const db = app.database.db;
    const admin = await signIn(app.server, (await createPerson(db, 'Admins', 'Admin')).email);
    const me = await createPerson(db, 'Volunteers', 'Me');
    const other = await createPerson(db, 'Volunteers', 'Other');
    const mine = await listen(
      'subscription { onCreateClient { preferredName assignedVolunteerId } }',
      await signIn(app.server, me.email),
    );
    const all = await listen('subscription { onCreateClient { preferredName } }', admin);
    await settle();

    for (const [name, volunteerId] of [
      ['For other', other.id],
      ['For me', me.id],
    ] as const) {
      const result = await graphqlRequest(
        app.server,
        CREATE,
        { input: clientInput({ preferredName: name, assignedVolunteerId: volunteerId }) },
        admin,
      );
      expect(result.errors).toEqual([]);
    }
    expect(await all.next()).toEqual({ data: { onCreateClient: { preferredName: 'For other' } } });
    expect(await all.next()).toEqual({ data: { onCreateClient: { preferredName: 'For me' } } });
    // The other volunteer's client never reaches me: my first event is my own client.
    expect(await mine.next()).toEqual({
      data: { onCreateClient: { preferredName: 'For me', assignedVolunteerId: me.id } },
    });
  });
});
