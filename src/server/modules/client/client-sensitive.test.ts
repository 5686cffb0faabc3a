/**
 * Least data by default (decision 075): a volunteer does not see a client's conversion date or
 * special needs unless an admin shares them, in lists, single reads, mutation answers and live
 * updates alike; cannot filter on them; and their own changes keep the stored values.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { client } from '../../db/schema/client';
import { insertClient, clientInput } from '../../../../tests/support/client-factory';
import { errorCode, graphqlRequest, type Caller } from '../../../../tests/support/graphql';
import { signIn } from '../../../../tests/support/people';
import { subscribe, type Subscription } from '../../../../tests/support/sse';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [admin, volunteer] = signedInForEachTest(app, ['Admins', 'Volunteers']);
const open: Subscription[] = [];
afterAll(() => open.forEach((subscription) => subscription.close()));

const SECRET = { conversionDate: '2019-03-04', specialNeeds: 'Insulin twice a day' };
const SENSITIVE = 'conversionDate specialNeeds sensitiveShared sensitiveWithheld';

let clientId: string;

beforeEach(async () => {
  const db = app.database.db;
  clientId = (
    await insertClient(db, {
      preferredName: 'Yusuf',
      assignedVolunteerId: volunteer.person!.id,
      notes: 'Visits on Tuesdays',
      ...SECRET,
    })
  ).id;
});

const stored = async () =>
  (await app.database.db.select().from(client).where(eq(client.id, clientId)))[0]!;

async function share(shared: boolean) {
  const result = await admin.run(
    'mutation($input: UpdateClientInput!) { updateClient(input: $input) { sensitiveShared } }',
    { input: { id: clientId, expectedVersion: (await stored()).version, sensitiveShared: shared } },
  );
  expect(result.errors).toEqual([]);
}

const getClient = (caller: Caller) =>
  caller.run<{ getClient: Record<string, unknown> }>(
    `query($id: ID!) { getClient(id: $id) { notes ${SENSITIVE} } }`,
    { id: clientId },
  );

const listClients = (caller: Caller) =>
  caller.run<{ listClients: { items: Record<string, unknown>[] } }>(
    `query { listClients { items { ${SENSITIVE} } } }`,
  );

const updateAsVolunteer = async (changes: Record<string, unknown>) =>
  volunteer.run<{ updateClient: Record<string, unknown> }>(
    `mutation($input: UpdateClientInput!) { updateClient(input: $input) { notes ${SENSITIVE} } }`,
    { input: { id: clientId, expectedVersion: (await stored()).version, ...changes } },
  );

const WITHHELD = {
  conversionDate: null,
  specialNeeds: null,
  sensitiveShared: false,
  sensitiveWithheld: true,
};

describe('sensitive client fields', () => {
  it('are withheld from the volunteer in lists and reads, and shown to admins', async () => {
    expect((await getClient(volunteer)).data?.getClient).toEqual({
      notes: 'Visits on Tuesdays',
      ...WITHHELD,
    });
    expect((await listClients(volunteer)).data?.listClients.items).toEqual([WITHHELD]);
    expect((await getClient(admin)).data?.getClient).toEqual({
      notes: 'Visits on Tuesdays',
      ...SECRET,
      sensitiveShared: false,
      sensitiveWithheld: false,
    });
  });

  it('reach the volunteer once an admin shares them, and are withheld again when unshared', async () => {
    await share(true);
    expect((await getClient(volunteer)).data?.getClient).toMatchObject({
      ...SECRET,
      sensitiveWithheld: false,
    });
    await share(false);
    expect((await getClient(volunteer)).data?.getClient).toMatchObject(WITHHELD);
  });

  it('keep their stored values when the volunteer saves what they were shown', async () => {
    const saved = await updateAsVolunteer({
      notes: 'Moved to Thursdays',
      conversionDate: null,
      specialNeeds: '',
    });
    expect(saved.errors).toEqual([]);
    expect(saved.data?.updateClient).toEqual({ notes: 'Moved to Thursdays', ...WITHHELD });
    expect(await stored()).toMatchObject({ notes: 'Moved to Thursdays', ...SECRET });
  });

  it('refuse a value from the volunteer under its field, and changing the sharing', async () => {
    const typed = await updateAsVolunteer({ specialNeeds: 'Something else' });
    expect(errorCode(typed)).toBe('VALIDATION_FAILED');
    expect(typed.errors[0]?.extensions?.fieldErrors).toEqual({
      specialNeeds: "Special Needs is kept by the programme's admins; they can share it with you",
    });
    const shared = await updateAsVolunteer({ sensitiveShared: true });
    expect(shared.errors[0]?.extensions?.fieldErrors).toEqual({
      sensitiveShared: 'Only admins can share these details with the volunteer',
    });
    const created = await volunteer.run(
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
      { input: clientInput({ conversionDate: '2020-01-01' }) },
    );
    expect(created.errors[0]?.extensions?.fieldErrors).toEqual({
      conversionDate:
        "Conversion Date is kept by the programme's admins; they can share it with you",
    });
    expect(await stored()).toMatchObject({ ...SECRET, sensitiveShared: false });
  });

  it('may be changed by the volunteer once shared', async () => {
    await share(true);
    const saved = await updateAsVolunteer({ specialNeeds: 'Insulin three times a day' });
    expect(saved.errors).toEqual([]);
    expect((await stored()).specialNeeds).toBe('Insulin three times a day');
  });

  it('cannot be filtered on by a volunteer, who would learn them from what matches', async () => {
    const filtered = await volunteer.run(
      'query($filter: ModelClientFilterInput) { listClients(filter: $filter) { items { id } } countClients(filter: $filter) }',
      { filter: { conversionDate: { eq: SECRET.conversionDate } } },
    );
    expect(errorCode(filtered)).toBe('FORBIDDEN');
    expect(filtered.errors[0]?.message).toBe(
      'Conversion Date is not shared with volunteers: filter by another field',
    );
    const byAdmin = await admin.run<{ countClients: number }>(
      'query($filter: ModelClientFilterInput) { countClients(filter: $filter) }',
      { filter: { conversionDate: { eq: SECRET.conversionDate } } },
    );
    expect(byAdmin.data?.countClients).toBe(1);
  });

  it('are withheld from the volunteer in live updates', async () => {
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.server.address() as { port: number };
    const feed = await subscribe(
      `http://127.0.0.1:${port}`,
      `subscription { onUpdateClient { notes ${SENSITIVE} } }`,
      await signIn(app.server, volunteer.person!.email),
    );
    open.push(feed);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const adminCookie = await signIn(app.server, admin.person!.email);
    const result = await graphqlRequest(
      app.server,
      'mutation($input: UpdateClientInput!) { updateClient(input: $input) { id } }',
      { input: { id: clientId, expectedVersion: 1, notes: 'Seen by the chaplain' } },
      adminCookie,
    );
    expect(result.errors).toEqual([]);
    expect(await feed.next()).toEqual({
      data: { onUpdateClient: { notes: 'Seen by the chaplain', ...WITHHELD } },
    });
  });
});
