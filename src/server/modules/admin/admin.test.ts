import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin } from '../../db/schema/admin';
import { auditEntry } from '../../db/schema/audit';
import { adminInput } from '../../../../tests/support/admin-factory';
import { errorCode } from '../../../../tests/support/graphql';
import {
  expectUpdateRefused,
  recordApi,
  type StoredRecord,
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

const FIELDS = `id firstName lastName email contactNumber role region dateJoined lastActive notes
  version createdAt updatedAt`;
interface AdminResult extends StoredRecord {
  lastActive: string;
}
const admins = recordApi<AdminResult>('Admin', FIELDS, 'id firstName role');
const CREATE = admins.create;

const app = useTestApp();
const [superAdmin] = signedInForEachTest(app, ['SuperAdmins']);

const create = (overrides: Record<string, unknown> = {}) =>
  admins.created(superAdmin, adminInput(overrides));

const subject: RecordSubject = { api: admins, app, caller: () => superAdmin, create };

describe('createAdmin', () => {
  it('stores every field and returns the record at version 1', async () => {
    const input = adminInput({ firstName: '  Amina ', email: ' New.Admin@Example.org ' });
    const before = Date.now();
    const created = await admins.created(superAdmin, input);
    expect(created).toMatchObject({
      ...input,
      firstName: 'Amina',
      email: 'new.admin@example.org',
      version: 1,
    });
    expect(Date.parse(created.lastActive)).toBeGreaterThanOrEqual(before - 1000);
    expect(await admins.fetched(superAdmin, created.id)).toEqual(created);
  });

  it('applies the defaults of product.md §9 (role ADMIN, joined today) to fields left out', async () => {
    const { role: _role, dateJoined: _joined, ...rest } = adminInput();
    const created = await admins.created(superAdmin, rest);
    expect(created.role).toBe('ADMIN');
    expect(created.dateJoined).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses missing fields with the form messages, and stores nothing', async () => {
    const result = await superAdmin.run(CREATE, {
      input: {
        firstName: ' ',
        lastName: '',
        email: null,
        contactNumber: '',
        role: null,
        region: '',
        dateJoined: null,
      },
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      contactNumber: 'Contact number is required',
      role: 'Role is required',
      region: 'Region is required',
      dateJoined: 'Date joined is required',
    });
    expect(await app.database.db.select().from(admin)).toHaveLength(1); // the caller only
    expect(
      await app.database.db
        .select()
        .from(auditEntry)
        .where(
          and(eq(auditEntry.actorId, superAdmin.person!.id), ne(auditEntry.action, 'SIGN_IN')),
        ),
    ).toEqual([]);
  });

  it('refuses a malformed e-mail and an impossible date', async () => {
    const result = await superAdmin.run(CREATE, {
      input: adminInput({ email: 'not-an-email', dateJoined: '2024-02-30' }),
    });
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      email: 'Email is invalid',
      dateJoined: 'Must be a valid date (YYYY-MM-DD)',
    });
  });

  itAuditsCreate(subject, ['firstName', 'Audited']);
});

describe('updateAdmin', () => {
  it('changes only the fields sent, raises the version, refreshes lastActive and audits', async () => {
    const created = await create({ notes: 'Old notes', region: 'North' });
    const result = await admins.updated(superAdmin, created.id, { notes: 'New notes' });
    expect(result.errors).toEqual([]);
    const updated = result.data!.updateAdmin!;
    expect(updated).toMatchObject({ notes: 'New notes', region: 'North', version: 2 });
    expect(Date.parse(updated.lastActive)).toBeGreaterThan(Date.parse(created.lastActive));

    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'UPDATE'));
    expect(entry!.changes).toMatchObject({ notes: { before: 'Old notes', after: 'New notes' } });
    expect(Object.keys(entry!.changes).sort()).toEqual(['lastActive', 'notes']);
    expect(entry!.actorEmail).toBe(superAdmin.person!.email);
  });

  it('refuses invalid changes and leaves the record as it was', async () => {
    await expectUpdateRefused(
      admins,
      superAdmin,
      await create(),
      { lastName: ' ', region: '' },
      { lastName: 'Last name is required', region: 'Region is required' },
    );
  });

  itRefusesStaleVersion(subject, 'notes', ['First', 'Second']);

  itReportsNotFound(subject, { notes: 'x' });
});

describe('deleteAdmin', () => {
  itDeletesKeepingTrail(subject);
});

describe('listAdmins', () => {
  it('sorts by first name, pages with nextToken and filters', async () => {
    for (const firstName of ['Dawud', 'Bashir', 'Camila']) {
      await create({ firstName, role: firstName === 'Camila' ? 'SUPER_ADMIN' : 'ADMIN' });
    }
    const { values } = await admins.paged(superAdmin, 'firstName');
    expect(values).toEqual(['Bashir', 'Camila', 'Dawud', 'SuperAdmins']);

    const names = (filter: Record<string, unknown>) =>
      admins.listed(superAdmin, 'firstName', filter);
    expect(await names({ role: { eq: 'SUPER_ADMIN' } })).toEqual(['Camila', 'SuperAdmins']);
    expect(await names({ role: { eq: 'ADMIN' }, firstName: { contains: 'da' } })).toEqual([
      'Dawud',
    ]);
    expect(await names({ firstName: { in: ['Bashir', 'Nobody'] } })).toEqual(['Bashir']);
  });
});
