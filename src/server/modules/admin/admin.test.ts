import { and, eq, ne } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { admin } from '../../db/schema/admin';
import { auditEntry } from '../../db/schema/audit';
import { adminInput } from '../../../../tests/support/admin-factory';
import { callerAs, errorCode, type Caller } from '../../../../tests/support/graphql';
import { useTestApp } from '../../../../tests/support/test-app';

const FIELDS = `id firstName lastName email contactNumber role region dateJoined lastActive notes
  version createdAt updatedAt`;
const CREATE = `mutation($input: CreateAdminInput!) { createAdmin(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateAdminInput!) { updateAdmin(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($input: DeleteAdminInput!) { deleteAdmin(input: $input) { id } }`;
const GET = `query($id: ID!) { getAdmin(id: $id) { ${FIELDS} } }`;
const LIST = `query($filter: ModelAdminFilterInput, $limit: Int, $nextToken: String) {
  listAdmins(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id firstName role } nextToken } }`;

interface AdminResult {
  id: string;
  email: string;
  version: number;
  lastActive: string;
  [field: string]: unknown;
}

const app = useTestApp();
let superAdmin: Caller;

async function create(overrides: Record<string, unknown> = {}): Promise<AdminResult> {
  const result = await superAdmin.run<{ createAdmin: AdminResult }>(CREATE, {
    input: adminInput(overrides),
  });
  expect(result.errors).toEqual([]);
  return result.data!.createAdmin;
}

beforeEach(async () => {
  superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
});

describe('createAdmin', () => {
  it('stores every field and returns the record at version 1', async () => {
    const input = adminInput({ firstName: '  Amina ', email: ' New.Admin@Example.org ' });
    const before = Date.now();
    const result = await superAdmin.run<{ createAdmin: AdminResult }>(CREATE, { input });
    expect(result.errors).toEqual([]);
    const created = result.data!.createAdmin;
    expect(created).toMatchObject({
      ...input,
      firstName: 'Amina',
      email: 'new.admin@example.org',
      version: 1,
    });
    expect(Date.parse(created.lastActive)).toBeGreaterThanOrEqual(before - 1000);
    const fetched = await superAdmin.run<{ getAdmin: AdminResult }>(GET, { id: created.id });
    expect(fetched.data!.getAdmin).toEqual(created);
  });

  it('applies the defaults of product.md §9 (role ADMIN, joined today) to fields left out', async () => {
    const { role: _role, dateJoined: _joined, ...rest } = adminInput();
    const result = await superAdmin.run<{ createAdmin: AdminResult }>(CREATE, { input: rest });
    expect(result.errors).toEqual([]);
    expect(result.data!.createAdmin.role).toBe('ADMIN');
    expect(result.data!.createAdmin.dateJoined).toMatch(/^\d{4}-\d{2}-\d{2}$/);
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

  it('writes an audit entry naming who created what', async () => {
    const created = await create({ firstName: 'Audited' });
    const entries = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordId, created.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'CREATE',
      recordType: 'Admin',
      actorId: superAdmin.person!.id,
      actorEmail: superAdmin.person!.email,
    });
    expect(entries[0]!.changes.firstName).toEqual({ before: null, after: 'Audited' });
  });
});

describe('updateAdmin', () => {
  it('changes only the fields sent, raises the version, refreshes lastActive and audits', async () => {
    const created = await create({ notes: 'Old notes', region: 'North' });
    const result = await superAdmin.run<{ updateAdmin: AdminResult }>(UPDATE, {
      input: { id: created.id, expectedVersion: 1, notes: 'New notes' },
    });
    expect(result.errors).toEqual([]);
    const updated = result.data!.updateAdmin;
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
    const created = await create();
    const result = await superAdmin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, lastName: ' ', region: '' },
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      lastName: 'Last name is required',
      region: 'Region is required',
    });
    const fetched = await superAdmin.run<{ getAdmin: AdminResult }>(GET, { id: created.id });
    expect(fetched.data!.getAdmin).toEqual(created);
  });

  it('refuses a stale version with CONFLICT, overwriting nothing', async () => {
    const created = await create({ notes: 'Original' });
    await superAdmin.run(UPDATE, { input: { id: created.id, expectedVersion: 1, notes: 'First' } });
    const stale = await superAdmin.run(UPDATE, {
      input: { id: created.id, expectedVersion: 1, notes: 'Second' },
    });
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors[0]!.message).toBe(
      'This record was changed by someone else. Reload to see the latest version.',
    );
    const fetched = await superAdmin.run<{ getAdmin: AdminResult }>(GET, { id: created.id });
    expect(fetched.data!.getAdmin).toMatchObject({ notes: 'First', version: 2 });
  });

  it('reports NOT_FOUND for a missing or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const result = await superAdmin.run(UPDATE, {
        input: { id, expectedVersion: 1, notes: 'x' },
      });
      expect(errorCode(result)).toBe('NOT_FOUND');
      expect((await superAdmin.run(GET, { id })).data).toEqual({ getAdmin: null });
      expect(errorCode(await superAdmin.run(DELETE, { input: { id } }))).toBe('NOT_FOUND');
    }
  });
});

describe('deleteAdmin', () => {
  it('removes the record and keeps its audit trail', async () => {
    const created = await create();
    const result = await superAdmin.run(DELETE, { input: { id: created.id } });
    expect(result.data).toEqual({ deleteAdmin: { id: created.id } });
    expect((await superAdmin.run(GET, { id: created.id })).data).toEqual({ getAdmin: null });
    const actions = (
      await app.database.db.select().from(auditEntry).where(eq(auditEntry.recordId, created.id))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['CREATE', 'DELETE']);
    expect(errorCode(await superAdmin.run(DELETE, { input: { id: created.id } }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('listAdmins', () => {
  it('sorts by first name, pages with nextToken and filters', async () => {
    for (const firstName of ['Dawud', 'Bashir', 'Camila']) {
      await create({ firstName, role: firstName === 'Camila' ? 'SUPER_ADMIN' : 'ADMIN' });
    }
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const result: {
        data: { listAdmins: { items: { firstName: string }[]; nextToken: string | null } } | null;
      } = await superAdmin.run(LIST, { limit: 2, nextToken });
      seen.push(...result.data!.listAdmins.items.map((item) => item.firstName));
      nextToken = result.data!.listAdmins.nextToken;
    } while (nextToken);
    expect(seen).toEqual(['Bashir', 'Camila', 'Dawud', 'SuperAdmins']);

    const names = async (filter: Record<string, unknown>) =>
      (
        await superAdmin.run<{ listAdmins: { items: { firstName: string }[] } }>(LIST, { filter })
      ).data!.listAdmins.items.map((item) => item.firstName);
    expect(await names({ role: { eq: 'SUPER_ADMIN' } })).toEqual(['Camila', 'SuperAdmins']);
    expect(await names({ role: { eq: 'ADMIN' }, firstName: { contains: 'da' } })).toEqual([
      'Dawud',
    ]);
    expect(await names({ firstName: { in: ['Bashir', 'Nobody'] } })).toEqual(['Bashir']);
  });
});
