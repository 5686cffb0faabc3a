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
import { ALLOWED, NULL, expectReadOnlyTo } from '../../../../tests/support/access-matrix';
import { describeRecordAccess } from '../../../../tests/support/record-access';

const app = useTestApp();

let resourceId: string;
const ADMIN_ACTIONS = {
  delete: 'FORBIDDEN',
  approve: 'FORBIDDEN',
  deny: 'FORBIDDEN',
  fulfil: 'FORBIDDEN',
};

let owner: Caller;
let ownId: string;
let strangersId: string;

beforeEach(async () => {
  const db = app.database.db;
  const facility = await insertFacility(db);
  resourceId = (await insertResource(db, { facilityId: facility.id, quantity: 10 })).id;
  owner = await callerAs(app.server, db, 'Volunteers');
  const stranger = await createPerson(db, 'Volunteers', 'Stranger');
  ownId = (await insertResourceRequest(db, { resourceId, requesterId: owner.person!.id })).id;
  strangersId = (await insertResourceRequest(db, { resourceId, requesterId: stranger.id })).id;
});

const versionOf = describeRecordAccess({
  app,
  type: 'ResourceRequest',
  table: resourceRequest,
  input: {
    create: () => ({ resourceId, quantity: 1, notes: 'For the Friday class' }),
    update: { notes: 'changed' },
  },
  actions: {
    approve: (id) => ['mutation($id: ID!) { approveResourceRequest(id: $id) { id } }', { id }],
    deny: (id) => ['mutation($id: ID!) { denyResourceRequest(id: $id) { id } }', { id }],
    fulfil: (id) => ['mutation($id: ID!) { fulfilResourceRequest(id: $id) { id } }', { id }],
  },
  rows: (all) => ({
    volunteerOwner: { ...all(ALLOWED), ...ADMIN_ACTIONS },
    volunteerOther: { ...all(ALLOWED), get: NULL, update: 'NOT_FOUND', ...ADMIN_ACTIONS },
  }),
  named: () => ({ volunteerOwner: owner }),
  subjectId: () => ownId,
  lists: {
    title: 'admins see every request; a volunteer only their own',
    everyone: () => [ownId, strangersId],
    seen: () => [[owner, [ownId]]],
    strangerSeesNone: true,
  },
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
      await expectReadOnlyTo(owner, 'ResourceRequest', ownId, { quantity: 2 }, versionOf);
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
