/** Operator actions: a disabled account is out at once; a reset password works and ends sessions. */
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../audit/audit';
import { auditEntry } from '../db/schema/audit';
import { createPerson, signIn, TEST_PASSWORD } from '../../../tests/support/people';
import { graphqlRequest, errorCode } from '../../../tests/support/graphql';
import { TEST_BASE_URL, useTestApp } from '../../../tests/support/test-app';
import { listAccounts, resetPassword, setDisabled } from './account-admin';

const app = useTestApp();
const QUERY = '{ dashboardStats { totalFacilities } }';

function attempt(email: string, password: string) {
  return app.server.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
    payload: { email, password },
  });
}

describe('account administration', () => {
  it('disabling ends the sessions on their next request and refuses sign-in like a wrong password', async () => {
    const person = await createPerson(app.database.db, 'Admins');
    const cookie = await signIn(app.server, person.email);
    expect(errorCode(await graphqlRequest(app.server, QUERY, {}, cookie))).toBeNull();

    await setDisabled(app.database.db, SYSTEM_ACTOR, person.email, true);
    expect(errorCode(await graphqlRequest(app.server, QUERY, {}, cookie))).toBe('UNAUTHENTICATED');
    const refused = await attempt(person.email, TEST_PASSWORD);
    const wrong = await attempt(person.email, 'Wrong-Password-1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(wrong.json());

    await setDisabled(app.database.db, SYSTEM_ACTOR, person.email, false);
    expect((await attempt(person.email, TEST_PASSWORD)).statusCode).toBe(200);
    const actions = (await app.database.db.select().from(auditEntry)).filter(
      (entry) => entry.recordType === 'Account' && entry.action === 'UPDATE',
    );
    expect(actions.map((entry) => entry.changes)).toEqual([
      { disabled: { before: false, after: true } },
      { disabled: { before: true, after: false } },
    ]);
  });

  it('a reset password replaces the old one and ends every session', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const cookie = await signIn(app.server, person.email);
    await resetPassword(app.database.db, SYSTEM_ACTOR, person.email, 'Brand-New-Pass1!');
    expect(
      (await app.server.inject({ url: '/api/auth/get-session', headers: { cookie } })).json(),
    ).toBeNull();
    expect((await attempt(person.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await attempt(person.email, 'Brand-New-Pass1!')).statusCode).toBe(200);
    const [entry] = (await app.database.db.select().from(auditEntry)).filter(
      (row) => row.recordType === 'Account',
    );
    expect(JSON.stringify(entry)).not.toContain('Brand-New-Pass1!');
  });

  it('refuses a weak password and an unknown e-mail with clear messages', async () => {
    await createPerson(app.database.db, 'Admins', 'Known');
    await expect(
      resetPassword(app.database.db, SYSTEM_ACTOR, 'nobody@example.org', 'Brand-New-Pass1!'),
    ).rejects.toThrow('No account has the e-mail nobody@example.org');
    const [known] = await listAccounts(app.database.db);
    await expect(
      resetPassword(app.database.db, SYSTEM_ACTOR, known!.email, 'short'),
    ).rejects.toThrow('Password must have at least 8 characters');
    expect(known).toMatchObject({ group: 'Admins', disabled: false });
  });
});
