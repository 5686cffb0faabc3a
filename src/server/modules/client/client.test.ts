import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../audit/audit';
import { auditEntry } from '../../db/schema/audit';
import { client } from '../../db/schema/client';
import { contactLog } from '../../db/schema/contact-log';
import { clientDeclaration } from '../../../shared/domain/client/client.record';
import { readFieldNames } from '../../../shared/record/define-record';
import { csvObjects } from '../../../../tests/support/csv';
import { clientInput, insertClient } from '../../../../tests/support/client-factory';
import { csvFile, runImport } from '../../../../tests/support/import';
import { insertContactLog } from '../../../../tests/support/contact-log-factory';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';
import { clientService } from './client.service';

// Every declared field, so that a field added to the declaration is covered by these tests too.
const CLIENT_FIELDS = [...readFieldNames(clientDeclaration), 'createdBy createdAt updatedAt'].join(
  ' ',
);
const CREATE = `mutation($input: CreateClientInput!) { createClient(input: $input) { ${CLIENT_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateClientInput!) { updateClient(input: $input) { ${CLIENT_FIELDS} } }`;
const DELETE = `mutation($input: DeleteClientInput!) { deleteClient(input: $input) { id } }`;
const GET = `query($id: ID!) { getClient(id: $id) { ${CLIENT_FIELDS} } }`;
const LIST = `query($filter: ModelClientFilterInput, $limit: Int, $nextToken: String) {
  listClients(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id preferredName } nextToken } }`;

interface ClientResult {
  id: string;
  clientId: string;
  version: number;
  [field: string]: unknown;
}

const app = useTestApp();
let admin: Caller;

async function create(overrides: Record<string, unknown> = {}): Promise<ClientResult> {
  const result = await admin.run<{ createClient: ClientResult }>(CREATE, {
    input: clientInput(overrides),
  });
  expect(result.errors).toEqual([]);
  return result.data!.createClient;
}

beforeEach(async () => {
  admin = await callerAs(app.server, app.database.db, 'Admins');
});

