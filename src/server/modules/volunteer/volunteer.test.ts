import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { volunteer } from '../../db/schema/volunteer';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { useTestApp } from '../../../../tests/support/test-app';
import { volunteerInput } from '../../../../tests/support/volunteer-factory';

const FIELDS = `id firstName lastName email contactNumber gender languages specializations availability
  credentials assignedFacility status clearanceStatus clearanceExpiration backgroundCheckDate
  backgroundCheckStatus trainingCompleted trainingCompletionDate totalVolunteerHours lastActivityDate
  dateJoined notes version createdAt updatedAt`;
const CREATE = `mutation($input: CreateVolunteerInput!) { createVolunteer(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateVolunteerInput!) { updateVolunteer(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($input: DeleteVolunteerInput!) { deleteVolunteer(input: $input) { id } }`;
const GET = `query($id: ID!) { getVolunteer(id: $id) { ${FIELDS} } }`;
const LIST = `query($filter: ModelVolunteerFilterInput, $limit: Int, $nextToken: String) {
  listVolunteers(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id firstName } nextToken } }`;

interface VolunteerResult {
  id: string;
  email: string;
  version: number;
  [field: string]: unknown;
}

const app = useTestApp();
let admin: Caller;

async function create(overrides: Record<string, unknown> = {}): Promise<VolunteerResult> {
  const result = await admin.run<{ createVolunteer: VolunteerResult }>(CREATE, {
    input: volunteerInput(overrides),
  });
  expect(result.errors).toEqual([]);
  return result.data!.createVolunteer;
}

beforeEach(async () => {
  admin = await callerAs(app.server, app.database.db, 'Admins');
});

describe('createVolunteer', () => {
  it('stores every field and returns the record at version 1', async () => {
    const facilityId = (await insertFacility(app.database.db)).id;
    const input = volunteerInput({
      assignedFacility: facilityId,
      languages: ['English', ' ', 'Urdu '],
      firstName: ' Bilal ',
    });
    const result = await admin.run<{ createVolunteer: VolunteerResult }>(CREATE, { input });
    expect(result.errors).toEqual([]);
    const created = result.data!.createVolunteer;
    expect(created).toMatchObject({
      ...input,
      firstName: 'Bilal',
      languages: ['English', 'Urdu'],
      version: 1,
    });
    const fetched = await admin.run<{ getVolunteer: VolunteerResult }>(GET, { id: created.id });
    expect(fetched.data!.getVolunteer).toEqual(created);
  });

  it('applies the defaults of product.md §9 to fields left out', async () => {
    const input = volunteerInput();
    for (const field of ['gender', 'status', 'totalVolunteerHours', 'dateJoined']) {
      delete input[field];
    }
    const result = await admin.run<{ createVolunteer: VolunteerResult }>(CREATE, { input });
    expect(result.errors).toEqual([]);
    expect(result.data!.createVolunteer).toMatchObject({
      gender: 'MALE',
      status: 'ACTIVE',
      totalVolunteerHours: 0,
      dateJoined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('refuses missing fields with the form messages, and stores nothing', async () => {
    const result = await admin.run(CREATE, {
      input: {
        firstName: '',
        lastName: ' ',
        email: '',
        contactNumber: null,
        gender: null,
        status: null,
        dateJoined: '',
      },
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      contactNumber: 'Contact number is required',
      gender: 'Gender is required',
      status: 'Status is required',
      dateJoined: 'Date joined is required',
    });
    expect(await app.database.db.select().from(volunteer)).toEqual([]);
    expect(
      await app.database.db.select().from(auditEntry).where(eq(auditEntry.recordType, 'Volunteer')),
    ).toEqual([]);
  });

  it('refuses malformed values and a facility that does not exist', async () => {
    const invalid = await admin.run(CREATE, {
      input: volunteerInput({
        email: 'nobody-at-example.org',
        totalVolunteerHours: -1,
        clearanceExpiration: '2024-13-01',
      }),
    });
    expect(invalid.errors[0]!.extensions!.fieldErrors).toEqual({
      email: 'Email is invalid',
      totalVolunteerHours: 'Volunteer hours cannot be negative',
      clearanceExpiration: 'Must be a valid date (YYYY-MM-DD)',
    });
    const missingFacility = await admin.run(CREATE, {
      input: volunteerInput({ assignedFacility: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(errorCode(missingFacility)).toBe('VALIDATION_FAILED');
    expect(missingFacility.errors[0]!.extensions!.fieldErrors).toEqual({
      assignedFacility: 'Facility not found',
    });
    // Enumerations are checked by the API's types before the form rules run.
    const unknownChoice = await admin.run(CREATE, {
      input: volunteerInput({ clearanceStatus: 'MAYBE' }),
    });
    expect(errorCode(unknownChoice)).toBe('VALIDATION_FAILED');
    expect(await app.database.db.select().from(volunteer)).toEqual([]);
  });

  it('writes an audit entry naming who created what', async () => {
    const created = await create({ firstName: 'Audited' });
    const entries = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, created.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'CREATE',
      recordType: 'Volunteer',
      actorId: admin.person!.id,
      actorEmail: admin.person!.email,
    });
    expect(entries[0]!.changes.firstName).toEqual({ before: null, after: 'Audited' });
  });
});

describe('updateVolunteer', () => {
  it('changes only the fields sent, raises the version and audits before and after', async () => {
    const created = await create({ status: 'ACTIVE', notes: 'Before' });
    const result = await admin.run<{ updateVolunteer: VolunteerResult }>(UPDATE, {
      input: { id: created.id, expectedVersion: 1, status: 'ON_LEAVE' },
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateVolunteer).toMatchObject({
      status: 'ON_LEAVE',
      notes: 'Before',
      version: 2,
    });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'UPDATE'));
    expect(entry!.changes).toEqual({ status: { before: 'ACTIVE', after: 'ON_LEAVE' } });
  });

  it('refuses invalid changes and leaves the record as it was', async () => {
    const created = await create();
    const result = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, firstName: '', totalVolunteerHours: -5 },
    });
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      firstName: 'First name is required',
      totalVolunteerHours: 'Volunteer hours cannot be negative',
    });
    const fetched = await admin.run<{ getVolunteer: VolunteerResult }>(GET, { id: created.id });
    expect(fetched.data!.getVolunteer).toEqual(created);
  });

  it('refuses a stale version with CONFLICT, overwriting nothing', async () => {
    const created = await create();
    await admin.run(UPDATE, { input: { id: created.id, expectedVersion: 1, notes: 'First' } });
    const stale = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, notes: 'Second' },
    });
    expect(errorCode(stale)).toBe('CONFLICT');
    const fetched = await admin.run<{ getVolunteer: VolunteerResult }>(GET, { id: created.id });
    expect(fetched.data!.getVolunteer).toMatchObject({ notes: 'First', version: 2 });
  });

  it('reports NOT_FOUND for a missing id', async () => {
    const id = 'no-such-volunteer';
    expect(
      errorCode(await admin.run(UPDATE, { input: { id, expectedVersion: 1, notes: 'x' } })),
    ).toBe('NOT_FOUND');
    expect((await admin.run(GET, { id })).data).toEqual({ getVolunteer: null });
    expect(errorCode(await admin.run(DELETE, { input: { id } }))).toBe('NOT_FOUND');
  });
});

