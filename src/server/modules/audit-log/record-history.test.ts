/**
 * Every record type's History (decision 021): each create, update and delete through the API
 * shows in recordHistory with who, when and the changed fields before and after, and stays
 * there once the record is deleted. Secret values are never shown.
 */
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../audit/audit';
import { resetPassword } from '../../auth/account-admin';
import { adminInput } from '../../../../tests/support/admin-factory';
import { clientInput } from '../../../../tests/support/client-factory';
import { contactLogInput } from '../../../../tests/support/contact-log-factory';
import { facilityInput } from '../../../../tests/support/factories';
import { incidentInput } from '../../../../tests/support/incident-report-factory';
import { createPerson } from '../../../../tests/support/people';
import { programInput } from '../../../../tests/support/program-factory';
import { insertFacility, resourceInput } from '../../../../tests/support/resource-factory';
import { scheduleInput } from '../../../../tests/support/schedule-factory';
import { volunteerInput } from '../../../../tests/support/volunteer-factory';
import { clearVolunteerAt } from '../../../../tests/support/volunteer-factory';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();
const [superAdmin, admin] = signedInForEachTest(app, ['SuperAdmins', 'Admins']);

const HISTORY = `query($recordType: String!, $recordId: ID!) {
  recordHistory(recordType: $recordType, recordId: $recordId) {
    items { action actorName actorEmail occurredAt recordType recordLabel changes { field before after hidden } }
    nextToken
  } }`;

interface HistoryEntry {
  action: string;
  recordType: string;
  actorName: string;
  actorEmail: string | null;
  occurredAt: string;
  recordLabel: string | null;
  changes: { field: string; before: string | null; after: string | null; hidden: boolean }[];
}

async function history(recordType: string, recordId: string): Promise<HistoryEntry[]> {
  const result = await admin.run<{ recordHistory: { items: HistoryEntry[] } }>(HISTORY, {
    recordType,
    recordId,
  });
  expect(result.errors).toEqual([]);
  return result.data!.recordHistory.items;
}

type Inputs = (ids: { facilityId: string; volunteerId: string }) => Record<string, unknown>;

/** Each record type: its create input, and one field the update changes. */
const RECORD_TYPES: [string, Inputs, [string, unknown]][] = [
  ['Admin', () => adminInput(), ['region', 'South']],
  ['Volunteer', () => volunteerInput(), ['contactNumber', '+1 555 0199']],
  ['Client', () => clientInput(), ['notes', 'Moved to the east wing']],
  ['Facility', () => facilityInput(), ['region', 'South']],
  ['Resource', () => resourceInput(), ['description', 'Prayer mats and a Quran']],
  ['Program', (ids) => programInput(ids.facilityId, ids.volunteerId), ['location', 'Library']],
  [
    'Schedule',
    (ids) => scheduleInput(ids.facilityId, ids),
    ['requestReason', 'Moved to the afternoon'],
  ],
  [
    'IncidentReport',
    (ids) => incidentInput(ids.facilityId, { reporterId: ids.volunteerId }),
    ['location', 'Chapel'],
  ],
];