describe('createClient', () => {
  it('stores every field, generates the client id and returns version 1', async () => {
    const input = clientInput({ preferredName: '  Yusuf ', interestAreas: ['Fiqh', ' '] });
    const result = await admin.run<{ createClient: ClientResult }>(CREATE, { input });
    expect(result.errors).toEqual([]);
    const created = result.data!.createClient;
    expect(created).toMatchObject({
      ...input,
      preferredName: 'Yusuf',
      interestAreas: ['Fiqh'],
      facilityId: null,
      createdBy: admin.person!.id,
      version: 1,
    });
    expect(created.clientId).toMatch(/^C-\d{5,}$/);
    const next = await create();
    expect(Number(next.clientId.slice(2))).toBe(Number(created.clientId.slice(2)) + 1);
    const fetched = await admin.run<{ getClient: ClientResult }>(GET, { id: created.id });
    expect(fetched.data!.getClient).toEqual(created);
  });

  it('gives back the client number of a save refused after the number was drawn (decision 041)', async () => {
    const first = await create();
    // The e-mail is checked after the number is drawn, in the same transaction.
    const refused = await admin.run(CREATE, { input: clientInput({ email: admin.person!.email }) });
    expect(errorCode(refused)).toBe('VALIDATION_FAILED');
    const next = await create();
    expect(Number(next.clientId.slice(2))).toBe(Number(first.clientId.slice(2)) + 1);
  });

  it('gives clients saved at the same moment numbers of their own, one after another', async () => {
    const saved = await Promise.all(Array.from({ length: 5 }, () => create()));
    const numbers = saved.map((row) => Number(row.clientId.slice(2))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
  });

  it('applies the defaults of product.md §9 to fields left out', async () => {
    const result = await admin.run<{ createClient: ClientResult }>(CREATE, {
      input: { preferredName: 'Idris', age: 40, consentGiven: true, dataUsageConsent: true },
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.createClient).toMatchObject({
      incarcerated: true,
      status: 'ACTIVE',
      religiousStatus: 'INTERESTED',
      gender: 'MALE',
      language: ['English'],
      firstContactDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('refuses missing fields with the form messages, and stores nothing', async () => {
    const result = await admin.run(CREATE, {
      input: {
        preferredName: ' ',
        age: 0,
        firstContactDate: '',
        consentGiven: false,
        dataUsageConsent: null,
        gender: null,
        religiousStatus: null,
        status: null,
        email: 'not-an-email',
        incarcerated: false,
      },
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      preferredName: 'Name is required',
      age: 'Valid age is required',
      firstContactDate: 'First contact date is required',
      gender: 'Gender is required',
      religiousStatus: 'Religious status is required',
      status: 'Status is required',
      email: 'Email is invalid',
      currentAddress: 'Current address is required for clients in the community',
      employmentStatus: 'Employment status is required for clients in the community',
      housingStatus: 'Housing status is required for clients in the community',
    });
    expect(await app.database.db.select().from(client)).toEqual([]);
    expect(
      await app.database.db.select().from(auditEntry).where(eq(auditEntry.recordType, 'Client')),
    ).toEqual([]);
  });

  it('refuses an age beyond any person and a malformed date', async () => {
    const result = await admin.run(CREATE, {
      input: clientInput({ age: 151, followUpDate: '01/02/2030' }),
    });
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      age: 'Valid age is required',
      followUpDate: 'Must be a valid date (YYYY-MM-DD)',
    });
  });

  it('writes an audit entry naming who created what', async () => {
    const created = await create({ preferredName: 'Audited' });
    const entries = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, created.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'CREATE',
      recordType: 'Client',
      actorId: admin.person!.id,
    });
    expect(entries[0]!.changes.preferredName).toEqual({ before: null, after: 'Audited' });
  });
});

describe('updateClient', () => {
  it('changes only the fields sent, raises the version and audits before and after', async () => {
    const created = await create({ notes: 'Before', status: 'ACTIVE' });
    const result = await admin.run<{ updateClient: ClientResult }>(UPDATE, {
      input: { id: created.id, expectedVersion: 1, status: 'FOLLOW_UP' },
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateClient).toMatchObject({
      status: 'FOLLOW_UP',
      notes: 'Before',
      clientId: created.clientId,
      version: 2,
    });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'UPDATE'));
    expect(entry!.changes).toEqual({ status: { before: 'ACTIVE', after: 'FOLLOW_UP' } });
  });

  it('refuses invalid changes and leaves the record as it was', async () => {
    const created = await create();
    const result = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, preferredName: '', housingStatus: null },
    });
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      preferredName: 'Name is required',
      housingStatus: 'Housing status is required for clients in the community',
    });
    const fetched = await admin.run<{ getClient: ClientResult }>(GET, { id: created.id });
    expect(fetched.data!.getClient).toEqual(created);
  });

  it('refuses a stale version with CONFLICT, overwriting nothing', async () => {
    const created = await create();
    await admin.run(UPDATE, { input: { id: created.id, expectedVersion: 1, notes: 'First' } });
    const stale = await admin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, notes: 'Second' },
    });
    expect(errorCode(stale)).toBe('CONFLICT');
    const fetched = await admin.run<{ getClient: ClientResult }>(GET, { id: created.id });
    expect(fetched.data!.getClient).toMatchObject({ notes: 'First', version: 2 });
  });

  it('reports NOT_FOUND for a missing or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const result = await admin.run(UPDATE, { input: { id, expectedVersion: 1, notes: 'x' } });
      expect(errorCode(result)).toBe('NOT_FOUND');
      expect((await admin.run(GET, { id })).data).toEqual({ getClient: null });
      expect(errorCode(await admin.run(DELETE, { input: { id } }))).toBe('NOT_FOUND');
    }
  });
});

describe('deleteClient', () => {
  it('removes the client with its contact logs, auditing each, and keeps the trail', async () => {
    const created = await create();
    const log = await insertContactLog(app.database.db, {
      clientId: created.id,
      volunteerId: admin.person!.id,
    });
    expect((await admin.run(DELETE, { input: { id: created.id } })).data).toEqual({
      deleteClient: { id: created.id },
    });
    expect((await admin.run(GET, { id: created.id })).data).toEqual({ getClient: null });
    expect(await app.database.db.select().from(contactLog)).toEqual([]);
    const trail = await app.database.db.select().from(auditEntry);
    expect(
      trail.filter((entry) => entry.recordId === created.id).map((entry) => entry.action),
    ).toEqual(expect.arrayContaining(['CREATE', 'DELETE']));
    expect(trail.find((entry) => entry.recordId === log.id)).toMatchObject({
      recordType: 'ContactLog',
      action: 'DELETE',
    });
  });
});

describe('listClients', () => {
  it('sorts by preferred name, pages with nextToken and filters', async () => {
    await create({ preferredName: 'Hamza', status: 'CLOSED', age: 51 });
    await create({ preferredName: 'Adam', status: 'ACTIVE', age: 22 });
    await insertClient(app.database.db, { preferredName: 'Farid', incarcerated: true, age: 60 });
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const result: {
        data: { listClients: { items: { preferredName: string }[]; nextToken: string | null } };
      } = (await admin.run(LIST, { limit: 2, nextToken })) as never;
      seen.push(...result.data.listClients.items.map((item) => item.preferredName));
      nextToken = result.data.listClients.nextToken;
    } while (nextToken);
    expect(seen).toEqual(['Adam', 'Farid', 'Hamza']);

    const names = async (filter: Record<string, unknown>) =>
      (
        await admin.run<{ listClients: { items: { preferredName: string }[] } }>(LIST, { filter })
      ).data!.listClients.items.map((item) => item.preferredName);
    expect(await names({ status: { eq: 'CLOSED' } })).toEqual(['Hamza']);
    expect(await names({ incarcerated: { eq: true } })).toEqual(['Farid']);
    expect(await names({ age: { between: [20, 30] } })).toEqual(['Adam']);
    expect(await names({ preferredName: { contains: 'a' }, status: { ne: 'CLOSED' } })).toEqual([
      'Adam',
      'Farid',
    ]);
  });
});

