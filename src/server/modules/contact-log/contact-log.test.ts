import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { insertClient } from '../../../../tests/support/client-factory';
import { contactLogInput } from '../../../../tests/support/contact-log-factory';
import { errorCode } from '../../../../tests/support/graphql';
import { createPerson } from '../../../../tests/support/people';
import {
  MISSING_IDS,
  expectDeletedKeepingTrail,
  expectNotFoundAnywhere,
  recordApi,
} from '../../../../tests/support/record-api';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = 'id clientId volunteerId date kind notes createdBy version createdAt updatedAt';
const logs = recordApi('ContactLog', FIELDS, 'id date');
const { create: CREATE, update: UPDATE } = logs;

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);
let clientId: string;

const create = (overrides: Record<string, unknown> = {}) =>
  logs.created(admin, contactLogInput(clientId, overrides));

async function lastContactDate(): Promise<string | null> {
  const [row] = await app.database.db.select().from(client).where(eq(client.id, clientId));
  return row!.lastContactDate;
}

beforeEach(async () => {
  clientId = (await insertClient(app.database.db)).id;
});

describe('createContactLog', () => {
  it('stores every field, in the name of the admin unless a volunteer is named', async () => {
    const input = contactLogInput(clientId, { notes: '  Phone call  ', kind: 'CALL' });
    const created = await logs.created(admin, input);
    expect(created).toMatchObject({
      ...input,
      notes: 'Phone call',
      volunteerId: admin.person!.id,
      createdBy: admin.person!.id,
      version: 1,
    });
    expect(await logs.fetched(admin, created.id)).toEqual(created);

    const volunteer = await createPerson(app.database.db, 'Volunteers');
    expect((await create({ volunteerId: volunteer.id })).volunteerId).toBe(volunteer.id);
  });

  it('dates a log today when the date is left out', async () => {
    const { date: _date, ...input } = contactLogInput(clientId);
    expect((await logs.created(admin, input)).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
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
    const noClient = await admin.run(CREATE, { input: contactLogInput(MISSING_IDS[0]!) });
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
    const result = await logs.updated(admin, created.id, { kind: 'LETTER' });
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
    await logs.updated(admin, created.id, { date: '2030-03-05' });
    expect(await lastContactDate()).toBe('2030-03-05');
  });

  it('refuses invalid changes, a stale version and unknown ids', async () => {
    const created = await create();
    const invalid = await logs.updated(admin, created.id, { date: '' });
    expect(invalid.errors[0]!.extensions!.fieldErrors).toEqual({ date: 'Date is required' });
    await logs.updated(admin, created.id, { notes: 'First' });
    const stale = await logs.updated(admin, created.id, { notes: 'Second' });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(await logs.fetched(admin, created.id)).toMatchObject({ notes: 'First', version: 2 });
    await expectNotFoundAnywhere(logs, admin, MISSING_IDS, { notes: 'x' });
  });
});

describe('deleteContactLog and listContactLogs', () => {
  it('removes a log and keeps its audit trail', async () => {
    const created = await create();
    await expectDeletedKeepingTrail(app.database.db, logs, admin, created.id);
  });

  it('sorts by date, pages with nextToken and filters', async () => {
    const otherClientId = (await insertClient(app.database.db)).id;
    await create({ date: '2030-03-01', kind: 'CALL' });
    await create({ date: '2030-01-01' });
    await admin.run(CREATE, { input: contactLogInput(otherClientId, { date: '2030-02-01' }) });
    const { values } = await logs.paged(admin, 'date');
    expect(values).toEqual(['2030-01-01', '2030-02-01', '2030-03-01']);
    const dates = (filter: Record<string, unknown>) => logs.listed(admin, 'date', filter);
    expect(await dates({ clientId: { eq: clientId } })).toEqual(['2030-01-01', '2030-03-01']);
    expect(await dates({ kind: { eq: 'CALL' } })).toEqual(['2030-03-01']);
    expect(await dates({ date: { ge: '2030-02-01', le: '2030-02-28' } })).toEqual(['2030-02-01']);
  });
});
