/** onCreate/onUpdate/onDeleteFacility over server-sent events, filtered by the subscriber's rights. */
import { describe, expect, it } from 'vitest';
import { facilityInput } from '../../../../tests/support/factories';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { useLiveFeeds } from '../../../../tests/support/live-feeds';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const { listen, cookieFor, settle } = useLiveFeeds(app);

describe('facility subscriptions', () => {
  it('tell admins and volunteers about creates, updates and deletes as they commit', async () => {
    const admin = await cookieFor('Admins');
    const volunteer = await cookieFor('Volunteers');
    const created = await listen(
      'subscription { onCreateFacility { id name version } }',
      volunteer,
    );
    const updated = await listen('subscription { onUpdateFacility { id name version } }', admin);
    const deleted = await listen('subscription { onDeleteFacility { id name } }', admin);
    // Let the subscriptions register before the first change.
    await settle();

    const result = await graphqlRequest<{ createFacility: { id: string } }>(
      app.server,
      'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
      { input: facilityInput({ name: 'Live Facility' }) },
      admin,
    );
    const id = result.data!.createFacility.id;
    expect(await created.next()).toEqual({
      data: { onCreateFacility: { id, name: 'Live Facility', version: 1 } },
    });

    await graphqlRequest(
      app.server,
      'mutation($input: UpdateFacilityInput!) { updateFacility(input: $input) { id } }',
      { input: { id, expectedVersion: 1, name: 'Renamed' } },
      admin,
    );
    expect(await updated.next()).toEqual({
      data: { onUpdateFacility: { id, name: 'Renamed', version: 2 } },
    });

    await graphqlRequest(
      app.server,
      'mutation($id: ID!) { deleteFacility(input: { id: $id }) { id } }',
      { id },
      admin,
    );
    expect(await deleted.next()).toEqual({ data: { onDeleteFacility: { id, name: 'Renamed' } } });
  });

  it('announces nothing for a write that failed', async () => {
    const admin = await cookieFor('Admins');
    const created = await listen('subscription { onCreateFacility { name } }', admin);
    await settle();
    await graphqlRequest(
      app.server,
      'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
      { input: facilityInput({ name: 'Refused', email: 'bad' }) },
      admin,
    );
    await graphqlRequest(
      app.server,
      'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
      { input: facilityInput({ name: 'Accepted' }) },
      admin,
    );
    expect(await created.next()).toEqual({ data: { onCreateFacility: { name: 'Accepted' } } });
  });

  it('refuses to subscribe without a session or without the right', async () => {
    const signedOut = await listen('subscription { onCreateFacility { id } }');
    expect((await signedOut.next()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const noGroup = await listen('subscription { onCreateFacility { id } }', await cookieFor(null));
    expect((await noGroup.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
