/**
 * The access log and the audit page's list (decision 021): getClient records who opened a
 * client, lists do not; only staff read the trail; the filters (user, record type, action,
 * dates, views by someone other than the assigned volunteer) and keyset paging.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { clientInput, insertClient } from '../../../../tests/support/client-factory';
import { eq } from 'drizzle-orm';
import { callerAs, errorCode, graphqlRequest } from '../../../../tests/support/graphql';
import { signIn } from '../../../../tests/support/people';
import { user } from '../../db/schema/auth';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp({ ORG_TIMEZONE: 'UTC' });
const [admin, assigned, other] = signedInForEachTest(app, ['Admins', 'Volunteers', 'Volunteers']);

const LIST = `query($filter: AuditLogFilterInput, $limit: Int, $nextToken: String, $sortDirection: SortDirection) {
  listAuditEntries(filter: $filter, limit: $limit, nextToken: $nextToken, sortDirection: $sortDirection) {
    items { id action actorName recordType recordId recordLabel }
    nextToken
  } }`;
const HISTORY = `query($recordId: ID!) {
  recordHistory(recordType: "Client", recordId: $recordId) { items { action actorName } } }`;
const GET = 'query($id: ID!) { getClient(id: $id) { id } }';

interface Entry {
  id: string;
  action: string;
  actorName: string;
  recordType: string;
  recordId: string;
  recordLabel: string | null;
}

async function list(
  filter: Record<string, unknown>,
  limit?: number,
  nextToken?: string,
  sortDirection?: 'ASC' | 'DESC',
) {
  const result = await admin.run<{
    listAuditEntries: { items: Entry[]; nextToken: string | null };
  }>(LIST, { filter, limit, nextToken, sortDirection });
  expect(result.errors).toEqual([]);
  return result.data!.listAuditEntries;
}

describe('the access log of clients', () => {
  it('records each opening of a client by whoever may read it, and not lists or refusals', async () => {
    const client = await insertClient(app.database.db, {
      preferredName: 'Amina',
      assignedVolunteerId: assigned.person!.id,
    });
    expect(errorCode(await admin.run(GET, { id: client.id }))).toBeNull();
    expect(errorCode(await assigned.run(GET, { id: client.id }))).toBeNull();
    const refused = await other.run<{ getClient: null }>(GET, { id: client.id });
    expect(refused.data!.getClient).toBeNull();
    await admin.run('query { listClients { items { id notes } } }');

    const history = await admin.run<{ recordHistory: { items: Entry[] } }>(HISTORY, {
      recordId: client.id,
    });
    expect(history.data!.recordHistory.items).toEqual([
      { action: 'VIEW', actorName: 'Volunteers Person' },
      { action: 'VIEW', actorName: 'Admins Person' },
    ]);
  });

  it('lists views by someone other than the assigned volunteer at the time', async () => {
    const client = await insertClient(app.database.db, {
      preferredName: 'Bilal',
      assignedVolunteerId: assigned.person!.id,
    });
    await assigned.run(GET, { id: client.id });
    await admin.run(GET, { id: client.id });
    // Reassigned: the new volunteer's view is theirs to make, the earlier ones keep their verdict.
    const reassigned = await admin.run(
      'mutation($input: UpdateClientInput!) { updateClient(input: $input) { id } }',
      { input: { id: client.id, expectedVersion: 1, assignedVolunteerId: other.person!.id } },
    );
    expect(reassigned.errors).toEqual([]);
    await other.run(GET, { id: client.id });

    const { items } = await list({ clientViewsByOthers: true });
    expect(items).toEqual([
      expect.objectContaining({
        action: 'VIEW',
        actorName: 'Admins Person',
        recordId: client.id,
        recordLabel: `Bilal [${client.clientId}]`,
      }),
    ]);
  });
});

describe('who may read the trail', () => {
  it('is staff only: volunteers are refused, even for their own client', async () => {
    const client = await insertClient(app.database.db, {
      assignedVolunteerId: assigned.person!.id,
    });
    for (const [query, variables] of [
      [HISTORY, { recordId: client.id }],
      [LIST, {}],
    ] as const) {
      expect(errorCode(await assigned.run(query, variables))).toBe('FORBIDDEN');
      expect(errorCode(await other.run(query, variables))).toBe('FORBIDDEN');
      expect(errorCode(await admin.run(query, variables))).toBeNull();
      const signedOut = await callerAs(app.server, app.database.db, 'signedOut');
      expect(errorCode(await signedOut.run(query, variables))).toBe('UNAUTHENTICATED');
    }
  });
});

describe('listAuditEntries filters', () => {
  beforeEach(async () => {
    const created = await assigned.run<{ createClient: { id: string } }>(
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
      { input: clientInput({ preferredName: 'Yusuf' }) },
    );
    await admin.run(GET, { id: created.data!.createClient.id });
  });

  it('by user (name or e-mail), record type and action', async () => {
    const byEmail = await list({
      user: assigned.person!.email.split('@')[0],
      recordType: 'Client',
    });
    expect(byEmail.items.map((entry) => [entry.action, entry.recordLabel])).toEqual([
      ['CREATE', expect.stringMatching(/^Yusuf \[C-\d+\]$/)],
    ]);
    const byName = await list({ user: 'admins person', action: 'VIEW' });
    expect(byName.items.map((entry) => entry.actorName)).toEqual(['Admins Person']);
    expect((await list({ recordType: 'Facility' })).items).toEqual([]);
  });

  it('names each actor as they were named when they acted, and filters by the person chosen', async () => {
    // The volunteer is renamed (as an administrator's edit of their record would) to the
    // admin's name, then acts again from a new session.
    await app.database.db
      .update(user)
      .set({ name: 'Admins Person' })
      .where(eq(user.id, assigned.person!.id));
    const cookie = await signIn(app.server, assigned.person!.email);
    await graphqlRequest(
      app.server,
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
      { input: clientInput({ preferredName: 'Idris' }) },
      cookie,
    );
    const clients = await list({ recordType: 'Client', action: 'CREATE' });
    expect(clients.items.map((entry) => [entry.recordLabel, entry.actorName])).toEqual([
      [expect.stringMatching(/^Idris /), 'Admins Person'],
      [expect.stringMatching(/^Yusuf /), 'Volunteers Person'],
    ]);
    // Chosen by account, the volunteer's entries are theirs alone, under either name; the
    // admin's view of the client is not among them.
    const chosen = await list({ actorId: assigned.person!.id });
    const consentsGiven = [
      expect.stringMatching(/^Data-usage consent given, /),
      expect.stringMatching(/^Consent to be served given, /),
    ];
    // Their sign-ins are on their trail too (decision 089), newest first, each named by the
    // person's record (decision 095), which the account's own name does not change.
    expect(chosen.items.map((entry) => [entry.action, entry.recordLabel])).toEqual([
      ...consentsGiven.map((label) => ['CREATE', label]),
      ['CREATE', expect.stringMatching(/^Idris /)],
      ['SIGN_IN', 'Volunteers Person'],
      ...consentsGiven.map((label) => ['CREATE', label]),
      ['CREATE', expect.stringMatching(/^Yusuf /)],
      ['SIGN_IN', 'Volunteers Person'],
    ]);
    const admins = await list({ actorId: admin.person!.id });
    expect(admins.items.map((entry) => entry.action)).toEqual(['VIEW', 'SIGN_IN']);
  });

  it('offers the people to choose from, searched by name or e-mail, to staff only', async () => {
    const SEARCH =
      'query($search: String) { searchAuditActors(search: $search) { id name email } }';
    const found = await admin.run<{
      searchAuditActors: { id: string; name: string; email: string }[];
    }>(SEARCH, { search: 'volunteers person' });
    expect(found.data!.searchAuditActors.map((actor) => actor.id).sort()).toEqual(
      [assigned.person!.id, other.person!.id].sort(),
    );
    const byEmail = await admin.run<{ searchAuditActors: unknown[] }>(SEARCH, {
      search: assigned.person!.email,
    });
    expect(byEmail.data!.searchAuditActors).toEqual([
      { id: assigned.person!.id, name: 'Volunteers Person', email: assigned.person!.email },
    ]);
    const one = await admin.run<{ getAuditActor: { email: string } | null }>(
      'query($id: ID!) { getAuditActor(id: $id) { email } }',
      { id: assigned.person!.id },
    );
    expect(one.data!.getAuditActor).toEqual({ email: assigned.person!.email });
    expect(errorCode(await assigned.run(SEARCH, { search: '' }))).toBe('FORBIDDEN');
  });

  it("by date, days in the programme's time zone with both ends included", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await list({ from: today, to: today, recordType: 'Client' })).items).toHaveLength(2);
    expect((await list({ from: tomorrow })).items).toEqual([]);
  });

  it('refuses bad dates and ranges, naming the field', async () => {
    const bad = await admin.run(LIST, { filter: { from: '2026-02-30' } });
    expect(bad.errors[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: { from: 'Enter a date as YYYY-MM-DD' },
    });
    const backwards = await admin.run(LIST, { filter: { from: '2026-03-02', to: '2026-03-01' } });
    expect(backwards.errors[0]?.message).toBe('The end date must be on or after the start date');
  });

  it('pages newest first without repeats, and refuses a forged token', async () => {
    const all = await list({});
    const first = await list({}, 2);
    const second = await list({}, 2, first.nextToken!);
    expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 4));
    const forged = await admin.run(LIST, { nextToken: 'bm9wZQ' });
    expect(errorCode(forged)).toBe('VALIDATION_FAILED');
  });

  it('pages oldest first when asked, and refuses a token of the other order', async () => {
    const newestFirst = await list({});
    const first = await list({}, 2, undefined, 'ASC');
    const second = await list({}, 2, first.nextToken!, 'ASC');
    expect([...first.items, ...second.items]).toEqual(newestFirst.items.toReversed().slice(0, 4));
    const mixed = await admin.run(LIST, { limit: 2, nextToken: first.nextToken });
    expect(errorCode(mixed)).toBe('VALIDATION_FAILED');
  });
});