describe('preferred contact method', () => {
  const COUNT = `query($filter: ModelClientFilterInput) { countClients(filter: $filter) }`;
  const EXPORT = `query($filter: ModelClientFilterInput) { exportClients(filter: $filter) { csv } }`;

  it('is stored, read, filtered, counted and exported; left out, it stays empty', async () => {
    const byLetter = await create({ preferredName: 'Yusuf', preferredContactMethod: 'LETTER' });
    const unsaid = await create({ preferredName: 'Bilal' });
    expect(byLetter.preferredContactMethod).toBe('LETTER');
    expect(unsaid.preferredContactMethod).toBeNull();

    const filter = { preferredContactMethod: { eq: 'LETTER' } };
    const listed = await admin.run<{ listClients: { items: { id: string }[] } }>(LIST, { filter });
    expect(listed.data!.listClients.items.map((item) => item.id)).toEqual([byLetter.id]);
    const counted = await admin.run<{ countClients: number }>(COUNT, { filter });
    expect(counted.data!.countClients).toBe(1);

    const exported = await admin.run<{ exportClients: { csv: string } }>(EXPORT, {});
    const rows = csvObjects(exported.data!.exportClients.csv);
    expect(rows.map((row) => [row['Preferred name'], row['Preferred contact method']])).toEqual([
      ['Bilal', ''],
      ['Yusuf', 'Letter'],
    ]);
  });

  it('changes on update and is cleared by an empty value', async () => {
    const created = await create({ preferredContactMethod: 'PHONE' });
    const changed = await admin.run<{ updateClient: ClientResult }>(UPDATE, {
      input: { id: created.id, expectedVersion: 1, preferredContactMethod: 'IN_PERSON' },
    });
    expect(changed.data!.updateClient.preferredContactMethod).toBe('IN_PERSON');
    const cleared = await admin.run<{ updateClient: ClientResult }>(UPDATE, {
      input: { id: created.id, expectedVersion: 2, preferredContactMethod: null },
    });
    expect(cleared.data!.updateClient.preferredContactMethod).toBeNull();
  });

  it('refuses a value that is not a contact method, naming the field', async () => {
    const result = await admin.run(UPDATE, {
      input: { id: (await create()).id, expectedVersion: 1, preferredContactMethod: 'PIGEON' },
    });
    // The API's enumeration refuses it before any service runs.
    expect(result.errors[0]?.message).toContain('preferredContactMethod');
  });

  it('is read from an import in any case, and a wrong value is named with its message', async () => {
    const header = ['preferredName', 'age', 'incarcerated', 'currentAddress', 'employmentStatus'];
    const rest = ['housingStatus', 'consentGiven', 'dataUsageConsent', 'preferredContactMethod'];
    const client = (name: string, method: string) =>
      [name, '40', 'no', '1 Elm Street', 'STUDENT', 'STABLE', 'yes', 'yes', method] as const;
    const refused = await runImport(
      admin,
      'client',
      csvFile([[...header, ...rest], client('Hamza', 'in person'), client('Idris', 'pigeon')]),
      { dryRun: true },
    );
    expect(refused.data!.importRecords.problems).toEqual([
      {
        row: 3,
        duplicates: [],
        errors: [
          {
            field: 'preferredContactMethod',
            column: 'preferredContactMethod',
            // Named as a value that is not allowed, with the allowed ones (import-values.ts).
            message:
              'Preferred contact method cannot be "pigeon". Use one of: Phone, Letter, Email, In Person.',
          },
        ],
      },
    ]);

    const imported = await runImport(
      admin,
      'client',
      csvFile([[...header, ...rest], client('Hamza', 'In person')]),
    );
    expect(imported.data!.importRecords.imported).toBe(1);
    const listed = await admin.run<{ listClients: { items: { id: string }[] } }>(LIST, {
      filter: { preferredContactMethod: { eq: 'IN_PERSON' } },
    });
    expect(listed.data!.listClients.items).toHaveLength(1);
  });
});

describe('inputs are strict', () => {
  it('a key the client does not declare is refused by the service, naming it', async () => {
    const ctx = { db: app.database.db, actor: SYSTEM_ACTOR, caller: 'system' as const };
    await expect(
      clientService.create(ctx, { ...clientInput(), preferredContactMethd: 'LETTER' }),
    ).rejects.toThrow('A client has no field called "preferredContactMethd".');
    const stored = await app.database.db.select({ id: client.id }).from(client);
    expect(stored).toEqual([]);
  });
});