describe('recordHistory', () => {
  it.each(RECORD_TYPES)(
    'lists every change of a %s, newest first, also after it is deleted',
    async (type, input, [field, value]) => {
      const facility = await insertFacility(app.database.db);
      const volunteer = await createPerson(app.database.db, 'Volunteers');
      const ids = { facilityId: facility.id, volunteerId: volunteer.id };
      // A program's lead must be cleared there (product.md §3.2.1).
      await clearVolunteerAt(app.database.db, volunteer.id, facility.id);
      const before = Date.now();
      const created = await superAdmin.run<Record<string, { id: string }>>(
        `mutation($input: Create${type}Input!) { create${type}(input: $input) { id } }`,
        { input: input(ids) },
      );
      expect(created.errors).toEqual([]);
      const id = created.data![`create${type}`]!.id;
      const updated = await superAdmin.run(
        `mutation($input: Update${type}Input!) { update${type}(input: $input) { id } }`,
        { input: { id, expectedVersion: 1, [field]: value } },
      );
      expect(updated.errors).toEqual([]);
      const deleted = await superAdmin.run(
        `mutation($input: Delete${type}Input!) { delete${type}(input: $input) { id } }`,
        { input: { id } },
      );
      expect(deleted.errors).toEqual([]);
      const after = Date.now();

      // The record's own entries (a client's History also holds its consents, tested below).
      const entries = (await history(type, id)).filter((entry) => entry.recordType === type);
      expect(entries.map((entry) => entry.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
      for (const entry of entries) {
        expect(entry.actorName).toBe('SuperAdmins Person');
        expect(entry.actorEmail).toBe(superAdmin.person!.email);
        // Stamped when each change was made, here and now.
        expect(Date.parse(entry.occurredAt)).toBeGreaterThanOrEqual(before);
        expect(Date.parse(entry.occurredAt)).toBeLessThanOrEqual(after);
      }
      const change = entries[1]!.changes.find((candidate) => candidate.field === field);
      expect(change).toEqual({
        field,
        before: JSON.stringify(input(ids)[field] ?? null),
        after: JSON.stringify(value),
        hidden: false,
      });
      // Bookkeeping columns are not changes someone made.
      expect(entries[1]!.changes.map((candidate) => candidate.field)).not.toContain('version');
    },
  );

  it('names a deleted client as it was, and keeps the trail apart from other records', async () => {
    const other = await superAdmin.run<{ createClient: { id: string } }>(
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id } }',
      { input: clientInput({ preferredName: 'Yusuf' }) },
    );
    const mine = await superAdmin.run<{ createClient: { id: string; clientId: string } }>(
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id clientId } }',
      { input: clientInput({ preferredName: 'Amina' }) },
    );
    const { id, clientId } = mine.data!.createClient;
    await superAdmin.run(
      'mutation($input: DeleteClientInput!) { deleteClient(input: $input) { id } }',
      {
        input: { id },
      },
    );
    const entries = await history('Client', id);
    const consentsGiven = [
      expect.stringMatching(/^Data-usage consent given, \d{4}-\d\d-\d\d$/),
      expect.stringMatching(/^Consent to be served given, \d{4}-\d\d-\d\d$/),
    ];
    expect(entries.map((entry) => [entry.action, entry.recordLabel])).toEqual([
      ['DELETE', `Amina [${clientId}]`],
      // Its consents went with it.
      ['DELETE', expect.stringMatching(/consent.* given, /i)],
      ['DELETE', expect.stringMatching(/consent.* given, /i)],
      ...consentsGiven.map((label) => ['CREATE', label]),
      ['CREATE', `Amina [${clientId}]`],
    ]);
    expect(
      (await history('Client', other.data!.createClient.id)).map((entry) => entry.recordType),
    ).toEqual(['ClientConsent', 'ClientConsent', 'Client']);
  });

  it("lists a client's contact logs in its History, and no other client's", async () => {
    const volunteer = await createPerson(app.database.db, 'Volunteers');
    const create = (preferredName: string) =>
      superAdmin.run<{ createClient: { id: string; clientId: string } }>(
        'mutation($input: CreateClientInput!) { createClient(input: $input) { id clientId } }',
        { input: clientInput({ preferredName, assignedVolunteerId: volunteer.id }) },
      );
    const mine = (await create('Amina')).data!.createClient;
    const other = (await create('Yusuf')).data!.createClient;
    const log = async (clientId: string, kind: string) => {
      const created = await superAdmin.run<{ createContactLog: { id: string } }>(
        'mutation($input: CreateContactLogInput!) { createContactLog(input: $input) { id } }',
        { input: contactLogInput(clientId, { kind, volunteerId: volunteer.id }) },
      );
      expect(created.errors).toEqual([]);
      return created.data!.createContactLog.id;
    };
    const visit = await log(mine.id, 'VISIT');
    await log(other.id, 'CALL');
    const updated = await superAdmin.run(
      'mutation($input: UpdateContactLogInput!) { updateContactLog(input: $input) { id } }',
      { input: { id: visit, expectedVersion: 1, notes: 'Brought a prayer mat' } },
    );
    expect(updated.errors).toEqual([]);
    const deleted = await superAdmin.run(
      'mutation($input: DeleteContactLogInput!) { deleteContactLog(input: $input) { id } }',
      { input: { id: visit } },
    );
    expect(deleted.errors).toEqual([]);

    const entries = await history('Client', mine.id);
    expect(entries.map((entry) => [entry.action, entry.recordType, entry.recordLabel])).toEqual([
      ['DELETE', 'ContactLog', 'Visit, 2030-02-01'],
      ['UPDATE', 'ContactLog', 'Visit, 2030-02-01'],
      // The visit moved the client's last contact date.
      ['UPDATE', 'Client', `Amina [${mine.clientId}]`],
      ['CREATE', 'ContactLog', 'Visit, 2030-02-01'],
      ['CREATE', 'ClientConsent', expect.stringMatching(/^Data-usage consent given, /)],
      ['CREATE', 'ClientConsent', expect.stringMatching(/^Consent to be served given, /)],
      ['CREATE', 'Client', `Amina [${mine.clientId}]`],
    ]);
    expect(entries[2]!.changes.map((change) => change.field)).toEqual(['lastContactDate']);
    expect(entries[1]!.changes).toContainEqual({
      field: 'notes',
      before: JSON.stringify('Talked about release plans'),
      after: JSON.stringify('Brought a prayer mat'),
      hidden: false,
    });
    expect((await history('Client', other.id)).map((entry) => entry.recordLabel)).toEqual([
      `Yusuf [${other.clientId}]`,
      'Call, 2030-02-01',
      expect.stringMatching(/^Data-usage consent given, /),
      expect.stringMatching(/^Consent to be served given, /),
      `Yusuf [${other.clientId}]`,
    ]);
  });

  it('lists that a password changed, never the value', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    await resetPassword(app.database.db, SYSTEM_ACTOR, person.email, 'N3w-Passw0rd!');
    const [entry] = await history('Account', person.id);
    expect(entry).toMatchObject({
      action: 'UPDATE',
      actorName: 'System',
      changes: [{ field: 'password', before: null, after: null, hidden: true }],
    });
  });

  it('refuses a record type the trail does not know, naming the field', async () => {
    const result = await admin.run(HISTORY, { recordType: 'Nonsense', recordId: 'x' });
    expect(result.errors[0]).toMatchObject({
      message: 'Choose a record type from the list',
      extensions: {
        code: 'VALIDATION_FAILED',
        fieldErrors: { recordType: 'Choose a record type from the list' },
      },
    });
  });
});
