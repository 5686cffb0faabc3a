/** onCreate/onUpdate/onDeleteAdmin over server-sent events: admins only. */
import { describe, expect, it } from 'vitest';
import { adminInput } from '../../../../tests/support/admin-factory';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { useLiveFeeds } from '../../../../tests/support/live-feeds';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const { listen, cookieFor, settle } = useLiveFeeds(app);

describe('admin subscriptions', () => {
  it('tell admins about changes; volunteers may not subscribe', async () => {
    const superAdmin = await cookieFor('SuperAdmins');
    const admin = await cookieFor('Admins');
    const created = await listen('subscription { onCreateAdmin { id firstName version } }', admin);
    const updated = await listen('subscription { onUpdateAdmin { id notes version } }', admin);
    const deleted = await listen('subscription { onDeleteAdmin { id } }', superAdmin);
    const volunteer = await listen(
      'subscription { onCreateAdmin { id } }',
      await cookieFor('Volunteers'),
    );
    expect((await volunteer.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await settle();

    const result = await graphqlRequest<{ createAdmin: { id: string } }>(
      app.server,
      'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
      { input: adminInput({ firstName: 'Live' }) },
      superAdmin,
    );
    const id = result.data!.createAdmin.id;
    expect(await created.next()).toEqual({
      data: { onCreateAdmin: { id, firstName: 'Live', version: 1 } },
    });

    await graphqlRequest(
      app.server,
      'mutation($input: UpdateAdminInput!) { updateAdmin(input: $input) { id } }',
      { input: { id, expectedVersion: 1, notes: 'Renamed' } },
      superAdmin,
    );
    expect(await updated.next()).toEqual({
      data: { onUpdateAdmin: { id, notes: 'Renamed', version: 2 } },
    });

    await graphqlRequest(
      app.server,
      'mutation($id: ID!) { deleteAdmin(input: { id: $id }) { id } }',
      { id },
      superAdmin,
    );
    expect(await deleted.next()).toEqual({ data: { onDeleteAdmin: { id } } });
  });
});
