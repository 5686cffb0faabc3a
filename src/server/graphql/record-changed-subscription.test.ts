// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * onRecordChanged(recordTypes): one event stream for several record types, each change
 * delivered only to those the matching onCreateX / onUpdateX / onDeleteX would deliver it to.
 */
import { parse, subscribe as executeSubscription } from 'graphql';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { DECLARED_TYPE_NAMES } from '../../shared/record/declarations';
import { recordAudit } from '../audit/audit';
import type { Viewer } from '../auth/viewer';
import { ChangeFeed } from '../realtime/change-feed';
import { clientInput } from '../../../tests/support/client-factory';
import { facilityInput } from '../../../tests/support/factories';
import { graphqlRequest } from '../../../tests/support/graphql';
import { createPerson, signIn } from '../../../tests/support/people';
import { subscribe, type Subscription } from '../../../tests/support/sse';
import { useTestApp } from '../../../tests/support/test-app';
import { volunteerInput } from '../../../tests/support/volunteer-factory';
import type { GraphQLContext } from './context';
import { schema } from './schema';

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

async function listen(recordTypes: string, cookie?: string) {
  const subscription = await subscribe(
    baseUrl,
    `subscription { onRecordChanged(recordTypes: ${recordTypes}) { recordType action id } }`,
    cookie,
  );
  open.push(subscription);
  return subscription;
}

