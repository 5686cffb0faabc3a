/** updateResource, deleteResource and listResources. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { facility } from '../../db/schema/facility';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import {
  incarcerationResourceInput,
  insertFacility,
  resourceInput,
} from '../../../../tests/support/resource-factory';
import { insertResourceRequest } from '../../../../tests/support/resource-request-factory';
import {
  recordApi,
  updateAuditEntry,
  type StoredRecord,
} from '../../../../tests/support/record-api';
import {
  itDeletesKeepingTrail,
  itRefusesStaleVersion,
  itReportsNotFound,
  type RecordSubject,
} from '../../../../tests/support/record-tests';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id title type category quantity status topic approvedFacilities facilityId
  timesDistributed lastDistributedDate createdBy updatedBy version`;
const resources = recordApi<StoredRecord>('Resource', FIELDS, 'title');
const { update: UPDATE, delete: DELETE } = resources;

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let facilityId: string;

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
});

const create = (input: Record<string, unknown>) => resources.created(admin, input);
const fetch = (id: string) => resources.fetched(admin, id);
const subject: RecordSubject = {
  api: resources,
  app,
  caller: () => admin,
  create: (overrides) => create(resourceInput(overrides)),
};

describe('updateResource', () => {
  it('changes only the fields sent, re-derives the category and names the new actor', async () => {
    const created = await create(incarcerationResourceInput(facilityId, { topic: 'Faith' }));
    const other = await callerAs(app.server, app.database.db, 'SuperAdmins');
    const result = await resources.updated(other, created.id, { type: 'BOOK', quantity: 3 });
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
    const entry = await updateAuditEntry(app.database.db);
    expect(entry).toMatchObject({ recordType: 'Resource', actorId: other.person!.id });
    expect(entry.changes).toMatchObject({
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

  itRefusesStaleVersion(subject, 'title', ['First', 'Second']);

  itReportsNotFound(subject, { title: 'x' });
});

describe('deleteResource', () => {
  itDeletesKeepingTrail(subject);

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
  const titles = ({ filter }: { filter: Record<string, unknown> }) =>
    resources.listed(admin, 'title', filter);

  it('sorts by title and pages with nextToken without skipping or repeating', async () => {
    for (const title of ['Delta', 'Alpha', 'Echo', 'Charlie', 'Bravo'])
      await create(resourceInput({ title }));
    const { values } = await resources.paged(admin, 'title');
    expect(values).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
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
