import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { insertClient } from '../../../../tests/support/client-factory';
import { contactLogInput } from '../../../../tests/support/contact-log-factory';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = 'id clientId volunteerId date kind notes createdBy version createdAt updatedAt';
const CREATE = `mutation($input: CreateContactLogInput!) { createContactLog(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateContactLogInput!) { updateContactLog(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($input: DeleteContactLogInput!) { deleteContactLog(input: $input) { id } }`;
const GET = `query($id: ID!) { getContactLog(id: $id) { ${FIELDS} } }`;
const LIST = `query($filter: ModelContactLogFilterInput, $limit: Int, $nextToken: String) {
  listContactLogs(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id date } nextToken } }`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

interface LogResult {
  id: string;
  date: string;
  version: number;
  [field: string]: unknown;
}

const app = useTestApp();
let admin: Caller;
let clientId: string;

async function create(overrides: Record<string, unknown> = {}): Promise<LogResult> {
  const result = await admin.run<{ createContactLog: LogResult }>(CREATE, {
    input: contactLogInput(clientId, overrides),
  });
  expect(result.errors).toEqual([]);
  return result.data!.createContactLog;
}

async function lastContactDate(): Promise<string | null> {
  const [row] = await app.database.db.select().from(client).where(eq(client.id, clientId));
  return row!.lastContactDate;
}

beforeEach(async () => {
  admin = await callerAs(app.server, app.database.db, 'Admins');
  clientId = (await insertClient(app.database.db)).id;
});

describe('createContactLog', () => {
  it('stores every field, in the name of the admin unless a volunteer is named', async () => {
    const input = contactLogInput(clientId, { notes: '  Phone call  ', kind: 'CALL' });
    const result = await admin.run<{ createContactLog: LogResult }>(CREATE, { input });
    expect(result.errors).toEqual([]);
    const created = result.data!.createContactLog;
    expect(created).toMatchObject({
      ...input,
      notes: 'Phone call',
      volunteerId: admin.person!.id,
      createdBy: admin.person!.id,
      version: 1,
    });
    const fetched = await admin.run<{ getContactLog: LogResult }>(GET, { id: created.id });
    expect(fetched.data!.getContactLog).toEqual(created);

    const volunteer = await createPerson(app.database.db, 'Volunteers');
    expect((await create({ volunteerId: volunteer.id })).volunteerId).toBe(volunteer.id);
  });

  it('dates a log today when the date is left out', async () => {
    const { date: _date, ...input } = contactLogInput(clientId);
    const result = await admin.run<{ createContactLog: LogResult }>(CREATE, { input });
    expect(result.errors).toEqual([]);
    expect(result.data!.createContactLog.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses missing fields with the form messages, and stores nothing', async () => {
    const result = await admin.run(CREATE, {
      input: { clientId: '', date: ' ', kind: null, notes: 'x' },
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      clientId: 'Client is required',
      date: 'Date is required',
      kind: 'Contact type is required',
    });
    const invalid = await admin.run(CREATE, {
      input: contactLogInput(clientId, { date: '2030-02-31' }),
    });
    expect(invalid.errors[0]!.extensions!.fieldErrors).toEqual({
      date: 'Must be a valid date (YYYY-MM-DD)',
    });
    expect(await app.database.db.select().from(contactLog)).toEqual([]);
  });

  it('refuses a client or volunteer that does not exist', async () => {
    const noClient = await admin.run(CREATE, { input: contactLogInput(MISSING_ID) });
    expect(errorCode(noClient)).toBe('NOT_FOUND');
    expect(noClient.errors[0]!.message).toBe('Client not found');
    const noVolunteer = await admin.run(CREATE, {
      input: contactLogInput(clientId, { volunteerId: 'nobody' }),
    });
    expect(errorCode(noVolunteer)).toBe('VALIDATION_FAILED');
    expect(noVolunteer.errors[0]!.extensions!.fieldErrors).toEqual({
      volunteerId: 'Volunteer not found',
    });
    expect(await app.database.db.select().from(contactLog)).toEqual([]);
  });

  it("refuses a date before the client's first contact, saying what to do", async () => {
    await app.database.db
      .update(client)
      .set({ firstContactDate: '2026-03-01' })
      .where(eq(client.id, clientId));
    const message =
      "Date is before this client's first contact (Sun, Mar 1, 2026). Choose a later date, or correct First Contact Date on the client's record.";
    const refused = await admin.run(CREATE, {
      input: contactLogInput(clientId, { date: '2023-06-01' }),
    });
    expect(errorCode(refused)).toBe('VALIDATION_FAILED');
    expect(refused.errors[0]!.extensions!.fieldErrors).toEqual({ date: message });
    expect(await app.database.db.select().from(contactLog)).toEqual([]);
    // On the first contact's own day is fine; moving it earlier later is refused alike.
    const log = await create({ date: '2026-03-01' });
    const moved = await admin.run(UPDATE, {
      input: { id: log.id, expectedVersion: log.version, date: '2026-02-28' },
    });
    expect(moved.errors[0]!.extensions!.fieldErrors).toEqual({ date: message });
  });

  it("moves the client's last contact date forward, never back, with audit entries", async () => {
    const created = await create({ date: '2030-02-01' });
    expect(await lastContactDate()).toBe('2030-02-01');
    await create({ date: '2029-12-01' });
    expect(await lastContactDate()).toBe('2030-02-01');

    const entries = await app.database.db.select().from(auditEntry);
    expect(entries.filter((entry) => entry.recordType === 'ContactLog')).toHaveLength(2);
    expect(entries.find((entry) => entry.recordId === created.id)).toMatchObject({
      action: 'CREATE',
      actorId: admin.person!.id,
    });
    const clientEntries = entries.filter((entry) => entry.recordId === clientId);
    expect(clientEntries).toHaveLength(1);
    expect(clientEntries[0]).toMatchObject({ recordType: 'Client', action: 'UPDATE' });
    expect(clientEntries[0]!.changes).toEqual({
      lastContactDate: { before: null, after: '2030-02-01' },
    });
  });
});

describe('updateContactLog', () => {
  it('changes only the fields sent, raises the version and audits', async () => {
    const created = await create({ notes: 'Before', kind: 'VISIT' });
    const result = await admin.run<{ updateContactLog: LogResult }>(UPDATE, {
      input: { id: created.id, expectedVersion: 1, kind: 'LETTER' },
    });
    expect(result.data!.updateContactLog).toMatchObject({
      kind: 'LETTER',
      notes: 'Before',
      version: 2,
    });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, created.id))
      .orderBy(auditEntry.id)
      .offset(1);
    expect(entry!.changes).toEqual({ kind: { before: 'VISIT', after: 'LETTER' } });
  });

  it("a later date moves the client's last contact date too", async () => {
    const created = await create({ date: '2030-02-01' });
    await admin.run(UPDATE, { input: { id: created.id, expectedVersion: 1, date: '2030-03-05' } });
    expect(await lastContactDate()).toBe('2030-03-05');
  });

  it('refuses invalid changes, a stale version and unknown ids', async () => {
    const created = await create();
    const invalid = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, date: '' },
    });
    expect(invalid.errors[0]!.extensions!.fieldErrors).toEqual({ date: 'Date is required' });
    await admin.run(UPDATE, { input: { id: created.id, expectedVersion: 1, notes: 'First' } });
    const stale = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, notes: 'Second' },
    });
    expect(errorCode(stale)).toBe('CONFLICT');
    const fetched = await admin.run<{ getContactLog: LogResult }>(GET, { id: created.id });
    expect(fetched.data!.getContactLog).toMatchObject({ notes: 'First', version: 2 });
    for (const id of [MISSING_ID, 'not-a-uuid']) {
      const missing = await admin.run(UPDATE, { input: { id, expectedVersion: 1, notes: 'x' } });
      expect(errorCode(missing)).toBe('NOT_FOUND');
      expect((await admin.run(GET, { id })).data).toEqual({ getContactLog: null });
      expect(errorCode(await admin.run(DELETE, { input: { id } }))).toBe('NOT_FOUND');
    }
  });
});

