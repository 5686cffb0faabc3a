import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { facility } from '../../db/schema/facility';
import { volunteer } from '../../db/schema/volunteer';
import { createPerson } from '../../../../tests/support/people';
import { facilityInput } from '../../../../tests/support/factories';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { insertClient } from '../../../../tests/support/client-factory';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id name address type securityLevel latitude longitude region contactPerson contactNumber email status
  operatingHours notes facilities visitationRules itemRestrictions version createdAt updatedAt`;
const CREATE = `mutation($input: CreateFacilityInput!) { createFacility(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateFacilityInput!) { updateFacility(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($input: DeleteFacilityInput!) { deleteFacility(input: $input) { id } }`;
const GET = `query($id: ID!) { getFacility(id: $id) { ${FIELDS} } }`;
const LIST = `query($filter: ModelFacilityFilterInput, $limit: Int, $nextToken: String) {
  listFacilities(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id name region status } nextToken } }`;

interface FacilityResult {
  id: string;
  name: string;
  email: string;
  version: number;
  [field: string]: unknown;
}

const app = useTestApp();
let admin: Caller;

async function create(overrides: Record<string, unknown> = {}): Promise<FacilityResult> {
  const result = await admin.run<{ createFacility: FacilityResult }>(CREATE, {
    input: facilityInput(overrides),
  });
  expect(result.errors).toEqual([]);
  return result.data!.createFacility;
}

beforeEach(async () => {
  admin = await callerAs(app.server, app.database.db, 'Admins');
});

describe('createFacility', () => {
  it('stores every field and returns the record at version 1', async () => {
    const input = facilityInput({ name: '  Riverside  ', facilities: ['Chapel', ' ', 'Library '] });
    const result = await admin.run<{ createFacility: FacilityResult }>(CREATE, { input });
    const created = result.data!.createFacility;
    expect(created).toMatchObject({
      ...input,
      name: 'Riverside',
      facilities: ['Chapel', 'Library'],
      version: 1,
    });
    const fetched = await admin.run<{ getFacility: FacilityResult }>(GET, { id: created.id });
    expect(fetched.data!.getFacility).toEqual(created);
  });

  it('applies the defaults of product.md §9 to fields left out', async () => {
    const {
      type: _type,
      securityLevel: _level,
      status: _status,
      latitude: _lat,
      longitude: _lng,
      ...rest
    } = facilityInput();
    const result = await admin.run<{ createFacility: FacilityResult }>(CREATE, { input: rest });
    expect(result.data!.createFacility).toMatchObject({
      type: 'STATE_PRISON',
      securityLevel: 'MINIMUM',
      status: 'ACTIVE',
      latitude: 0,
      longitude: 0,
    });
  });

  it('refuses invalid input with VALIDATION_FAILED and the form messages, and stores nothing', async () => {
    const result = await admin.run(CREATE, {
      input: facilityInput({
        email: 'not-an-email',
        region: '',
        operatingHours: null,
        latitude: 91,
      }),
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      email: 'Email is invalid',
      region: 'Region is required',
      operatingHours: 'Operating hours are required',
      latitude: 'Invalid latitude',
    });
    expect(await app.database.db.select().from(facility)).toEqual([]);
    expect(
      await app.database.db.select().from(auditEntry).where(eq(auditEntry.recordType, 'Facility')),
    ).toEqual([]);
  });

  it('writes an audit entry naming who created what', async () => {
    const created = await create({ name: 'Audited Facility' });
    const entries = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, created.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'CREATE',
      recordType: 'Facility',
      actorId: admin.person!.id,
      actorEmail: admin.person!.email,
    });
    expect(entries[0]!.changes.name).toEqual({ before: null, after: 'Audited Facility' });
  });
});

describe('updateFacility', () => {
  it('changes only the fields sent, raises the version and audits before and after', async () => {
    const created = await create({ name: 'Old Name', region: 'North' });
    const result = await admin.run<{ updateFacility: FacilityResult }>(UPDATE, {
      input: { id: created.id, expectedVersion: 1, name: 'New Name' },
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateFacility).toMatchObject({
      name: 'New Name',
      region: 'North',
      version: 2,
      email: created.email,
    });

    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'UPDATE'));
    expect(entry!.changes).toEqual({ name: { before: 'Old Name', after: 'New Name' } });
    expect(entry!.actorEmail).toBe(admin.person!.email);
  });

  it('refuses invalid changes and leaves the record as it was', async () => {
    const created = await create();
    const result = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, name: '   ', longitude: 200 },
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      name: 'Name is required',
      longitude: 'Invalid longitude',
    });
    const fetched = await admin.run<{ getFacility: FacilityResult }>(GET, { id: created.id });
    expect(fetched.data!.getFacility).toEqual(created);
  });

  it('does not accept an e-mail change (the e-mail is locked when editing)', async () => {
    const created = await create();
    const result = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, email: 'new@example.org' },
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.message).toMatch(/"email"/);
    const fetched = await admin.run<{ getFacility: FacilityResult }>(GET, { id: created.id });
    expect(fetched.data!.getFacility.email).toBe(created.email);
  });

  it('refuses a stale version with CONFLICT and the product.md §14 message, overwriting nothing', async () => {
    const created = await create({ name: 'Original' });
    await admin.run(UPDATE, { input: { id: created.id, expectedVersion: 1, name: 'First edit' } });
    const stale = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, name: 'Second edit' },
    });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors[0]!.message).toBe(
      'This record was changed by someone else. Reload to see the latest version.',
    );
    const fetched = await admin.run<{ getFacility: FacilityResult }>(GET, { id: created.id });
    expect(fetched.data!.getFacility).toMatchObject({ name: 'First edit', version: 2 });
  });

  it('reports NOT_FOUND for a missing or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const result = await admin.run(UPDATE, { input: { id, expectedVersion: 1, name: 'x' } });
      expect(errorCode(result)).toBe('NOT_FOUND');
    }
  });
});

describe('deleteFacility', () => {
  it('removes the record and keeps its audit trail', async () => {
    const created = await create();
    const result = await admin.run(DELETE, { input: { id: created.id } });
    expect(result.data).toEqual({ deleteFacility: { id: created.id } });
    expect((await admin.run(GET, { id: created.id })).data).toEqual({ getFacility: null });
    const actions = (
      await app.database.db.select().from(auditEntry).where(eq(auditEntry.recordId, created.id))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['CREATE', 'DELETE']);
  });

  it('refuses to delete a facility that other records still point at, and keeps it', async () => {
    const created = await create();
    const volunteerPerson = await createPerson(app.database.db, 'Volunteers');
    await app.database.db
      .update(volunteer)
      .set({ assignedFacility: created.id })
      .where(eq(volunteer.id, volunteerPerson.id));
    // Two clients held there as well: each kind is counted, from the database's own keys.
    for (let held = 0; held < 2; held += 1) {
      await insertClient(app.database.db, { incarcerated: true, facilityId: created.id });
    }
    const result = await admin.run(DELETE, { input: { id: created.id } });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.message).toBe(
      'This facility is still linked to 2 clients and 1 volunteer. Move or remove them first.',
    );
    expect(
      (await admin.run<{ getFacility: FacilityResult }>(GET, { id: created.id })).data!.getFacility,
    ).toEqual(created);
  });

  it('reports NOT_FOUND when the facility is already gone', async () => {
    const created = await create();
    await admin.run(DELETE, { input: { id: created.id } });
    expect(errorCode(await admin.run(DELETE, { input: { id: created.id } }))).toBe('NOT_FOUND');
  });
});

describe('listFacilities', () => {
  it('sorts by name and pages with nextToken without skipping or repeating', async () => {
    const names = ['Delta', 'Alpha', 'Echo', 'Charlie', 'Bravo'];
    for (const name of names) await create({ name });
    const seen: string[] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const result: {
        data: { listFacilities: { items: { name: string }[]; nextToken: string | null } } | null;
      } = await admin.run(LIST, { limit: 2, nextToken });
      seen.push(...result.data!.listFacilities.items.map((item) => item.name));
      nextToken = result.data!.listFacilities.nextToken;
      pages += 1;
    } while (nextToken);
    expect(seen).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(pages).toBe(3);
  });

  it('filters with eq, ne, in and contains, combined with AND', async () => {
    await create({ name: 'North Jail', region: 'North', status: 'ACTIVE' });
    await create({ name: 'North Prison', region: 'North', status: 'INACTIVE' });
    await create({ name: 'South Jail', region: 'South', status: 'ACTIVE' });
    const names = async (filter: Record<string, unknown>) =>
      (
        await admin.run<{ listFacilities: { items: { name: string }[] } }>(LIST, { filter })
      ).data!.listFacilities.items.map((item) => item.name);
    expect(await names({ region: { eq: 'North' } })).toEqual(['North Jail', 'North Prison']);
    expect(await names({ region: { eq: 'North' }, status: { eq: 'ACTIVE' } })).toEqual([
      'North Jail',
    ]);
    expect(await names({ status: { ne: 'ACTIVE' } })).toEqual(['North Prison']);
    expect(await names({ region: { in: ['South'] } })).toEqual(['South Jail']);
    expect(await names({ name: { contains: 'jail' } })).toEqual(['North Jail', 'South Jail']);
    expect(await names({ name: { contains: '%' } })).toEqual([]);
    expect(await names({ facilities: { contains: 'Chapel' } })).toHaveLength(3);
  });

  it('refuses a forged paging token with VALIDATION_FAILED', async () => {
    const result = await admin.run(LIST, { nextToken: 'forged' });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
  });
});
