/** onCreateContactLog over server-sent events reaches only those who may read the log. */
import { describe, expect, it } from 'vitest';
import { insertClient } from '../../../../tests/support/client-factory';
import { contactLogInput } from '../../../../tests/support/contact-log-factory';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { createPerson, signIn } from '../../../../tests/support/people';
import { useLiveFeeds } from '../../../../tests/support/live-feeds';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const { listen, settle } = useLiveFeeds(app);

const CREATE =
  'mutation($input: CreateContactLogInput!) { createContactLog(input: $input) { id } }';

describe('contact log subscriptions', () => {
  it('deliver a new log to admins and to its volunteer only', async () => {
    const db = app.database.db;
    const admin = await signIn(app.server, (await createPerson(db, 'Admins', 'Admin')).email);
    const me = await createPerson(db, 'Volunteers', 'Me');
    const other = await createPerson(db, 'Volunteers', 'Other');
    const clientId = (await insertClient(db)).id;
    const mine = await listen(
      'subscription { onCreateContactLog { notes volunteerId } }',
      await signIn(app.server, me.email),
    );
    const all = await listen('subscription { onCreateContactLog { notes } }', admin);
    await settle();

    for (const [notes, volunteerId] of [
      ['By other', other.id],
      ['By me', me.id],
    ] as const) {
      const input = contactLogInput(clientId, { notes, volunteerId });
      const result = await graphqlRequest(app.server, CREATE, { input }, admin);
      expect(result.errors).toEqual([]);
    }
    expect(await all.next()).toEqual({ data: { onCreateContactLog: { notes: 'By other' } } });
    expect(await all.next()).toEqual({ data: { onCreateContactLog: { notes: 'By me' } } });
    // The other volunteer's log never reaches me: my first event is my own log.
    expect(await mine.next()).toEqual({
      data: { onCreateContactLog: { notes: 'By me', volunteerId: me.id } },
    });
  });
});