describe('deleteContactLog and listContactLogs', () => {
  it('removes a log and keeps its audit trail', async () => {
    const created = await create();
    expect((await admin.run(DELETE, { input: { id: created.id } })).errors).toEqual([]);
    expect((await admin.run(GET, { id: created.id })).data).toEqual({ getContactLog: null });
    const actions = (
      await app.database.db.select().from(auditEntry).where(eq(auditEntry.recordId, created.id))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['CREATE', 'DELETE']);
  });

  it('sorts by date, pages with nextToken and filters', async () => {
    const otherClientId = (await insertClient(app.database.db)).id;
    await create({ date: '2030-03-01', kind: 'CALL' });
    await create({ date: '2030-01-01' });
    await admin.run(CREATE, { input: contactLogInput(otherClientId, { date: '2030-02-01' }) });
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const result = (await admin.run(LIST, { limit: 2, nextToken })) as {
        data: { listContactLogs: { items: { date: string }[]; nextToken: string | null } };
      };
      seen.push(...result.data.listContactLogs.items.map((item) => item.date));
      nextToken = result.data.listContactLogs.nextToken;
    } while (nextToken);
    expect(seen).toEqual(['2030-01-01', '2030-02-01', '2030-03-01']);
    const dates = async (filter: Record<string, unknown>) =>
      (
        await admin.run<{ listContactLogs: { items: { date: string }[] } }>(LIST, { filter })
      ).data!.listContactLogs.items.map((item) => item.date);
    expect(await dates({ clientId: { eq: clientId } })).toEqual(['2030-01-01', '2030-03-01']);
    expect(await dates({ kind: { eq: 'CALL' } })).toEqual(['2030-03-01']);
    expect(await dates({ date: { ge: '2030-02-01', le: '2030-02-28' } })).toEqual(['2030-02-01']);
  });
});
