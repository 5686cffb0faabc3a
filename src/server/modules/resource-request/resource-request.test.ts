/** create, get, update, delete and list resource requests (product.md §12). */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceRequest } from '../../db/schema/resource-request';
import { errorCode, type Caller } from '../../../../tests/support/graphql';
import { insertFacility, insertResource } from '../../../../tests/support/resource-factory';
import { insertResourceRequest } from '../../../../tests/support/resource-request-factory';
import {
  MISSING_IDS,
  expectCreateAudited,
  expectDeletedKeepingTrail,
  expectNotFoundAnywhere,
  recordApi,
  updateAuditEntry,
} from '../../../../tests/support/record-api';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id resourceId requesterId requesterName facilityId quantity status requestDate
  fulfillmentDate notes fulfilledBy version createdAt updatedAt`;
const requests = recordApi('ResourceRequest', FIELDS, 'id notes');

const app = useTestApp();
const [volunteer, admin] = signedInForEachTest(app, ['Volunteers', 'Admins']);
let resourceId: string;
let facilityId: string;

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
  resourceId = (await insertResource(app.database.db, { quantity: 5 })).id;
});

const input = (overrides: Record<string, unknown> = {}) => ({
  resourceId,
  facilityId,
  quantity: 2,
  notes: 'For the Friday class',
  ...overrides,
});

const create = (caller: Caller, overrides: Record<string, unknown> = {}) =>
  requests.created(caller, input(overrides));

const storedCount = async () =>
  (await app.database.db.select({ id: resourceRequest.id }).from(resourceRequest)).length;

describe('createResourceRequest', () => {
  it('records the signed-in volunteer as the requester, PENDING, dated now', async () => {
    const before = Date.now();
    const created = await create(volunteer, { notes: '  Two copies  ' });
    expect(created).toMatchObject({
      ...input(),
      notes: 'Two copies',
      requesterId: volunteer.person!.id,
      requesterName: 'Volunteers Person',
      status: 'PENDING',
      fulfillmentDate: null,
      fulfilledBy: null,
      version: 1,
    });
    expect(new Date(created.requestDate as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await requests.fetched(volunteer, created.id)).toEqual(created);
    await expectCreateAudited(app.database.db, requests, volunteer, created.id);
  });

  it('names an admin requester from their admin record, and the facility is optional', async () => {
    const created = await create(admin, { facilityId: null });
    expect(created).toMatchObject({
      requesterId: admin.person!.id,
      requesterName: 'Admins Person',
      facilityId: null,
    });
  });

  it.each([
    [{ resourceId: null }, { resourceId: 'Resource is required' }],
    [{ quantity: 0 }, { quantity: 'Quantity must be at least 1' }],
    [{ quantity: null }, { quantity: 'Quantity must be at least 1' }],
    [{ quantity: 6 }, { quantity: 'Only 5 in stock' }],
    [{ resourceId: '00000000-0000-4000-8000-000000000000' }, { resourceId: 'Resource not found' }],
    [{ resourceId: 'not-a-uuid' }, { resourceId: 'Resource not found' }],
    [{ facilityId: '00000000-0000-4000-8000-000000000000' }, { facilityId: 'Facility not found' }],
  ])('refuses %o with VALIDATION_FAILED and stores nothing', async (overrides, fieldErrors) => {
    const result = await volunteer.run(requests.create, { input: input(overrides) });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual(fieldErrors);
    expect(await storedCount()).toBe(0);
  });
});

describe('updateResourceRequest', () => {
  it('changes only the fields sent, raises the version and audits before and after', async () => {
    const created = await create(volunteer);
    const result = await requests.updated(volunteer, created.id, { quantity: 3 });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateResourceRequest).toMatchObject({
      quantity: 3,
      notes: created.notes,
      status: 'PENDING',
      version: 2,
    });
    expect((await updateAuditEntry(app.database.db)).changes).toEqual({
      quantity: { before: 2, after: 3 },
    });
  });

  it('refuses invalid changes, more than the stock, or a stale version, changing nothing', async () => {
    const created = await create(volunteer);
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: -1 }, 'VALIDATION_FAILED'],
      [{ quantity: 50 }, 'VALIDATION_FAILED'],
      [{ facilityId: 'nowhere' }, 'VALIDATION_FAILED'],
    ];
    for (const [change, code] of cases) {
      expect(errorCode(await requests.updated(volunteer, created.id, change))).toBe(code);
    }
    await requests.updated(volunteer, created.id, { notes: 'first' });
    const stale = await requests.updated(volunteer, created.id, { notes: 'second' });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(await requests.fetched(volunteer, created.id)).toMatchObject({
      quantity: 2,
      notes: 'first',
      version: 2,
    });
  });

  it('reports NOT_FOUND for a missing or malformed id', async () => {
    await expectNotFoundAnywhere(requests, admin, MISSING_IDS, { notes: 'x' });
  });
});

describe('deleteResourceRequest', () => {
  it('removes the request (admins) and keeps its audit trail', async () => {
    const created = await create(volunteer);
    await expectDeletedKeepingTrail(app.database.db, requests, admin, created.id);
  });
});

describe('listResourceRequests', () => {
  it('sorts by request date and pages with nextToken without skipping or repeating', async () => {
    const requesterId = volunteer.person!.id;
    for (const notes of ['c', 'a', 'e', 'b', 'd']) {
      const requestDate = new Date(Date.UTC(2020, 0, 1 + 'abcde'.indexOf(notes)));
      await insertResourceRequest(app.database.db, { resourceId, requesterId, notes, requestDate });
    }
    // Two made "now" by the API, one right after the other.
    await create(volunteer, { notes: 'f' });
    await create(volunteer, { notes: 'g' });
    const { values } = await requests.paged(volunteer, 'notes');
    expect(values).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('filters by status, requester and resource', async () => {
    const mine = await create(volunteer, { notes: 'mine' });
    const theirs = await create(admin, { notes: 'theirs' });
    await app.database.db
      .update(resourceRequest)
      .set({ status: 'APPROVED' })
      .where(eq(resourceRequest.id, theirs.id));
    const notes = (filter: Record<string, unknown>) => requests.listed(admin, 'notes', filter);
    expect(await notes({ status: { eq: 'PENDING' } })).toEqual(['mine']);
    expect(await notes({ requesterId: { eq: volunteer.person!.id } })).toEqual(['mine']);
    expect(await notes({ resourceId: { eq: resourceId }, status: { ne: 'PENDING' } })).toEqual([
      'theirs',
    ]);
    expect(mine.id).not.toBe(theirs.id);
  });
});
