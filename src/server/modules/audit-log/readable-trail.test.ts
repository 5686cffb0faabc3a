// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * The trail names people and records as they were called when each entry was written, never by
 * ids (decision 095): a schedule by its volunteer, facility and start, a sign-in account by its
 * person, and the ids in a change by the names they had then, in History, the audit log and the
 * person's own file alike.
 * Tagged for PostgreSQL: the names-then query hands its ids over as JSON and reads jsonb back,
 * which the two drivers answer differently.
 */
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../audit/audit';
import { resetPassword } from '../../auth/account-admin';
import { incarceratedClientInput } from '../../../../tests/support/client-factory';
import { facilityInput } from '../../../../tests/support/factories';
import { createPerson } from '../../../../tests/support/people';
import { scheduleInput } from '../../../../tests/support/schedule-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp({ ORG_TIMEZONE: 'UTC' });
const [superAdmin] = signedInForEachTest(app, ['SuperAdmins']);

const LIST = `query($filter: AuditLogFilterInput) {
  listAuditEntries(filter: $filter) {
    items { action recordType recordLabel changes { field } references { id name } }
  } }`;

interface Entry {
  action: string;
  recordType: string;
  recordLabel: string | null;
  changes: { field: string }[];
  references: { id: string; name: string }[];
}

async function entries(filter: Record<string, unknown>): Promise<Entry[]> {
  const result = await superAdmin.run<{ listAuditEntries: { items: Entry[] } }>(LIST, { filter });
  expect(result.errors).toEqual([]);
  return result.data!.listAuditEntries.items;
}

async function run<T = Record<string, { id: string }>>(
  query: string,
  input: Record<string, unknown>,
) {
  const result = await superAdmin.run<T>(query, { input });
  expect(result.errors).toEqual([]);
  return result.data!;
}

const names = (entry: Entry) =>
  Object.fromEntries(entry.references.map((reference) => [reference.id, reference.name]));

describe('a readable trail', () => {
  it('names a schedule and the ids in its changes as they were called at the time', async () => {
    const { createFacility } = await run(
      'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
      facilityInput({ name: 'Valley Prison' }),
    );
    const facilityId = createFacility!.id;
    const amina = await createPerson(app.database.db, 'Volunteers', 'Amina', 'Khan');
    await clearVolunteerAt(app.database.db, amina.id, facilityId);
    const { createSchedule } = await run(
      'mutation($input: CreateScheduleInput!) { createSchedule(input: $input) { id } }',
      scheduleInput(facilityId, { volunteerId: amina.id }),
    );
    // Both renamed after the visit was booked, then the visit edited.
    await run('mutation($input: UpdateFacilityInput!) { updateFacility(input: $input) { id } }', {
      id: facilityId,
      expectedVersion: 1,
      name: 'Valley State Prison',
    });
    await run('mutation($input: UpdateVolunteerInput!) { updateVolunteer(input: $input) { id } }', {
      id: amina.id,
      expectedVersion: 1,
      lastName: 'Rahman',
      contactNumber: '+1 555 0100',
    });
    await run('mutation($input: UpdateScheduleInput!) { updateSchedule(input: $input) { id } }', {
      id: createSchedule!.id,
      expectedVersion: 1,
      notes: 'Bring the books',
    });

    const [updated, created] = await entries({
      recordType: 'Schedule',
      recordId: createSchedule!.id,
    });
    expect(updated!.recordLabel).toBe('Amina Rahman at Valley State Prison, 2030-03-01 09:00');
    expect(created!.recordLabel).toBe('Amina Khan at Valley Prison, 2030-03-01 09:00');
    // What it was created with names its people and places as they were then.
    expect(names(created!)).toEqual({
      [facilityId]: 'Valley Prison',
      [amina.id]: 'Amina Khan',
      [superAdmin.person!.id]: 'SuperAdmins Person',
    });
  });

  it("names a sign-in account's entries by its person, a sign-in included", async () => {
    const bilal = await createPerson(app.database.db, 'Volunteers', 'Bilal', 'Ahmed');
    await resetPassword(app.database.db, SYSTEM_ACTOR, bilal.email, 'N3w-Passw0rd!');
    const [reset] = await entries({ recordType: 'Account', recordId: bilal.id });
    expect(reset).toMatchObject({ action: 'UPDATE', recordLabel: 'Bilal Ahmed' });

    const signIns = await entries({ recordType: 'Account', action: 'SIGN_IN' });
    expect(signIns.map((entry) => entry.recordLabel)).toContain('SuperAdmins Person');
    expect(signIns.every((entry) => entry.recordLabel)).toBe(true);
  });

  it("names the people and places in the person's own file by name, never by id", async () => {
    const facility = await run(
      'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
      facilityInput({ name: 'Hillside Jail' }),
    );
    const { createClient } = await run(
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
      incarceratedClientInput(facility.createFacility!.id, { preferredName: 'Yusuf' }),
    );
    const file = await superAdmin.run<{ clientFile: { json: string } }>(
      'query($id: ID!) { clientFile(id: $id) { json } }',
      { id: createClient!.id },
    );
    expect(file.errors).toEqual([]);
    const { history } = JSON.parse(file.data!.clientFile.json) as {
      history: {
        action: string;
        recordLabel: string | null;
        references: { id: string; name: string }[];
      }[];
    };
    const created = history.find((entry) => entry.action === 'CREATE')!;
    expect(created.recordLabel).toMatch(/^Yusuf \[/);
    expect(created.references.map((reference) => reference.name).sort()).toEqual([
      'Hillside Jail',
      'SuperAdmins Person',
    ]);
  });
});
