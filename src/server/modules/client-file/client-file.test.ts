/**
 * A person's own file through the real API (product.md §3.3.5), on PGlite and on PostgreSQL with
 * TEST_DATABASE_URL: it holds every item seeded for the client (record, consents, contact log,
 * reentry plan, check-in, papers, programs attended, history, access log) and nothing of another client's;
 * taking it is audited on the client; only admins may take it.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../shared/domain/common/calendar';
import { auditEntry } from '../../db/schema/audit';
import { client } from '../../db/schema/client';
import { clientInput } from '../../../../tests/support/client-factory';
import { contactLogInput } from '../../../../tests/support/contact-log-factory';
import { errorCode } from '../../../../tests/support/graphql';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { besideRows, type ClientFile } from '../../../shared/domain/client/client-file';
import { TYPES_KEPT_BESIDE_A_CLIENT } from '../../../shared/record/declarations';

const app = useTestApp();
const [admin, volunteer] = signedInForEachTest(app, ['Admins', 'Volunteers']);

const FILE = 'query($id: ID!) { clientFile(id: $id) { fileName json } }';
const today = todayIn('UTC');

/** A client with one of everything, each carrying `mark` in its text; returns their ids. */
async function seedClient(mark: string) {
  const run = async <Data>(query: string, variables: Record<string, unknown>) => {
    const result = await admin.run<Data>(query, variables);
    expect(result.errors).toEqual([]);
    return result.data!;
  };
  const { createClient } = await run<{ createClient: { id: string; clientId: string } }>(
    'mutation($i: CreateClientInput!) { createClient(input: $i) { id clientId } }',
    {
      i: clientInput({
        preferredName: `${mark} name`,
        releaseDate: addDays(today, -40),
        programsAttended: [`${mark} Jumah`],
        assignedVolunteerId: volunteer.person!.id,
      }),
    },
  );
  const clientId = createClient.id;
  const { createContactLog } = await run<{ createContactLog: { id: string } }>(
    'mutation($i: CreateContactLogInput!) { createContactLog(input: $i) { id } }',
    { i: contactLogInput(clientId, { notes: `${mark} visit notes`, date: today }) },
  );
  const { createReentryStep } = await run<{ createReentryStep: { id: string } }>(
    'mutation($i: CreateReentryStepInput!) { createReentryStep(input: $i) { id } }',
    { i: { clientId, title: `${mark} housing`, offsetDays: 10 } },
  );
  const { createReentryCheckIn } = await run<{ createReentryCheckIn: { id: string } }>(
    'mutation($i: CreateReentryCheckInInput!) { createReentryCheckIn(input: $i) { id } }',
    { i: { clientId, checkpoint: 'DAY_30', heldOn: today, notes: `${mark} check-in notes` } },
  );
  const { createReentryDocument } = await run<{ createReentryDocument: { id: string } }>(
    'mutation($i: CreateReentryDocumentInput!) { createReentryDocument(input: $i) { id } }',
    { i: { clientId, document: 'BIRTH_CERTIFICATE', notes: `${mark} papers notes` } },
  );
  const { createClientConsent } = await run<{ createClientConsent: { id: string } }>(
    'mutation($i: CreateClientConsentInput!) { createClientConsent(input: $i) { id } }',
    {
      i: {
        clientId,
        kind: 'DATA_USAGE',
        decision: 'WITHDRAWN',
        decidedOn: today,
        method: 'LETTER',
        notes: `${mark} consent letter`,
      },
    },
  );
  const [stored] = await app.database.db.select().from(client).where(eq(client.id, clientId));
  await run('mutation($i: UpdateClientInput!) { updateClient(input: $i) { id } }', {
    i: { id: clientId, expectedVersion: stored!.version, notes: `${mark} client notes` },
  });
  // Opened by the volunteer: the access log names them.
  expect(
    (await volunteer.run('query($id: ID!) { getClient(id: $id) { id } }', { id: clientId })).errors,
  ).toEqual([]);
  return {
    id: clientId,
    clientNumber: createClient.clientId,
    contactLog: createContactLog.id,
    step: createReentryStep.id,
    checkIn: createReentryCheckIn.id,
    paper: createReentryDocument.id,
    consent: createClientConsent.id,
  };
}

