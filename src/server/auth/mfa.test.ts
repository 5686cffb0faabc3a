/**
 * Authenticator apps (TOTP): set up with the password and a first code, then asked for at every
 * sign-in; a code is accepted once only; super admins can require one on every admin account.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntry } from '../db/schema/audit';
import { user } from '../db/schema/auth';
import { callerAs, graphqlRequest } from '../../../tests/support/graphql';
import { createPerson, sessionTokenOf, signIn, TEST_PASSWORD } from '../../../tests/support/people';
import { cookiesOf, postAuth, useTestApp } from '../../../tests/support/test-app';
import { secretFromUri, totpCode } from '../../../tests/support/totp';
import { MFA_MESSAGES } from './mfa';

const app = useTestApp();

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  postAuth(app, url, payload, cookie);

/** A volunteer with an authenticator app set up; returns its secret. */
async function personWithAuthenticator(group: 'Volunteers' | 'Admins' = 'Volunteers') {
  const person = await createPerson(app.database.db, group);
  const cookie = await signIn(app.server, person.email);
  const enabled = await post('/two-factor/enable', { password: TEST_PASSWORD }, cookie);
  expect(enabled.statusCode).toBe(200);
  const { totpURI } = enabled.json() as { totpURI: string };
  const secret = secretFromUri(totpURI);
  expect(totpURI).toContain('issuer=Outreach');
  const confirmed = await post('/two-factor/verify-totp', { code: totpCode(secret) }, cookie);
  expect(confirmed.statusCode).toBe(200);
  return { person, secret, cookie: cookiesOf(confirmed) || cookie };
}

