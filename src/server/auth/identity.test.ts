/** Accounts and person records are created together or not at all (product.md §10). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../audit/audit';
import { admin } from '../db/schema/admin';
import { auditEntry } from '../db/schema/audit';
import { user } from '../db/schema/auth';
import { volunteer } from '../db/schema/volunteer';
import { useTestApp } from '../../../tests/support/test-app';
import { createPersonWithAccount } from './identity.service';

const app = useTestApp();
const PASSWORD = 'Correct-Horse-9';

function create(email: string, group: 'SuperAdmins' | 'Admins' | 'Volunteers' | 'Clients' | null) {
  return createPersonWithAccount(app.database.db, SYSTEM_ACTOR, {
    email,
    password: PASSWORD,
    firstName: 'Sam',
    lastName: 'Lee',
    group,
  });
}

describe('createPersonWithAccount', () => {
  it.each([
    ['SuperAdmins', 'SUPER_ADMIN'],
    ['Admins', 'ADMIN'],
  ] as const)(
    'gives %s an Admin record with role %s and the account id as record id',
    async (group, role) => {
      const id = await create('boss@example.org', group);
      const [record] = await app.database.db.select().from(admin).where(eq(admin.id, id));
      expect(record).toMatchObject({
        firstName: 'Sam',
        lastName: 'Lee',
        email: 'boss@example.org',
        role,
      });
      const [audit] = await app.database.db
        .select()
        .from(auditEntry)
        .where(eq(auditEntry.recordId, id));
      expect(audit).toMatchObject({ recordType: 'Admin', action: 'CREATE', actorEmail: 'system' });
    },
  );

  it('gives a volunteer a Volunteer record with the defaults of product.md §9', async () => {
    const id = await create('Helper@Example.org', 'Volunteers');
    const [record] = await app.database.db.select().from(volunteer).where(eq(volunteer.id, id));
    expect(record).toMatchObject({
      email: 'helper@example.org',
      status: 'ACTIVE',
      gender: 'MALE',
      totalVolunteerHours: 0,
    });
  });

  it('creates no person record for an account without a group', async () => {
    await create('nobody@example.org', null);
    expect(await app.database.db.select().from(admin)).toEqual([]);
    expect(await app.database.db.select().from(volunteer)).toEqual([]);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    await create('same@example.org', 'Admins');
    await expect(create('SAME@example.org', 'Volunteers')).rejects.toMatchObject({
      extensions: {
        code: 'VALIDATION_FAILED',
        fieldErrors: { email: 'An account with this e-mail already exists' },
      },
    });
  });

  it('leaves no account behind when the record cannot be written', async () => {
    const otherId = await create('first@example.org', null);
    // A volunteer record already holds the e-mail the next account will use.
    await app.database.db
      .insert(volunteer)
      .values({ id: otherId, firstName: 'X', lastName: 'Y', email: 'taken@example.org' });
    await expect(create('taken@example.org', 'Volunteers')).rejects.toThrow();
    expect(
      await app.database.db.select().from(user).where(eq(user.email, 'taken@example.org')),
    ).toEqual([]);
  });
});
