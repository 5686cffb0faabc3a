/**
 * approveResourceRequest, denyResourceRequest and fulfilResourceRequest (product.md §12):
 * only from the right status; fulfilling takes the quantity out of the stock in one
 * transaction, and a request larger than the stock changes nothing.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { outboxMessage } from '../../db/schema/outbox';
import { resource } from '../../db/schema/resource';
import { resourceRequest } from '../../db/schema/resource-request';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { createPerson, type TestPerson } from '../../../../tests/support/people';
import { insertResource } from '../../../../tests/support/resource-factory';
import { insertResourceRequest } from '../../../../tests/support/resource-request-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = 'id status notes quantity fulfillmentDate fulfilledBy version';
const APPROVE = `mutation($id: ID!, $notes: String, $expectedVersion: Int) {
  approveResourceRequest(id: $id, notes: $notes, expectedVersion: $expectedVersion) { ${FIELDS} } }`;
const DENY = `mutation($id: ID!, $notes: String) { denyResourceRequest(id: $id, notes: $notes) { ${FIELDS} } }`;
const FULFIL = `mutation($id: ID!, $expectedVersion: Int) {
  fulfilResourceRequest(id: $id, expectedVersion: $expectedVersion) { ${FIELDS} } }`;

interface RequestResult {
  id: string;
  status: string;
  version: number;
  [field: string]: unknown;
}

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let requester: TestPerson;
let requesterId: string;
let resourceId: string;
let resourceTitle: string;

beforeEach(async () => {
  requester = await createPerson(app.database.db, 'Volunteers');
  requesterId = requester.id;
  const stocked = await insertResource(app.database.db, { quantity: 10, timesDistributed: 3 });
  resourceId = stocked.id;
  resourceTitle = stocked.title;
});

const newRequest = (quantity: number, status: 'PENDING' | 'APPROVED' | 'DENIED' = 'PENDING') =>
  insertResourceRequest(app.database.db, { resourceId, requesterId, quantity, status });

async function storedResource() {
  const [row] = await app.database.db.select().from(resource).where(eq(resource.id, resourceId));
  return row!;
}

async function storedRequest(id: string) {
  const [row] = await app.database.db
    .select()
    .from(resourceRequest)
    .where(eq(resourceRequest.id, id));
  return row!;
}

const auditCount = async () => (await app.database.db.select().from(auditEntry)).length;

describe('approve and deny', () => {
  it('approve takes a PENDING request to APPROVED, with notes, and audits it', async () => {
    const request = await newRequest(2);
    const before = await auditCount();
    const result = await admin.run<{ approveResourceRequest: RequestResult }>(APPROVE, {
      id: request.id,
      notes: '  Collect on Friday ',
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.approveResourceRequest).toMatchObject({
      status: 'APPROVED',
      notes: 'Collect on Friday',
      version: 2,
    });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, request.id));
    expect(entry).toMatchObject({ action: 'UPDATE', actorId: admin.person!.id });
    expect(entry!.changes.status).toEqual({ before: 'PENDING', after: 'APPROVED' });
    expect(await auditCount()).toBe(before + 1);
  });

  it('tells the requester: without an SMTP server the e-mail is kept in the outbox', async () => {
    const request = await newRequest(2);
    await admin.run(APPROVE, { id: request.id });
    const kept = await app.database.db.select().from(outboxMessage);
    expect(kept).toEqual([
      expect.objectContaining({
        recipient: requester.email,
        subject: `Your request for "${resourceTitle}" was approved`,
      }),
    ]);
    expect(kept[0]!.text).toContain('  Quantity: 2\n  Status: APPROVED\n');
  });

  it('deny takes a PENDING or APPROVED request to DENIED', async () => {
    for (const status of ['PENDING', 'APPROVED'] as const) {
      const request = await newRequest(1, status);
      const result = await admin.run<{ denyResourceRequest: RequestResult }>(DENY, {
        id: request.id,
        notes: 'Out of budget',
      });
      expect(result.data!.denyResourceRequest).toMatchObject({
        status: 'DENIED',
        notes: 'Out of budget',
      });
    }
  });

  it('refuses an action from the wrong status with a clear message and changes nothing', async () => {
    const approved = await newRequest(1, 'APPROVED');
    const denied = await newRequest(1, 'DENIED');
    const cases: [string, string, string][] = [
      [APPROVE, approved.id, 'This request is approved: only pending requests can be approved.'],
      [DENY, denied.id, 'This request is denied: only pending or approved requests can be denied.'],
      [
        FULFIL,
        denied.id,
        'This request is denied: only pending or approved requests can be fulfilled.',
      ],
    ];
    for (const [mutation, id, message] of cases) {
      const result = await admin.run(mutation, { id });
      expect(errorCode(result)).toBe('VALIDATION_FAILED');
      expect(result.errors[0]!.message).toBe(message);
      expect((await storedRequest(id)).version).toBe(1);
    }
  });

  it('reports NOT_FOUND for a missing or malformed id, and CONFLICT for a stale version', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(errorCode(await admin.run(APPROVE, { id }))).toBe('NOT_FOUND');
      expect(errorCode(await admin.run(FULFIL, { id }))).toBe('NOT_FOUND');
    }
    const request = await newRequest(1);
    const stale = await admin.run(APPROVE, { id: request.id, expectedVersion: 7 });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect((await storedRequest(request.id)).status).toBe('PENDING');
  });
});

describe('fulfil', () => {
  it('takes the quantity out of the stock and marks the request FULFILLED, in one go', async () => {
    const request = await newRequest(4, 'APPROVED');
    const before = Date.now();
    const result = await admin.run<{ fulfilResourceRequest: RequestResult }>(FULFIL, {
      id: request.id,
      expectedVersion: 1,
    });
    expect(result.errors).toEqual([]);
    const fulfilled = result.data!.fulfilResourceRequest;
    expect(fulfilled).toMatchObject({
      status: 'FULFILLED',
      fulfilledBy: admin.person!.id,
      version: 2,
    });
    expect(new Date(fulfilled.fulfillmentDate as string).getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    );
    const stocked = await storedResource();
    expect(stocked).toMatchObject({
      quantity: 6,
      timesDistributed: 7,
      updatedBy: admin.person!.id,
      version: 2,
    });
    expect(stocked.lastDistributedDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // 6 left, above no threshold: the status follows the stock.
    expect(stocked.status).toBe('AVAILABLE');

    const entries = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'UPDATE'));
    const byType = Object.fromEntries(entries.map((entry) => [entry.recordType, entry]));
    expect(Object.keys(byType).sort()).toEqual(['Resource', 'ResourceRequest']);
    expect(byType.Resource!.changes.quantity).toEqual({ before: 10, after: 6 });
    expect(byType.Resource!.changes.timesDistributed).toEqual({ before: 3, after: 7 });
    expect(byType.ResourceRequest!.changes.status).toEqual({
      before: 'APPROVED',
      after: 'FULFILLED',
    });
  });

  it('turns the resource Low Stock at its threshold and Out of Stock when none is left', async () => {
    await app.database.db
      .update(resource)
      .set({ reorderThreshold: 4 })
      .where(eq(resource.id, resourceId));
    const fulfil = async (quantity: number) => {
      const request = await newRequest(quantity, 'APPROVED');
      const result = await admin.run(FULFIL, { id: request.id, expectedVersion: 1 });
      expect(result.errors).toEqual([]);
      return (await storedResource()).status;
    };
    expect(await fulfil(6)).toBe('LOW_STOCK');
    expect(await fulfil(4)).toBe('OUT_OF_STOCK');
  });

  it('keeps a status set by hand when a fulfilment empties the stock', async () => {
    await app.database.db
      .update(resource)
      .set({ status: 'NEEDS_RENEWAL' })
      .where(eq(resource.id, resourceId));
    const request = await newRequest(10, 'APPROVED');
    expect((await admin.run(FULFIL, { id: request.id, expectedVersion: 1 })).errors).toEqual([]);
    expect(await storedResource()).toMatchObject({ quantity: 0, status: 'NEEDS_RENEWAL' });
  });

  it('fulfils a PENDING request directly, and never twice', async () => {
    const request = await newRequest(10);
    expect((await admin.run(FULFIL, { id: request.id })).errors).toEqual([]);
    expect((await storedResource()).quantity).toBe(0);
    const again = await admin.run(FULFIL, { id: request.id });
    expect(again.errors[0]!.message).toBe(
      'This request is fulfilled: only pending or approved requests can be fulfilled.',
    );
    expect((await storedResource()).quantity).toBe(0);
  });

  it("refuses a request larger than the stock with 'Only N in stock' and changes nothing", async () => {
    const request = await newRequest(11, 'APPROVED');
    const resourceBefore = await storedResource();
    const requestBefore = await storedRequest(request.id);
    const audits = await auditCount();
    const result = await admin.run(FULFIL, { id: request.id });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.message).toBe('Only 10 in stock');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({ quantity: 'Only 10 in stock' });
    expect(await storedResource()).toEqual(resourceBefore);
    expect(await storedRequest(request.id)).toEqual(requestBefore);
    expect(await auditCount()).toBe(audits);
  });

  it('applies exactly one of two fulfilments that together exceed the stock', async () => {
    const first = await newRequest(6, 'APPROVED');
    const second = await newRequest(6, 'APPROVED');
    const other = await callerAs(app.server, app.database.db, 'SuperAdmins');
    const results = await Promise.all([
      admin.run(FULFIL, { id: first.id }),
      other.run(FULFIL, { id: second.id }),
    ]);
    const codes = results.map(errorCode);
    expect(codes.filter((code) => code === null)).toHaveLength(1);
    const refused = results.find((result) => errorCode(result) !== null)!;
    expect(refused.errors[0]!.message).toBe('Only 4 in stock');
    const statuses = [
      (await storedRequest(first.id)).status,
      (await storedRequest(second.id)).status,
    ];
    expect(statuses.sort()).toEqual(['APPROVED', 'FULFILLED']);
    expect(await storedResource()).toMatchObject({ quantity: 4, timesDistributed: 9, version: 2 });
  });

  it('keeps the quantity of a fulfilled request fixed, while notes may still change', async () => {
    const request = await newRequest(2);
    await admin.run(FULFIL, { id: request.id });
    const UPDATE =
      'mutation($input: UpdateResourceRequestInput!) { updateResourceRequest(input: $input) { notes } }';
    const quantity = await admin.run(UPDATE, {
      input: { id: request.id, expectedVersion: 2, quantity: 1 },
    });
    expect(quantity.errors[0]!.extensions!.fieldErrors).toEqual({
      quantity: 'The quantity of a fulfilled request cannot be changed',
    });
    const notes = await admin.run(UPDATE, {
      input: { id: request.id, expectedVersion: 2, notes: 'Delivered by hand' },
    });
    expect(notes.data).toEqual({ updateResourceRequest: { notes: 'Delivered by hand' } });
  });
});
