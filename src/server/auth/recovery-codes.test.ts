/**
 * Recovery codes for a lost authenticator app (decision 099): ten given once with a new app and
 * again on request after the password; each signs in once in place of the app's code, through
 * the same door as every sign-in (a disabled account is refused), and is on the account's trail.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntry } from '../db/schema/audit';
import { twoFactor, user } from '../db/schema/auth';
import { graphqlRequest } from '../../../tests/support/graphql';
import { createPerson, sessionTokenOf, signIn, TEST_PASSWORD } from '../../../tests/support/people';
import { cookiesOf, postAuth, useTestApp } from '../../../tests/support/test-app';
import { secretFromUri, totpCode } from '../../../tests/support/totp';

const app = useTestApp();

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  postAuth(app, url, payload, cookie);

/** A volunteer who set up an authenticator app; returns the recovery codes they were shown. */
async function personWithRecoveryCodes() {
  const person = await createPerson(app.database.db, 'Volunteers');
  const cookie = await signIn(app.server, person.email);
  const enabled = await post('/two-factor/enable', { password: TEST_PASSWORD }, cookie);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const confirmed = await post(
    '/two-factor/verify-totp',
    { code: totpCode(secretFromUri(totpURI)) },
    cookie,
  );
  expect(confirmed.statusCode).toBe(200);
  return { person, codes: backupCodes, cookie: cookiesOf(confirmed) || cookie };
}

/** The password step of a sign-in: the cookie of its code challenge. */
async function passwordStep(email: string) {
  const started = await post('/sign-in/email', { email, password: TEST_PASSWORD });
  expect(started.json()).toMatchObject({ twoFactorRedirect: true });
  return cookiesOf(started);
}

async function whoIs(cookie: string) {
  const me = await graphqlRequest<{ myAccount: { email: string } }>(
    app.server,
    'query { myAccount { email } }',
    {},
    cookie,
  );
  return me.data?.myAccount.email ?? null;
}

describe('recovery codes', () => {
  it('are ten, given with a new authenticator app and kept only encrypted', async () => {
    const { person, codes } = await personWithRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Written down by hand: capitals and digits, none read alike (0/O, 1/I/L).
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    const [stored] = await app.database.db
      .select({ backupCodes: twoFactor.backupCodes })
      .from(twoFactor)
      .where(eq(twoFactor.userId, person.id));
    for (const code of codes) expect(stored!.backupCodes).not.toContain(code);
  });

  it('sign in once each in place of the app’s code, on the account’s trail', async () => {
    const { person, codes } = await personWithRecoveryCodes();
    const used = codes[3]!;

    const recovered = await post(
      '/two-factor/verify-backup-code',
      { code: used },
      await passwordStep(person.email),
    );
    expect(recovered.statusCode).toBe(200);
    // The session is in its HttpOnly cookie only (decision 061).
    expect(recovered.body).not.toContain(sessionTokenOf(cookiesOf(recovered)));
    expect(await whoIs(cookiesOf(recovered))).toBe(person.email);
    const signIns = await app.database.db
      .select({ changes: auditEntry.changes })
      .from(auditEntry)
      .where(and(eq(auditEntry.recordId, person.id), eq(auditEntry.action, 'SIGN_IN')));
    expect(signIns.at(-1)!.changes).toEqual({
      signedInWith: { before: null, after: 'recovery code' },
    });

    const again = await post(
      '/two-factor/verify-backup-code',
      { code: used },
      await passwordStep(person.email),
    );
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'INVALID_BACKUP_CODE' });
    expect(await whoIs(cookiesOf(again))).toBeNull();
  });

  it('are refused without the password step, and for a disabled account', async () => {
    const { person, codes } = await personWithRecoveryCodes();
    const alone = await post('/two-factor/verify-backup-code', { code: codes[0] });
    expect(alone.statusCode).toBe(401);
    expect(await whoIs(cookiesOf(alone))).toBeNull();

    const challenge = await passwordStep(person.email);
    await app.database.db.update(user).set({ disabled: true }).where(eq(user.id, person.id));
    const disabled = await post('/two-factor/verify-backup-code', { code: codes[1] }, challenge);
    expect(disabled.statusCode).toBe(401);
    expect(await whoIs(cookiesOf(disabled))).toBeNull();
  });

  it('are made anew after the password, audited, and the old ones stop working', async () => {
    const { person, codes, cookie } = await personWithRecoveryCodes();
    const wrong = await post(
      '/two-factor/generate-backup-codes',
      { password: 'Not-the-password-1' },
      cookie,
    );
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    const made = await post(
      '/two-factor/generate-backup-codes',
      { password: TEST_PASSWORD },
      cookie,
    );
    expect(made.statusCode).toBe(200);
    const fresh = (made.json() as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(10);

    const old = await post(
      '/two-factor/verify-backup-code',
      { code: codes[0] },
      await passwordStep(person.email),
    );
    expect(old.statusCode).toBe(401);
    const withNew = await post(
      '/two-factor/verify-backup-code',
      { code: fresh[0] },
      await passwordStep(person.email),
    );
    expect(await whoIs(cookiesOf(withNew))).toBe(person.email);

    const trail = await app.database.db
      .select({ changes: auditEntry.changes })
      .from(auditEntry)
      .where(and(eq(auditEntry.recordId, person.id), eq(auditEntry.action, 'UPDATE')));
    expect(trail.map((entry) => entry.changes)).toEqual([
      { recoveryCodes: { before: null, after: 'new set, with a new authenticator app' } },
      { recoveryCodes: { before: null, after: 'new set, the old one stopped working' } },
    ]);
  });
});
