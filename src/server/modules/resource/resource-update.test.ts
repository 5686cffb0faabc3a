/** updateResource, deleteResource and listResources. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { facility } from '../../db/schema/facility';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import {
  incarcerationResourceInput,
  insertFacility,
  resourceInput,
} from '../../../../tests/support/resource-factory';
import { insertResourceRequest } from '../../../../tests/support/resource-request-factory';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id title type category quantity status topic approvedFacilities facilityId
  timesDistributed lastDistributedDate createdBy updatedBy version`;
const CREATE = `mutation($input: CreateResourceInput!) { createResource(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateResourceInput!) { updateResource(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($input: DeleteResourceInput!) { deleteResource(input: $input) { id } }`;
const GET = `query($id: ID!) { getResource(id: $id) { ${FIELDS} } }`;
const LIST = `query($filter: ModelResourceFilterInput, $limit: Int, $nextToken: String) {
  listResources(filter: $filter, limit: $limit, nextToken: $nextToken) { items { title } nextToken } }`;

interface ResourceResult {
  id: string;
  title: string;
  version: number;
  [field: string]: unknown;
}

const app = useTestApp();
let admin: Caller;
let facilityId: string;

beforeEach(async () => {
  admin = await callerAs(app.server, app.database.db, 'Admins');
  facilityId = (await insertFacility(app.database.db)).id;
});

async function create(input: Record<string, unknown>): Promise<ResourceResult> {
  const result = await admin.run<{ createResource: ResourceResult }>(CREATE, { input });
  expect(result.errors).toEqual([]);
  return result.data!.createResource;
}

async function fetch(id: string) {
  return (await admin.run<{ getResource: ResourceResult | null }>(GET, { id })).data!.getResource;
}

describe('updateResource', () => {
  it('changes only the fields sent, re-derives the category and names the new actor', async () => {
    const created = await create(incarcerationResourceInput(facilityId, { topic: 'Faith' }));
    const other = await callerAs(app.server, app.database.db, 'SuperAdmins');
    const result = await other.run<{ updateResource: ResourceResult }>(UPDATE, {
      input: { id: created.id, expectedVersion: 1, type: 'BOOK', quantity: 3 },
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateResource).toMatchObject({
      type: 'BOOK',
      category: 'INCARCERATION_EDUCATIONAL',
      quantity: 3,
      topic: 'Faith',
      timesDistributed: created.timesDistributed,
      lastDistributedDate: created.lastDistributedDate,
      createdBy: admin.person!.id,
      updatedBy: other.person!.id,
      version: 2,
    });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'UPDATE'));
    expect(entry).toMatchObject({ recordType: 'Resource', actorId: other.person!.id });
    expect(entry!.changes).toMatchObject({
      type: { before: 'QURAN', after: 'BOOK' },
      category: { before: 'INCARCERATION_RELIGIOUS', after: 'INCARCERATION_EDUCATIONAL' },
      quantity: { before: 10, after: 3 },
    });
  });

  it('does not take times distributed or the last distributed date (read-only when editing)', async () => {
    const created = await create(resourceInput());
    const result = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, timesDistributed: 99 },
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(await fetch(created.id)).toEqual(created);
  });

  it('refuses invalid changes and leaves the record as it was', async () => {
    const created = await create(incarcerationResourceInput(facilityId));
    const result = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, title: ' ', approvedFacilities: [] },
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      title: 'Title is required',
      approvedFacilities: 'Select at least one approved facility',
    });
    const service = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, type: 'HEALTHCARE' },
    });
    expect(service.errors[0]!.extensions!.fieldErrors).toEqual({
      providerName: 'Provider name is required for service resources',
      contactInfo: 'Contact information is required for service resources',
    });
    expect(await fetch(created.id)).toEqual(created);
  });

  it('keeps an approved facility that was deleted since, but refuses a new unknown one', async () => {
    const gone = await insertFacility(app.database.db);
    const created = await create(
      incarcerationResourceInput(facilityId, { approvedFacilities: [facilityId, gone.id] }),
    );
    await app.database.db.delete(facility).where(eq(facility.id, gone.id));
    const kept = await admin.run(UPDATE, {
      input: {
        id: created.id,
        expectedVersion: 1,
        title: 'Renamed',
        approvedFacilities: [facilityId, gone.id],
      },
    });
    expect(kept.errors).toEqual([]);
    const refused = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 2, approvedFacilities: [crypto.randomUUID()] },
    });
    expect(refused.errors[0]!.extensions!.fieldErrors).toEqual({
      approvedFacilities: 'An approved facility was not found',
    });
  });

  it('refuses a stale version with CONFLICT, overwriting nothing', async () => {
    const created = await create(resourceInput({ title: 'Original' }));
    await admin.run(UPDATE, { input: { id: created.id, expectedVersion: 1, title: 'First' } });
    const stale = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, title: 'Second' },
    });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors[0]!.message).toBe(
      'This record was changed by someone else. Reload to see the latest version.',
    );
    expect(await fetch(created.id)).toMatchObject({ title: 'First', version: 2 });
  });

  it('reports NOT_FOUND for a missing or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const result = await admin.run(UPDATE, { input: { id, expectedVersion: 1, title: 'x' } });
      expect(errorCode(result)).toBe('NOT_FOUND');
    }
  });
});

describe('deleteResource', () => {
  it('removes the record and keeps its audit trail', async () => {
    const created = await create(resourceInput());
    const result = await admin.run(DELETE, { input: { id: created.id } });
    expect(result.data).toEqual({ deleteResource: { id: created.id } });
    expect(await fetch(created.id)).toBeNull();
    const actions = (
      await app.database.db.select().from(auditEntry).where(eq(auditEntry.recordId, created.id))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['CREATE', 'DELETE']);
    expect(errorCode(await admin.run(DELETE, { input: { id: created.id } }))).toBe('NOT_FOUND');
  });

  it('refuses to delete a resource that still has requests, and keeps it', async () => {
    const created = await create(resourceInput());
    const volunteer = await createPerson(app.database.db, 'Volunteers');
    await insertResourceRequest(app.database.db, {
      resourceId: created.id,
      requesterId: volunteer.id,
    });
    const result = await admin.run(DELETE, { input: { id: created.id } });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.message).toBe(
      'This resource is still linked to 1 resource request. Remove its requests first, or mark it DISCONTINUED.',
    );
    expect(await fetch(created.id)).toEqual(created);
  });
});

describe('listResources', () => {
  const titles = async (variables: Record<string, unknown>) =>
    (
      await admin.run<{ listResources: { items: { title: string }[] } }>(LIST, variables)
    ).data!.listResources.items.map((item) => item.title);

  it('sorts by title and pages with nextToken without skipping or repeating', async () => {
    for (const title of ['Delta', 'Alpha', 'Echo', 'Charlie', 'Bravo'])
      await create(resourceInput({ title }));
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const result: {
        data: { listResources: { items: { title: string }[]; nextToken: string | null } } | null;
      } = await admin.run(LIST, { limit: 2, nextToken });
      seen.push(...result.data!.listResources.items.map((item) => item.title));
      nextToken = result.data!.listResources.nextToken;
    } while (nextToken);
    expect(seen).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
  });

  it('filters by category, status, quantity, facility lists and text, combined with AND', async () => {
    await create(incarcerationResourceInput(facilityId, { title: 'Quran', quantity: 2 }));
    await create(resourceInput({ title: 'Housing', quantity: 20, status: 'DISCONTINUED' }));
    await create(resourceInput({ title: 'Legal aid', type: 'LEGAL_ASSISTANCE', quantity: 5 }));
    expect(await titles({ filter: { category: { eq: 'INCARCERATION_RELIGIOUS' } } })).toEqual([
      'Quran',
    ]);
    // Quran: 2 in stock at a threshold of 2 is Low Stock; Housing was discontinued by hand.
    expect(await titles({ filter: { status: { ne: 'AVAILABLE' } } })).toEqual(['Housing', 'Quran']);
    expect(await titles({ filter: { quantity: { le: 5 } } })).toEqual(['Legal aid', 'Quran']);
    expect(await titles({ filter: { approvedFacilities: { contains: facilityId } } })).toEqual([
      'Quran',
    ]);
    expect(
      await titles({ filter: { title: { contains: 'I' }, quantity: { between: [3, 30] } } }),
    ).toEqual(['Housing', 'Legal aid']);
  });
});
