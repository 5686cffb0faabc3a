import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { facility } from '../../db/schema/facility';
import { volunteer } from '../../db/schema/volunteer';
import { createPerson } from '../../../../tests/support/people';
import { facilityInput } from '../../../../tests/support/factories';
import { errorCode } from '../../../../tests/support/graphql';
import { insertClient } from '../../../../tests/support/client-factory';
import {
  expectNothingStored,
  expectUpdateRefused,
  recordApi,
  updateAuditEntry,
} from '../../../../tests/support/record-api';
import {
  itAuditsCreate,
  itDeletesKeepingTrail,
  itRefusesStaleVersion,
  itReportsNotFound,
  type RecordSubject,
} from '../../../../tests/support/record-tests';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id name address type securityLevel latitude longitude region contactPerson contactNumber email status
  operatingHours notes facilities visitationRules itemRestrictions version createdAt updatedAt`;
const facilities = recordApi('Facility', FIELDS, 'id name region status');
const { create: CREATE, delete: DELETE, list: LIST } = facilities;

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

const create = (overrides: Record<string, unknown> = {}) =>
  facilities.created(admin, facilityInput(overrides));

const subject: RecordSubject = { api: facilities, app, caller: () => admin, create };

describe('createFacility', () => {
  it('stores every field and returns the record at version 1', async () => {
    const input = facilityInput({ name: '  Riverside  ', facilities: ['Chapel', ' ', 'Library '] });
    const created = await facilities.created(admin, input);
    expect(created).toMatchObject({
      ...input,
      name: 'Riverside',
      facilities: ['Chapel', 'Library'],
      version: 1,
    });
    expect(await facilities.fetched(admin, created.id)).toEqual(created);
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
    expect(await facilities.created(admin, rest)).toMatchObject({
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
    await expectNothingStored(app.database.db, facility, 'Facility');
  });

  itAuditsCreate(subject, ['name', 'Audited Facility']);
});

describe('updateFacility', () => {
  it('changes only the fields sent, raises the version and audits before and after', async () => {
    const created = await create({ name: 'Old Name', region: 'North' });
    const result = await facilities.updated(admin, created.id, { name: 'New Name' });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateFacility).toMatchObject({
      name: 'New Name',
      region: 'North',
      version: 2,
      email: created.email,
    });

    const entry = await updateAuditEntry(app.database.db);
    expect(entry.changes).toEqual({ name: { before: 'Old Name', after: 'New Name' } });
    expect(entry.actorEmail).toBe(admin.person!.email);
  });

  it('refuses invalid changes and leaves the record as it was', async () => {
    await expectUpdateRefused(
      facilities,
      admin,
      await create(),
      { name: '   ', longitude: 200 },
      { name: 'Name is required', longitude: 'Invalid longitude' },
    );
  });

  it('does not accept an e-mail change (the e-mail is locked when editing)', async () => {
    const created = await create();
    const result = await facilities.updated(admin, created.id, { email: 'new@example.org' });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.message).toMatch(/"email"/);
    expect((await facilities.fetched(admin, created.id))!.email).toBe(created.email);
  });

  itRefusesStaleVersion(subject, 'name', ['First edit', 'Second edit']);

  itReportsNotFound(subject, { name: 'x' });
});

describe('deleteFacility', () => {
  itDeletesKeepingTrail(subject);

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
    expect(await facilities.fetched(admin, created.id)).toEqual(created);
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
    const { values, pages } = await facilities.paged(admin, 'name');
    expect(values).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(pages).toBe(3);
  });

  it('filters with eq, ne, in and contains, combined with AND', async () => {
    await create({ name: 'North Jail', region: 'North', status: 'ACTIVE' });
    await create({ name: 'North Prison', region: 'North', status: 'INACTIVE' });
    await create({ name: 'South Jail', region: 'South', status: 'ACTIVE' });
    const names = (filter: Record<string, unknown>) => facilities.listed(admin, 'name', filter);
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