describe('deleteVolunteer', () => {
  it('removes the record and keeps its audit trail', async () => {
    const created = await create();
    expect((await admin.run(DELETE, { input: { id: created.id } })).data).toEqual({
      deleteVolunteer: { id: created.id },
    });
    expect((await admin.run(GET, { id: created.id })).data).toEqual({ getVolunteer: null });
    const actions = (
      await app.database.db.select().from(auditEntry).where(eq(auditEntry.recordId, created.id))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['CREATE', 'DELETE']);
  });
});

describe('listVolunteers', () => {
  it('sorts by first name, pages with nextToken and filters', async () => {
    await create({ firstName: 'Musa', status: 'ON_LEAVE', languages: ['Somali'] });
    await create({ firstName: 'Ilyas', status: 'ACTIVE' });
    await create({ firstName: 'Khalid', status: 'ACTIVE', totalVolunteerHours: 40 });
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const result: {
        data: {
          listVolunteers: { items: { firstName: string }[]; nextToken: string | null };
        } | null;
      } = await admin.run(LIST, { limit: 2, nextToken });
      seen.push(...result.data!.listVolunteers.items.map((item) => item.firstName));
      nextToken = result.data!.listVolunteers.nextToken;
    } while (nextToken);
    expect(seen).toEqual(['Ilyas', 'Khalid', 'Musa']);

    const names = async (filter: Record<string, unknown>) =>
      (
        await admin.run<{ listVolunteers: { items: { firstName: string }[] } }>(LIST, { filter })
      ).data!.listVolunteers.items.map((item) => item.firstName);
    expect(await names({ status: { eq: 'ACTIVE' } })).toEqual(['Ilyas', 'Khalid']);
    expect(await names({ languages: { contains: 'Somali' } })).toEqual(['Musa']);
    expect(await names({ totalVolunteerHours: { ge: 20 } })).toEqual(['Khalid']);
    expect(await names({ status: { ne: 'ACTIVE' }, firstName: { eq: 'Ilyas' } })).toEqual([]);
  });
});