describe('an authenticator app', () => {
  it('is set up with a first code, then every sign-in asks for a code', async () => {
    const { person, secret } = await personWithAuthenticator();
    const [stored] = await app.database.db.select().from(user).where(eq(user.id, person.id));
    expect(stored!.twoFactorEnabled).toBe(true);

    const first = await post('/sign-in/email', { email: person.email, password: TEST_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const challenge = cookiesOf(first);
    const noSession = await graphqlRequest(
      app.server,
      'query { myAccount { email } }',
      {},
      challenge,
    );
    expect(noSession.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const wrong = await post('/two-factor/verify-totp', { code: '000000' }, challenge);
    expect(wrong.statusCode).toBe(401);
    const right = await post('/two-factor/verify-totp', { code: totpCode(secret, 1) }, challenge);
    expect(right.statusCode).toBe(200);
    // The session is in its HttpOnly cookie only, not in the answer (decision 061).
    expect(right.body).not.toContain(sessionTokenOf(cookiesOf(right)));
    const me = await graphqlRequest<{ myAccount: { twoFactorEnabled: boolean } }>(
      app.server,
      'query { myAccount { twoFactorEnabled } }',
      {},
      cookiesOf(right),
    );
    expect(me.data!.myAccount.twoFactorEnabled).toBe(true);
  });

  it('never accepts the same code twice', async () => {
    const { person, secret } = await personWithAuthenticator();
    const code = totpCode(secret, -1);
    const signInOnce = async () => {
      const started = await post('/sign-in/email', {
        email: person.email,
        password: TEST_PASSWORD,
      });
      return post('/two-factor/verify-totp', { code }, cookiesOf(started));
    };
    const first = await signInOnce();
    expect(first.statusCode).toBe(200);
    const started = await post('/sign-in/email', { email: person.email, password: TEST_PASSWORD });
    const challenge = cookiesOf(started);
    const replay = await post('/two-factor/verify-totp', { code }, challenge);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: MFA_MESSAGES.invalidCode });
    const replayed = await graphqlRequest(
      app.server,
      'query { myAccount { email } }',
      {},
      [challenge, cookiesOf(replay)].filter(Boolean).join('; '),
    );
    expect(replayed.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The same prompt takes the next code: the refusal did not use up the sign-in.
    const next = await post('/two-factor/verify-totp', { code: totpCode(secret, 1) }, challenge);
    expect(next.statusCode).toBe(200);
    const me = await graphqlRequest<{ myAccount: { email: string } }>(
      app.server,
      'query { myAccount { email } }',
      {},
      cookiesOf(next),
    );
    expect(me.data!.myAccount.email).toBe(person.email);
  });

  it('cannot be skipped by trusting the device', async () => {
    const { person, secret } = await personWithAuthenticator();
    const started = await post('/sign-in/email', { email: person.email, password: TEST_PASSWORD });
    const trusted = await post(
      '/two-factor/verify-totp',
      { code: totpCode(secret, 1), trustDevice: true },
      cookiesOf(started),
    );
    expect(trusted.statusCode).toBe(400);
  });

  it('can be removed with the password', async () => {
    const { person, cookie } = await personWithAuthenticator();
    const removed = await post('/two-factor/disable', { password: TEST_PASSWORD }, cookie);
    expect(removed.statusCode).toBe(200);
    const signedIn = await post('/sign-in/email', { email: person.email, password: TEST_PASSWORD });
    expect(signedIn.json()).not.toMatchObject({ twoFactorRedirect: true });
  });
});

describe('requiring an authenticator app for admins', () => {
  const UPDATE =
    'mutation($input: UpdateSecuritySettingsInput!) { updateSecuritySettings(input: $input) { requireAdminMfa } }';

  it('is for super admins to turn on, and is audited', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const refused = await admin.run(UPDATE, { input: { requireAdminMfa: true } });
    expect(refused.errors[0]?.extensions?.code).toBe('FORBIDDEN');
    const superAdmin = await callerAs(app.server, app.database.db, 'SuperAdmins');
    const turnedOn = await superAdmin.run<{ updateSecuritySettings: { requireAdminMfa: boolean } }>(
      UPDATE,
      { input: { requireAdminMfa: true } },
    );
    expect(turnedOn.data!.updateSecuritySettings).toEqual({ requireAdminMfa: true });
    const [entry] = await app.database.db
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.recordType, 'SecuritySettings'));
    expect(entry).toMatchObject({ actorId: superAdmin.person!.id });
    expect(entry!.changes).toMatchObject({ requireAdminMfa: { before: false, after: true } });
    const read = await admin.run<{ securitySettings: { requireAdminMfa: boolean } }>(
      'query { securitySettings { requireAdminMfa } }',
    );
    // The admin has no authenticator yet: even reading the setting waits for the set-up.
    expect(read.errors[0]?.message).toBe(MFA_MESSAGES.setupRequired);
  });

  it('locks admins without an authenticator out of everything but setting one up', async () => {
    const superAdmin = await personWithAuthenticator('Admins');
    await app.database.db
      .update(user)
      .set({ group: 'SuperAdmins' })
      .where(eq(user.id, superAdmin.person.id));
    const turnOn = await graphqlRequest(
      app.server,
      UPDATE,
      { input: { requireAdminMfa: true } },
      superAdmin.cookie,
    );
    expect(turnOn.errors).toEqual([]);

    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const blocked = await admin.run('query { listFacilities { items { id } } }');
    expect(blocked.errors[0]).toMatchObject({
      message: MFA_MESSAGES.setupRequired,
      extensions: { code: 'FORBIDDEN' },
    });
    const me = await admin.run<{ myAccount: { mfaSetupRequired: boolean } }>(
      'query { myAccount { mfaSetupRequired } }',
    );
    expect(me.data!.myAccount.mfaSetupRequired).toBe(true);

    // Volunteers are not concerned; an admin with an authenticator works as before.
    const volunteer = await callerAs(app.server, app.database.db, 'Volunteers');
    expect((await volunteer.run('query { listFacilities { items { id } } }')).errors).toEqual([]);
    const allowed = await graphqlRequest(
      app.server,
      'query { listFacilities { items { id } } }',
      {},
      superAdmin.cookie,
    );
    expect(allowed.errors).toEqual([]);
  });
});
