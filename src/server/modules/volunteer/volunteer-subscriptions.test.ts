/** onUpdateVolunteer over server-sent events reaches only those who may read the record. */
import { describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { createPerson, signIn } from '../../../../tests/support/people';
import { useLiveFeeds } from '../../../../tests/support/live-feeds';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const { listen, settle } = useLiveFeeds(app);

const UPDATE = 'mutation($input: UpdateVolunteerInput!) { updateVolunteer(input: $input) { id } }';

describe('volunteer subscriptions', () => {
  it("deliver a volunteer's changes to admins and to that volunteer only", async () => {
    const db = app.database.db;
    const adminPerson = await createPerson(db, 'Admins', 'Admin');
    const admin = await signIn(app.server, adminPerson.email);
    const me = await createPerson(db, 'Volunteers', 'Me');
    const other = await createPerson(db, 'Volunteers', 'Other');
    const mine = await listen(
      'subscription { onUpdateVolunteer { id contactNumber } }',
      await signIn(app.server, me.email),
    );
    const all = await listen('subscription { onUpdateVolunteer { id contactNumber } }', admin);
    await settle();

    for (const person of [other, me]) {
      const result = await graphqlRequest(
        app.server,
        UPDATE,
        { input: { id: person.id, expectedVersion: 1, contactNumber: `+1 ${person.id}` } },
        admin,
      );
      expect(result.errors).toEqual([]);
    }
    expect(await all.next()).toEqual({
      data: { onUpdateVolunteer: { id: other.id, contactNumber: `+1 ${other.id}` } },
    });
    expect(await all.next()).toEqual({
      data: { onUpdateVolunteer: { id: me.id, contactNumber: `+1 ${me.id}` } },
    });
    // The other volunteer's change never reaches me: my first event is my own.
    expect(await mine.next()).toEqual({
      data: { onUpdateVolunteer: { id: me.id, contactNumber: `+1 ${me.id}` } },
    });
  });
});
