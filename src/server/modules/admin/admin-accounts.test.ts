/**
 * An admin record and its sign-in account are created, changed and deleted together
 * (product.md §10, §13); role changes are for super admins, and nobody removes themselves.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin } from '../../db/schema/admin';
import { account, session, user } from '../../db/schema/auth';
import { adminInput } from '../../../../tests/support/admin-factory';
import { insertClient } from '../../../../tests/support/client-factory';
import { insertContactLog } from '../../../../tests/support/contact-log-factory';
import { callerAs, errorCode } from '../../../../tests/support/graphql';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const CREATE = 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id role } }';
const UPDATE =
  'mutation($input: UpdateAdminInput!) { updateAdmin(input: $input) { id role firstName version } }';
const DELETE = 'mutation($input: DeleteAdminInput!) { deleteAdmin(input: $input) { id } }';

const app = useTestApp();
const [superAdmin] = signedInForEachTest(app, ['SuperAdmins']);

async function accountOf(id: string) {
  const [row] = await app.database.db.select().from(user).where(eq(user.id, id));
  return row ?? null;
}

async function versionOf(id: string) {
  const [row] = await app.database.db.select().from(admin).where(eq(admin.id, id));
  return row?.version ?? null;
}

describe('the account of a new admin', () => {
  it.each([
    ['ADMIN', 'Admins'],
    ['SUPER_ADMIN', 'SuperAdmins'],
  ])(
    'has the record id, the group of role %s (%s) and only an invitation password',
    async (role, group) => {
      const input = adminInput({ role, firstName: 'Hana', lastName: 'Idris', email: 'Hana@X.org' });
      const result = await superAdmin.run<{ createAdmin: { id: string } }>(CREATE, { input });
      expect(result.errors).toEqual([]);
      const id = result.data!.createAdmin.id;
      expect(await accountOf(id)).toMatchObject({
        email: 'hana@x.org',
        name: 'Hana Idris',
        group,
        emailVerified: false,
      });
      // Its only password is the invitation's temporary one (invitation.test.ts).
      const credentials = await app.database.db
        .select()
        .from(account)
        .where(eq(account.userId, id));
      expect(credentials).toHaveLength(1);
      expect((await accountOf(id))!.invitationExpiresAt).not.toBeNull();
    },
  );

  it('is not created, nor the record, when the e-mail already has an account', async () => {
    const input = adminInput({ email: superAdmin.person!.email.toUpperCase() });
    const result = await superAdmin.run(CREATE, { input });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      email: 'An account with this e-mail already exists',
    });
    expect(await app.database.db.select().from(admin)).toHaveLength(1);
    expect(await app.database.db.select().from(user)).toHaveLength(1);
  });
});

describe('changing an admin', () => {
  it('a new role moves the account to its group at once', async () => {
    const other = await callerAs(app.server, app.database.db, 'Admins');
    const id = other.person!.id;
    expect(errorCode(await other.run(CREATE, { input: adminInput() }))).toBe('FORBIDDEN');
    const result = await superAdmin.run(UPDATE, {
      input: {
        id,
        expectedVersion: 1,
        role: 'SUPER_ADMIN',
        region: 'South',
        contactNumber: '+1 555 0199',
        firstName: 'Promoted',
      },
    });
    expect(result.errors).toEqual([]);
    expect(await accountOf(id)).toMatchObject({ group: 'SuperAdmins', name: 'Promoted Person' });
    expect((await other.run(CREATE, { input: adminInput() })).errors).toEqual([]);
  });

  it('the e-mail cannot be changed', async () => {
    const created = await superAdmin.run<{ createAdmin: { id: string } }>(CREATE, {
      input: adminInput(),
    });
    const id = created.data!.createAdmin.id;
    const result = await superAdmin.run(UPDATE, {
      input: { id, expectedVersion: 1, email: 'new@example.org' },
    });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.message).toMatch(/"email"/);
    expect(await versionOf(id)).toBe(1);
  });

  it('an admin may change their own record, but not their role (FORBIDDEN)', async () => {
    const self = await callerAs(app.server, app.database.db, 'Admins');
    const id = self.person!.id;
    const own = { id, region: 'East', contactNumber: '+1 555 0150' };
    const allowed = await self.run(UPDATE, {
      input: { ...own, expectedVersion: 1, notes: 'Mine', role: 'ADMIN' },
    });
    expect(allowed.errors).toEqual([]);
    const refused = await self.run(UPDATE, {
      input: { ...own, expectedVersion: 2, role: 'SUPER_ADMIN' },
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
    expect(refused.errors[0]!.message).toBe("Only super admins can change an admin's role.");
    expect(await versionOf(id)).toBe(2);
    expect((await accountOf(id))!.group).toBe('Admins');
  });

  it("an admin may not change another admin's record (FORBIDDEN)", async () => {
    const self = await callerAs(app.server, app.database.db, 'Admins');
    const result = await self.run(UPDATE, {
      input: { id: superAdmin.person!.id, expectedVersion: 1, notes: 'x' },
    });
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(await versionOf(superAdmin.person!.id)).toBe(1);
  });

  it('a super admin may not change their own role (FORBIDDEN)', async () => {
    const id = superAdmin.person!.id;
    const result = await superAdmin.run(UPDATE, {
      input: { id, expectedVersion: 1, role: 'ADMIN', region: 'North', contactNumber: '1' },
    });
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(result.errors[0]!.message).toBe('You cannot change your own role.');
    expect((await accountOf(id))!.group).toBe('SuperAdmins');
  });
});

describe('deleting an admin', () => {
  it('deletes the account and ends its sessions', async () => {
    const other = await callerAs(app.server, app.database.db, 'Admins');
    const id = other.person!.id;
    expect(await app.database.db.select().from(session).where(eq(session.userId, id))).toHaveLength(
      1,
    );
    expect((await superAdmin.run(DELETE, { input: { id } })).errors).toEqual([]);
    expect(await accountOf(id)).toBeNull();
    expect(await app.database.db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect(errorCode(await other.run('query { listAdmins { items { id } } }'))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('is refused for your own record (FORBIDDEN)', async () => {
    const id = superAdmin.person!.id;
    const result = await superAdmin.run(DELETE, { input: { id } });
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(result.errors[0]!.message).toBe('You cannot delete your own admin record.');
    expect(await versionOf(id)).toBe(1);
  });

  it('is refused, keeping record and account, while contact logs name the admin', async () => {
    const other = await callerAs(app.server, app.database.db, 'Admins');
    const id = other.person!.id;
    const client = await insertClient(app.database.db);
    await insertContactLog(app.database.db, { clientId: client.id, volunteerId: id });
    await insertContactLog(app.database.db, { clientId: client.id, volunteerId: id });
    const result = await superAdmin.run(DELETE, { input: { id } });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    // Counted by type from the database's keys, as every deletion refusal is.
    expect(result.errors[0]!.message).toBe(
      'This admin is still named on 2 contact logs. Reassign or remove them first.',
    );
    expect(await versionOf(id)).toBe(1);
    expect(await accountOf(id)).not.toBeNull();
  });
});