/** Lets the subscriptions register before the first change. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

async function run<Data>(cookie: string, query: string, variables: Record<string, unknown>) {
  const result = await graphqlRequest<Data>(app.server, query, variables, cookie);
  expect(result.errors).toEqual([]);
  return result.data!;
}

const CREATE_CLIENT = 'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }';
const UPDATE_CLIENT = 'mutation($input: UpdateClientInput!) { updateClient(input: $input) { id } }';
const DELETE_CLIENT = 'mutation($id: ID!) { deleteClient(input: { id: $id }) { id } }';
const CREATE_FACILITY =
  'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }';
const CREATE_VOLUNTEER =
  'mutation($input: CreateVolunteerInput!) { createVolunteer(input: $input) { id } }';

async function createClient(cookie: string, overrides: Record<string, unknown> = {}) {
  const data = await run<{ createClient: { id: string } }>(cookie, CREATE_CLIENT, {
    input: clientInput(overrides),
  });
  return data.createClient.id;
}

function updateClient(cookie: string, id: string, expectedVersion: number, notes: string) {
  return run(cookie, UPDATE_CLIENT, { input: { id, expectedVersion, notes } });
}

const event = (recordType: string, action: string, id: string) => ({
  data: { onRecordChanged: { recordType, action, id } },
});

describe('onRecordChanged', () => {
  it('tells staff about every change to the requested types, and nothing else', async () => {
    const db = app.database.db;
    const admin = await signIn(app.server, (await createPerson(db, 'Admins', 'Admin')).email);
    const changes = await listen('[Client, Facility]', admin);
    await settle();

    const clientId = await createClient(admin);
    expect(await changes.next()).toEqual(event('Client', 'CREATE', clientId));
    await updateClient(admin, clientId, 1, 'Called on Monday');
    expect(await changes.next()).toEqual(event('Client', 'UPDATE', clientId));

    // A volunteer change is not among the requested types: the facility is the next event.
    await run(admin, CREATE_VOLUNTEER, { input: volunteerInput() });
    const facility = await run<{ createFacility: { id: string } }>(admin, CREATE_FACILITY, {
      input: facilityInput(),
    });
    expect(await changes.next()).toEqual(event('Facility', 'CREATE', facility.createFacility.id));

    await run(admin, DELETE_CLIENT, { id: clientId });
    expect(await changes.next()).toEqual(event('Client', 'DELETE', clientId));
  });

  it("tells a volunteer about their own clients only: others' changes are skipped, not delayed", async () => {
    const db = app.database.db;
    const admin = await signIn(app.server, (await createPerson(db, 'Admins', 'Admin')).email);
    const me = await createPerson(db, 'Volunteers', 'Me');
    const other = await createPerson(db, 'Volunteers', 'Other');
    const changes = await listen('[Client]', await signIn(app.server, me.email));
    await settle();

    const hidden = await createClient(admin, { assignedVolunteerId: other.id });
    const mine = await createClient(admin, { assignedVolunteerId: me.id });
    expect(await changes.next()).toEqual(event('Client', 'CREATE', mine));

    await updateClient(admin, hidden, 1, 'Not for me');
    await updateClient(admin, mine, 1, 'For me');
    expect(await changes.next()).toEqual(event('Client', 'UPDATE', mine));

    await run(admin, DELETE_CLIENT, { id: hidden });
    await run(admin, DELETE_CLIENT, { id: mine });
    expect(await changes.next()).toEqual(event('Client', 'DELETE', mine));
  });

  it('refuses types the viewer may not list, and anyone signed out or without a group', async () => {
    const db = app.database.db;
    const volunteer = await signIn(app.server, (await createPerson(db, 'Volunteers')).email);
    const noGroup = await signIn(app.server, (await createPerson(db, null, 'Nogroup')).email);
    const code = async (recordTypes: string, cookie?: string) =>
      (await (await listen(recordTypes, cookie)).next()).errors?.[0]?.extensions?.code;

    expect(await code('[Admin]', volunteer)).toBe('FORBIDDEN');
    expect(await code('[Client, Admin]', volunteer)).toBe('FORBIDDEN');
    expect(await code('[Client]')).toBe('UNAUTHENTICATED');
    expect(await code('[Client]', noGroup)).toBe('FORBIDDEN');
    expect(await code('[]', volunteer)).toBe('VALIDATION_FAILED');
    expect(await code('[Unknown]', volunteer)).toBe('VALIDATION_FAILED');
  });

  it('offers every registered record type, and only those', () => {
    const names = schema.getType('RecordTypeName');
    const offered =
      names && 'getValues' in names ? names.getValues().map((value) => value.name) : [];
    expect(
      DECLARED_TYPE_NAMES.filter((name) => !offered.includes(name)).map(
        (name) =>
          `${name}: give it change subscriptions (declaredApi, or addCrudFields, in its <type>.graphql module)`,
      ),
    ).toEqual([]);
    expect(
      offered
        .filter((name) => !DECLARED_TYPE_NAMES.includes(name))
        .map(
          (name) =>
            `${name}: declare it with defineRecord in a *.record.ts file, then npm run schema:print`,
        ),
    ).toEqual([]);
  });

  it('tells a super admin of a change to a record of every registered type', async () => {
    const db = app.database.db;
    const superAdmin = await createPerson(db, 'SuperAdmins', 'Super');
    const cookie = await signIn(app.server, superAdmin.email);
    // A stream of its own for each type, so that a failure names the type.
    const streams = new Map<string, Subscription>();
    for (const recordType of DECLARED_TYPE_NAMES) {
      streams.set(recordType, await listen(`[${recordType}]`, cookie));
    }
    await settle();

    // A deletion as its audit entry announces it, which is how every write announces itself.
    const actor = { id: superAdmin.id, email: superAdmin.email, name: 'Super' };
    for (const [recordType, changes] of streams) {
      const recordId = crypto.randomUUID();
      await recordAudit(db, actor, { recordType, recordId, before: { id: recordId }, after: null });
      const heard = await changes.next().catch((error: Error) => error.message);
      expect(heard, recordType).toEqual(event(recordType, 'DELETE', recordId));
    }
  });

  it('stops listening as soon as the subscriber leaves, like the per-type subscriptions', async () => {
    const feed = await ChangeFeed.start(app.database);
    const viewer: Viewer = {
      userId: 'staff',
      email: 'staff@example.org',
      emailVerified: true,
      name: 'Staff',
      group: 'Admins',
    };
    const context = { db: app.database.db, viewer, changeFeed: feed } as Partial<GraphQLContext>;
    try {
      for (const query of [
        'subscription { onRecordChanged(recordTypes: [Client]) { id } }',
        'subscription { onCreateClient { id } }',
      ]) {
        const stream = (await executeSubscription({
          schema,
          document: parse(query),
          contextValue: context,
        })) as AsyncIterableIterator<unknown>;
        const waiting = stream.next();
        await settle();
        expect(feed.listenerCount).toBe(1);
        await stream.return!();
        expect(await waiting).toEqual({ done: true, value: undefined });
        expect(feed.listenerCount).toBe(0);
      }
    } finally {
      await feed.close();
    }
  });
});
