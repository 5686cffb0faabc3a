/**
 * Where a client lives decides which fields apply (product.md §2.5, §5.2); client ids are generated
 * when left empty and never shared; the facility and volunteer named must exist.
 */
import { describe, expect, it } from 'vitest';
import {
  clientInput,
  incarceratedClientInput,
  insertClient,
} from '../../../../tests/support/client-factory';
import { errorCode } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id clientId incarcerated facilityId releaseDate reentryPlan currentAddress
  employmentStatus housingStatus communitySupport assignedVolunteerId version`;
const CREATE = `mutation($input: CreateClientInput!) { createClient(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateClientInput!) { updateClient(input: $input) { ${FIELDS} } }`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

interface ClientResult {
  id: string;
  clientId: string;
  [field: string]: unknown;
}

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

async function create(input: Record<string, unknown>) {
  return admin.run<{ createClient: ClientResult }>(CREATE, { input });
}

describe('where the client lives', () => {
  it('an incarcerated client keeps no community fields', async () => {
    const facilityId = (await insertFacility(app.database.db)).id;
    const result = await create(
      incarceratedClientInput(facilityId, {
        currentAddress: '1 Hidden Road',
        employmentStatus: 'STUDENT',
        housingStatus: 'STABLE',
        communitySupport: ['Masjid'],
      }),
    );
    expect(result.errors).toEqual([]);
    expect(result.data!.createClient).toMatchObject({
      incarcerated: true,
      facilityId,
      releaseDate: '2027-01-01',
      reentryPlan: true,
      currentAddress: null,
      employmentStatus: null,
      housingStatus: null,
      communitySupport: [],
    });
  });

  it('a client moving to the community loses the facility and keeps the release date and the plan (decision 069)', async () => {
    const facilityId = (await insertFacility(app.database.db)).id;
    const created = (await create(incarceratedClientInput(facilityId))).data!.createClient;
    const result = await admin.run<{ updateClient: ClientResult }>(UPDATE, {
      input: {
        id: created.id,
        expectedVersion: 1,
        incarcerated: false,
        currentAddress: '5 Oak Lane',
        employmentStatus: 'EMPLOYED_PART_TIME',
        housingStatus: 'HALFWAY_HOUSE',
      },
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateClient).toMatchObject({
      incarcerated: false,
      facilityId: null,
      releaseDate: '2027-01-01',
      reentryPlan: true,
      currentAddress: '5 Oak Lane',
    });
  });

  it('an incarcerated client needs a facility once facilities exist', async () => {
    const input = incarceratedClientInput('', { facilityId: null });
    expect((await create(input)).errors).toEqual([]);
    await insertFacility(app.database.db);
    const result = await create(input);
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      facilityId: 'Facility ID is required for incarcerated clients',
    });
  });
});

describe('references', () => {
  it.each([
    ['facilityId', 'Facility not found'],
    ['assignedVolunteerId', 'Volunteer not found'],
  ])('a %s that does not exist is refused', async (field, message) => {
    await insertFacility(app.database.db);
    const input =
      field === 'facilityId'
        ? incarceratedClientInput(MISSING_ID)
        : clientInput({ assignedVolunteerId: 'no-such-volunteer' });
    const result = await create(input);
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({ [field]: message });
  });
});

describe('client ids', () => {
  it('keeps an id typed by hand and refuses one already in use, on create and update', async () => {
    const first = (await create(clientInput({ clientId: ' MRI-7 ' }))).data!.createClient;
    expect(first.clientId).toBe('MRI-7');
    const duplicate = await create(clientInput({ clientId: 'MRI-7' }));
    expect(errorCode(duplicate)).toBe('VALIDATION_FAILED');
    expect(duplicate.errors[0]!.extensions!.fieldErrors).toEqual({
      clientId: 'This client ID is already in use',
    });
    const second = (await create(clientInput())).data!.createClient;
    const update = await admin.run(UPDATE, {
      input: { id: second.id, expectedVersion: 1, clientId: 'MRI-7' },
    });
    expect(update.errors[0]!.extensions!.fieldErrors).toEqual({
      clientId: 'This client ID is already in use',
    });
  });

  it('keeps the stored id when it is emptied on update', async () => {
    const created = (await create(clientInput())).data!.createClient;
    const result = await admin.run<{ updateClient: ClientResult }>(UPDATE, {
      input: { id: created.id, expectedVersion: 1, clientId: '' },
    });
    expect(result.data!.updateClient.clientId).toBe(created.clientId);
  });

  it('skips a generated number that was already typed by hand', async () => {
    const probe = (await create(clientInput())).data!.createClient;
    const next = Number(probe.clientId.slice(2)) + 1;
    const taken = `C-${String(next).padStart(5, '0')}`;
    await insertClient(app.database.db, { clientId: taken });
    const created = (await create(clientInput())).data!.createClient;
    expect(created.clientId).toBe(`C-${String(next + 1).padStart(5, '0')}`);
  });

  it('gives clients created at the same moment different ids', async () => {
    const results = await Promise.all([1, 2, 3].map(() => create(clientInput())));
    const ids = results.map((result) => result.data!.createClient.clientId);
    expect(new Set(ids).size).toBe(3);
  });
});
