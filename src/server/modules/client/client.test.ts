import { describe, expect, it } from 'vitest';
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
import { errorCode } from '../../../../tests/support/graphql';
import {
  expectNothingStored,
  expectUpdateRefused,
  recordApi,
  updateAuditEntry,
  type StoredRecord,
} from '../../../../tests/support/record-api';
import {
  itAuditsCreate,
  itRefusesStaleVersion,
  itReportsNotFound,
  type RecordSubject,
} from '../../../../tests/support/record-tests';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { clientService } from './client.service';

// Every declared field, so that a field added to the declaration is covered by these tests too.
const CLIENT_FIELDS = [...readFieldNames(clientDeclaration), 'createdBy createdAt updatedAt'].join(
  ' ',
);
interface ClientResult extends StoredRecord {
  clientId: string;
}
const clients = recordApi<ClientResult>('Client', CLIENT_FIELDS, 'id preferredName');
const { create: CREATE, update: UPDATE, delete: DELETE } = clients;

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

const create = (overrides: Record<string, unknown> = {}) =>
  clients.created(admin, clientInput(overrides));

const subject: RecordSubject = { api: clients, app, caller: () => admin, create };

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
    expect(await clients.fetched(admin, created.id)).toEqual(created);
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
    await expectNothingStored(app.database.db, client, 'Client');
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

  itAuditsCreate(subject, ['preferredName', 'Audited']);
});

describe('updateClient', () => {
  it('changes only the fields sent, raises the version and audits before and after', async () => {
    const created = await create({ notes: 'Before', status: 'ACTIVE' });
    const result = await clients.updated(admin, created.id, { status: 'FOLLOW_UP' });
    expect(result.errors).toEqual([]);
    expect(result.data!.updateClient).toMatchObject({
      status: 'FOLLOW_UP',
      notes: 'Before',
      clientId: created.clientId,
      version: 2,
    });
    expect((await updateAuditEntry(app.database.db)).changes).toEqual({
      status: { before: 'ACTIVE', after: 'FOLLOW_UP' },
    });
  });

  it('refuses invalid changes and leaves the record as it was', async () => {
    await expectUpdateRefused(
      clients,
      admin,
      await create(),
      { preferredName: '', housingStatus: null },
      {
        preferredName: 'Name is required',
        housingStatus: 'Housing status is required for clients in the community',
      },
    );
  });

  itRefusesStaleVersion(subject, 'notes', ['First', 'Second']);

  itReportsNotFound(subject, { notes: 'x' });
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
    expect(await clients.fetched(admin, created.id)).toBeNull();
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
    const { values } = await clients.paged(admin, 'preferredName');
    expect(values).toEqual(['Adam', 'Farid', 'Hamza']);

    const names = (filter: Record<string, unknown>) =>
      clients.listed(admin, 'preferredName', filter);
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
    expect(await clients.listed(admin, 'id', filter)).toEqual([byLetter.id]);
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
    const changed = await clients.updated(admin, created.id, {
      preferredContactMethod: 'IN_PERSON',
    });
    expect(changed.data!.updateClient!.preferredContactMethod).toBe('IN_PERSON');
    const cleared = await clients.updated(admin, created.id, { preferredContactMethod: null }, 2);
    expect(cleared.data!.updateClient!.preferredContactMethod).toBeNull();
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
    const filter = { preferredContactMethod: { eq: 'IN_PERSON' } };
    expect(await clients.listed(admin, 'id', filter)).toHaveLength(1);
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
