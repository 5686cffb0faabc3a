/**
 * Who may do what with resource requests (product.md §13), through the real API with real
 * sessions: admins everything; volunteers create, read their own and update their own while
 * PENDING; a request someone may not read is NOT_FOUND (null from get).
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceRequest } from '../../db/schema/resource-request';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { insertFacility, insertResource } from '../../../../tests/support/resource-factory';
import { insertResourceRequest } from '../../../../tests/support/resource-request-factory';
import { useTestApp } from '../../../../tests/support/test-app';
import {
  ALLOWED,
  NULL,
  expectOutcome,
  listedIds,
  recordVersion,
  rowCaller,
} from '../../../../tests/support/access-matrix';

const app = useTestApp();

type Operation = 'list' | 'get' | 'create' | 'update' | 'delete' | 'approve' | 'deny' | 'fulfil';

let resourceId: string;
const OPERATIONS: Record<Operation, (id: string) => [string, Record<string, unknown>]> = {
  list: () => ['query { listResourceRequests { items { id } } }', {}],
  get: (id) => ['query($id: ID!) { getResourceRequest(id: $id) { id } }', { id }],
  create: () => [
    'mutation($input: CreateResourceRequestInput!) { createResourceRequest(input: $input) { id } }',
    { input: { resourceId, quantity: 1, notes: 'For the Friday class' } },
  ],
  update: (id) => [
    'mutation($input: UpdateResourceRequestInput!) { updateResourceRequest(input: $input) { id } }',
    { input: { id, expectedVersion: 1, notes: 'changed' } },
  ],
  delete: (id) => [
    'mutation($input: DeleteResourceRequestInput!) { deleteResourceRequest(input: $input) { id } }',
    { input: { id } },
  ],
  approve: (id) => ['mutation($id: ID!) { approveResourceRequest(id: $id) { id } }', { id }],
  deny: (id) => ['mutation($id: ID!) { denyResourceRequest(id: $id) { id } }', { id }],
  fulfil: (id) => ['mutation($id: ID!) { fulfilResourceRequest(id: $id) { id } }', { id }],
};

/** getX answers null (not found) for a record the caller may not read. */
const all = (code: string): Record<Operation, string> => ({
  list: code,
  get: code,
  create: code,
  update: code,
  delete: code,
  approve: code,
  deny: code,
  fulfil: code,
});
const ADMIN_ACTIONS = {
  delete: 'FORBIDDEN',
  approve: 'FORBIDDEN',
  deny: 'FORBIDDEN',
  fulfil: 'FORBIDDEN',
};

const EXPECTED: Record<string, Record<Operation, string>> = {
  signedOut: all('UNAUTHENTICATED'),
  noGroup: all('FORBIDDEN'),
  Clients: all('FORBIDDEN'),
  volunteerOwner: { ...all(ALLOWED), ...ADMIN_ACTIONS },
  volunteerOther: { ...all(ALLOWED), get: NULL, update: 'NOT_FOUND', ...ADMIN_ACTIONS },
  Admins: all(ALLOWED),
  SuperAdmins: all(ALLOWED),
};

const SUBJECTS = Object.keys(EXPECTED);

let owner: Caller;
let ownId: string;
let strangersId: string;

const subjectCaller = (label: string) => rowCaller(app, label, { volunteerOwner: owner });

beforeEach(async () => {
  const db = app.database.db;
  const facility = await insertFacility(db);
  resourceId = (await insertResource(db, { facilityId: facility.id, quantity: 10 })).id;
  owner = await callerAs(app.server, db, 'Volunteers');
  const stranger = await createPerson(db, 'Volunteers', 'Stranger');
  ownId = (await insertResourceRequest(db, { resourceId, requesterId: owner.person!.id })).id;
  strangersId = (await insertResourceRequest(db, { resourceId, requesterId: stranger.id })).id;
});

const versionOf = (id: string) => recordVersion(app.database.db, resourceRequest, id);

describe.each(SUBJECTS)('%s', (label) => {
  it.each(Object.keys(OPERATIONS) as Operation[])('%s', async (operation) => {
    const caller = await subjectCaller(label);
    const [query, variables] = OPERATIONS[operation](ownId);
    const result = await caller.run<Record<string, unknown>>(query, variables);
    const expected = EXPECTED[label]![operation];
    expectOutcome(result, expected);
    const wrote = expected === ALLOWED && !['list', 'get', 'create'].includes(operation);
    if (!wrote) expect(await versionOf(ownId)).toBe(1);
  });
});

describe('lists hold only what the subject may read', () => {
  const ids = (caller: Caller) => listedIds(caller, 'listResourceRequests');

  it('admins see every request; a volunteer only their own', async () => {
    for (const group of ['Admins', 'SuperAdmins'] as const) {
      const admin = await callerAs(app.server, app.database.db, group);
      expect(await ids(admin)).toEqual([ownId, strangersId].sort());
    }
    expect(await ids(owner)).toEqual([ownId]);
    expect(await ids(await callerAs(app.server, app.database.db, 'Volunteers'))).toEqual([]);
  });
});

describe('a volunteer and their own request', () => {
  const UPDATE =
    'mutation($input: UpdateResourceRequestInput!) { updateResourceRequest(input: $input) { id quantity } }';

  it.each(['APPROVED', 'DENIED', 'FULFILLED'] as const)(
    'may no longer change it once %s (FORBIDDEN), but still read it',
    async (status) => {
      await app.database.db
        .update(resourceRequest)
        .set({ status })
        .where(eq(resourceRequest.id, ownId));
      const result = await owner.run(UPDATE, {
        input: { id: ownId, expectedVersion: 1, quantity: 2 },
      });
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(await versionOf(ownId)).toBe(1);
      const read = await owner.run<{ getResourceRequest: { id: string } | null }>(
        'query($id: ID!) { getResourceRequest(id: $id) { id } }',
        { id: ownId },
      );
      expect(read.data!.getResourceRequest).toEqual({ id: ownId });
    },
  );

  it("cannot touch another volunteer's request: NOT_FOUND, nothing changes", async () => {
    const result = await owner.run(UPDATE, {
      input: { id: strangersId, expectedVersion: 1, quantity: 2 },
    });
    expect(errorCode(result)).toBe('NOT_FOUND');
    expect(await versionOf(strangersId)).toBe(1);
  });
});
