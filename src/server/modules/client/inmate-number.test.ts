// @module-tag postgres
// The duplicate check compares numbers in SQL (upper, trim): it runs on both databases.
import { beforeEach, describe, expect, it } from 'vitest';
import { incarceratedClientInput } from '../../../../tests/support/client-factory';
import { csvObjects } from '../../../../tests/support/csv';
import { callerAs, type Caller } from '../../../../tests/support/graphql';
import { insertFacility } from '../../../../tests/support/resource-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

// The inmate number and housing unit of a facility stay (decision 097).
const CREATE = `mutation($input: CreateClientInput!) {
  createClient(input: $input) { id clientId inmateNumber housingUnit inmateNumberSharedWith } }`;
const UPDATE = `mutation($input: UpdateClientInput!) {
  updateClient(input: $input) { id inmateNumber housingUnit } }`;
const GET = `query($id: ID!) { getClient(id: $id) { inmateNumberSharedWith } }`;
const SEARCH = `query($search: String) { listClients(search: $search) { items { clientId } } }`;
const EXPORT = `query($search: String) { exportClients(search: $search) { csv } }`;

interface Created {
  id: string;
  clientId: string;
  inmateNumber: string | null;
  housingUnit: string | null;
  inmateNumberSharedWith: string[] | null;
}

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let facilityId: string;
let otherFacilityId: string;

async function create(overrides: Record<string, unknown>, at = facilityId): Promise<Created> {
  const result = await admin.run<{ createClient: Created }>(CREATE, {
    input: incarceratedClientInput(at, overrides),
  });
  expect(result.errors).toEqual([]);
  return result.data!.createClient;
}

beforeEach(async () => {
  facilityId = (await insertFacility(app.database.db)).id;
  otherFacilityId = (await insertFacility(app.database.db)).id;
});

describe('inmate number and housing unit', () => {
  it('are stored with the stay, and cleared when the client leaves custody', async () => {
    const created = await create({ inmateNumber: ' A-4471 ', housingUnit: 'Block C, cell 12' });
    expect(created).toMatchObject({ inmateNumber: 'A-4471', housingUnit: 'Block C, cell 12' });

    const released = await admin.run<{ updateClient: Created }>(UPDATE, {
      input: {
        id: created.id,
        expectedVersion: 1,
        incarcerated: false,
        currentAddress: '12 Elm Street',
        employmentStatus: 'EMPLOYED_FULL_TIME',
        housingStatus: 'STABLE',
      },
    });
    expect(released.errors).toEqual([]);
    expect(released.data!.updateClient).toMatchObject({ inmateNumber: null, housingUnit: null });
  });

  it('finds a client by the inmate number', async () => {
    const wanted = await create({ inmateNumber: 'DOC-99812' });
    await create({ inmateNumber: 'DOC-11111' });
    const found = await admin.run<{ listClients: { items: { clientId: string }[] } }>(SEARCH, {
      search: '99812',
    });
    expect(found.data!.listClients.items.map((c) => c.clientId)).toEqual([wanted.clientId]);
  });

  it('are exported in columns of their own, as the import reads them back', async () => {
    const created = await create({ inmateNumber: 'DOC-20417', housingUnit: 'Unit 4B' });
    const exported = await admin.run<{ exportClients: { csv: string } }>(EXPORT, {
      search: 'DOC-20417',
    });
    expect(exported.errors).toEqual([]);
    const rows = csvObjects(exported.data!.exportClients.csv);
    expect(
      rows.map((row) => [row['Client ID'], row['Inmate number'], row['Housing unit']]),
    ).toEqual([[created.clientId, 'DOC-20417', 'Unit 4B']]);
  });

  it('warns staff of the same number at the same facility, ignoring case and spaces', async () => {
    const first = await create({ inmateNumber: 'a-500' });
    await create({ inmateNumber: 'A-500' }, otherFacilityId);
    const second = await create({ inmateNumber: ' A-500' });
    expect(second.inmateNumberSharedWith).toEqual([first.clientId]);
    const again = await admin.run<{ getClient: Pick<Created, 'inmateNumberSharedWith'> }>(GET, {
      id: first.id,
    });
    expect(again.data!.getClient.inmateNumberSharedWith).toEqual([second.clientId]);
    expect((await create({ inmateNumber: 'A-501' })).inmateNumberSharedWith).toEqual([]);
  });
});

describe('the same number, asked while it is typed', () => {
  const ASK = `query($facilityId: ID!, $inmateNumber: String!, $exceptId: ID) {
    clientsWithInmateNumber(facilityId: $facilityId, inmateNumber: $inmateNumber, exceptId: $exceptId) }`;
  const ask = (caller: Caller, variables: Record<string, unknown>) =>
    caller.run<{ clientsWithInmateNumber: string[] | null }>(ASK, variables);

  it('names the clients at that facility with the number, but not the one being edited', async () => {
    const first = await create({ inmateNumber: 'B-700' });
    await create({ inmateNumber: 'B-700' }, otherFacilityId);
    const typed = await ask(admin, { facilityId, inmateNumber: ' b-700 ' });
    expect(typed.data!.clientsWithInmateNumber).toEqual([first.clientId]);
    const editing = await ask(admin, { facilityId, inmateNumber: 'B-700', exceptId: first.id });
    expect(editing.data!.clientsWithInmateNumber).toEqual([]);
  });

  it('tells a volunteer nothing, and refuses an id that names no record', async () => {
    await create({ inmateNumber: 'B-701' });
    const volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
    const asked = await ask(volunteer, { facilityId, inmateNumber: 'B-701' });
    expect(asked.data?.clientsWithInmateNumber ?? null).toBeNull();
    const wrong = await ask(admin, { facilityId: 'not-an-id', inmateNumber: 'B-701' });
    expect(wrong.errors[0]!.message).toBe('Facility not found');
  });
});