describe("a person's own file", () => {
  it('holds everything about them and nothing of anyone else, and its taking is audited', async () => {
    const amina = await seedClient('Amina');
    const other = await seedClient('Bilal');

    const result = await admin.run<{ clientFile: { fileName: string; json: string } }>(FILE, {
      id: amina.id,
    });
    expect(result.errors).toEqual([]);
    const { fileName, json } = result.data!.clientFile;
    expect(fileName).toBe(`client-file-${amina.clientNumber}-${today}.json`);
    const file = JSON.parse(json) as ClientFile;

    expect(file).toMatchObject({
      format: 'outreach-dashboard-client-file',
      version: 1,
      client: {
        id: amina.id,
        preferredName: 'Amina name',
        notes: 'Amina client notes',
        assignedVolunteerId: volunteer.person!.id,
        assignedVolunteerName: 'Volunteers Person',
      },
      programsAttended: ['Amina Jumah'],
    });
    const ids = (items: Record<string, unknown>[]) => items.map((item) => item.id);
    expect(ids(besideRows(file, 'contactLog'))).toEqual([amina.contactLog]);
    expect(ids(besideRows(file, 'reentryPlan'))).toEqual([amina.step]);
    expect(ids(besideRows(file, 'checkIns'))).toEqual([amina.checkIn]);
    expect(ids(besideRows(file, 'papers'))).toEqual([amina.paper]);
    // The two consents given on the form, then the withdrawal.
    expect(ids(besideRows(file, 'consents'))).toHaveLength(3);
    expect(ids(besideRows(file, 'consents'))).toContain(amina.consent);
    const history = file.history;
    for (const [recordType, recordId] of [
      ['Client', amina.id],
      ['ContactLog', amina.contactLog],
      ['ReentryStep', amina.step],
      ['ReentryCheckIn', amina.checkIn],
      ['ReentryDocument', amina.paper],
      ['ClientConsent', amina.consent],
    ])
      expect(history, recordType).toContainEqual(expect.objectContaining({ recordType, recordId }));
    expect(file.accessLog).toEqual([
      expect.objectContaining({
        action: 'Opened the file',
        by: expect.stringContaining(volunteer.person!.email),
      }),
    ]);
    // Nothing of the other client: none of their ids, none of their words.
    for (const value of [...Object.values(other), 'Bilal']) expect(json).not.toContain(value);

    const [audited] = await app.database.db
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.recordId, amina.id), eq(auditEntry.action, 'EXPORT')));
    expect(audited).toMatchObject({ recordType: 'Client', actorId: admin.person!.id });
    expect(audited!.snapshot).toMatchObject({ fileName });

    // The next file lists the one taken before in its access log.
    const again = await admin.run<{ clientFile: { json: string } }>(FILE, { id: amina.id });
    const accessLog = (JSON.parse(again.data!.clientFile.json) as { accessLog: unknown[] })
      .accessLog;
    expect(accessLog).toContainEqual(expect.objectContaining({ action: 'Exported the file' }));
  });

  it('has a list for every record type kept beside a client, under its declared key', async () => {
    const amina = await seedClient('Amina');
    const result = await admin.run<{ clientFile: { json: string } }>(FILE, { id: amina.id });
    const file = JSON.parse(result.data!.clientFile.json) as Record<string, unknown>;
    const keys = TYPES_KEPT_BESIDE_A_CLIENT.map((type) => type.clientFile!.key);
    expect(keys.length).toBeGreaterThanOrEqual(5);
    // Each holds the client's one record of its type, at least (seedClient adds one of each).
    expect(
      keys.filter((key) => !Array.isArray(file[key]) || (file[key] as []).length === 0),
    ).toEqual([]);
  });

  it('is for admins only; an unknown client is not found', async () => {
    const amina = await seedClient('Amina');
    expect(errorCode(await volunteer.run(FILE, { id: amina.id }))).toBe('FORBIDDEN');
    expect(errorCode(await admin.run(FILE, { id: crypto.randomUUID() }))).toBe('NOT_FOUND');
    const exports = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'EXPORT'));
    expect(exports).toEqual([]);
  });
});
