/** Live program changes reach only those who may read the program (product.md §13). */
import { describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { createPerson, signIn } from '../../../../tests/support/people';
import { programInput } from '../../../../tests/support/program-factory';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { useLiveFeeds } from '../../../../tests/support/live-feeds';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const { listen, cookieFor, settle } = useLiveFeeds(app);

const CREATE = 'mutation($input: CreateProgramInput!) { createProgram(input: $input) { id } }';

describe('program subscriptions', () => {
  it("do not tell a volunteer about another volunteer's program elsewhere", async () => {
    const facilityId = (await insertFacility(app.database.db)).id;
    const elsewhereId = (await insertFacility(app.database.db)).id;
    const lead = await createPerson(app.database.db, 'Volunteers', 'Lead');
    const other = await createPerson(app.database.db, 'Volunteers', 'Other');
    await clearVolunteerAt(app.database.db, lead.id, facilityId);
    await clearVolunteerAt(app.database.db, other.id, elsewhereId);
    const admin = await cookieFor('Admins');
    const feed = await listen(
      'subscription { onCreateProgram { title } }',
      await signIn(app.server, lead.email),
    );
    await settle();

    const input = (facility: string, volunteerId: string, title: string) => ({
      input: programInput(facility, volunteerId, { title }),
    });
    await graphqlRequest(app.server, CREATE, input(elsewhereId, other.id, 'Not yours'), admin);
    await graphqlRequest(app.server, CREATE, input(facilityId, lead.id, 'Yours'), admin);
    expect(await feed.next()).toEqual({ data: { onCreateProgram: { title: 'Yours' } } });
  });
});
