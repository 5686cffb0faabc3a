/**
 * A person record and its sign-in account change together or not at all (decision 008). A database trigger makes one step fail after the other has
 * run; afterwards neither is left half-changed.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { admin } from '../../db/schema/admin';
import { user } from '../../db/schema/auth';
import { client } from '../../db/schema/client';
import { volunteer } from '../../db/schema/volunteer';
import { adminInput } from '../../../../tests/support/admin-factory';
import { clientInput } from '../../../../tests/support/client-factory';
import { errorCode } from '../../../../tests/support/graphql';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';
import { volunteerInput } from '../../../../tests/support/volunteer-factory';

const app = useTestApp();
const [superAdmin] = signedInForEachTest(app, ['SuperAdmins']);

/** Makes every `operation` on `table` fail inside the database, after earlier steps ran. */
async function failOn(table: string, operation: 'INSERT' | 'UPDATE' | 'DELETE') {
  await app.database.db.execute(
    sql.raw(`create or replace function test_fail_step() returns trigger language plpgsql as
      $$ begin raise exception 'injected failure'; end $$`),
  );
  await app.database.db.execute(
    sql.raw(`create trigger test_fail_step before ${operation} on "${table}"
      for each row execute function test_fail_step()`),
  );
}

const INJECTED_TABLES = ['admin', 'volunteer', 'client', 'user', 'audit_entry'];
afterEach(async () => {
  for (const table of INJECTED_TABLES)
    await app.database.db.execute(sql.raw(`drop trigger if exists test_fail_step on "${table}"`));
});

async function accountsWithEmail(email: string) {
  return app.database.db.select().from(user).where(eq(user.email, email));
}

describe('when a step fails', () => {
  it.each([
    ['Admin', 'admin', adminInput({ email: 'failing.admin@example.org' })],
    ['Volunteer', 'volunteer', volunteerInput({ email: 'failing.volunteer@example.org' })],
    ['Client', 'client', clientInput({ email: 'failing.client@example.org' })],
  ])(
    'creating %s leaves no account when its record cannot be written',
    async (type, table, input) => {
      await failOn(table, 'INSERT');
      const result = await superAdmin.run(
        `mutation($input: Create${type}Input!) { create${type}(input: $input) { id } }`,
        { input },
      );
      expect(result.status).toBeLessThan(500);
      expect(errorCode(result)).toBe('INTERNAL');
      expect(await accountsWithEmail(String(input.email))).toEqual([]);
    },
  );

  it('creating an admin leaves neither account nor record when the audit entry fails', async () => {
    await failOn('audit_entry', 'INSERT');
    const input = adminInput({ email: 'unaudited@example.org' });
    const result = await superAdmin.run(
      'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
      { input },
    );
    expect(errorCode(result)).toBe('INTERNAL');
    expect(await accountsWithEmail('unaudited@example.org')).toEqual([]);
    expect(
      await app.database.db.select().from(admin).where(eq(admin.email, 'unaudited@example.org')),
    ).toEqual([]);
  });

  it("changing an admin's role keeps the old group when the record cannot be saved", async () => {
    const created = await superAdmin.run<{ createAdmin: { id: string } }>(
      'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
      { input: adminInput({ role: 'ADMIN' }) },
    );
    const id = created.data!.createAdmin.id;
    await failOn('audit_entry', 'INSERT');
    const result = await superAdmin.run(
      'mutation($input: UpdateAdminInput!) { updateAdmin(input: $input) { id } }',
      { input: { id, expectedVersion: 1, role: 'SUPER_ADMIN' } },
    );
    expect(errorCode(result)).toBe('INTERNAL');
    const [account] = await app.database.db.select().from(user).where(eq(user.id, id));
    expect(account!.group).toBe('Admins');
    const [record] = await app.database.db.select().from(admin).where(eq(admin.id, id));
    expect(record).toMatchObject({ role: 'ADMIN', version: 1 });
  });

  it.each([
    ['Volunteer', volunteer, volunteerInput()],
    ['Client', client, clientInput({ email: 'kept.client@example.org' })],
  ] as const)(
    'deleting a %s keeps the record when its account cannot be deleted',
    async (type, table, input) => {
      const created = await superAdmin.run<Record<string, { id: string }>>(
        `mutation($input: Create${type}Input!) { create${type}(input: $input) { id } }`,
        { input },
      );
      const id = created.data![`create${type}`]!.id;
      await failOn('user', 'DELETE');
      const result = await superAdmin.run(
        `mutation($input: Delete${type}Input!) { delete${type}(input: $input) { id } }`,
        { input: { id } },
      );
      expect(errorCode(result)).toBe('INTERNAL');
      expect(await app.database.db.select().from(table).where(eq(table.id, id))).toHaveLength(1);
    },
  );
});
