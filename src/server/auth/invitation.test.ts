/**
 * Invitations: a person created by staff gets an e-mailed temporary password (7 days, single
 * use); with it they cannot sign in, only choose their own password, which signs them in.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth';
import { outboxMessage } from '../db/schema/outbox';
import { clientInput } from '../../../tests/support/client-factory';
import { callerAs, graphqlRequest, type Caller } from '../../../tests/support/graphql';
import { createVolunteerAs, mailTo, temporaryPasswordIn } from '../../../tests/support/outbox';
import { TEST_BASE_URL, postAuth, useTestApp } from '../../../tests/support/test-app';
import { INVITATION_MESSAGES, temporaryPassword } from './invitation';
import { passwordProblems } from '../../shared/domain/account/password-rules';

const app = useTestApp();
const NEW_PASSWORD = 'My-own-Passw0rd';

const post = (url: string, payload: Record<string, unknown>) => postAuth(app, url, payload);

const sessionCookie = (response: Awaited<ReturnType<typeof post>>) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .filter((cookie) => /session_token=./.test(cookie ?? ''))
    .join('; ');

async function invitationTo(email: string) {
  const [message] = await mailTo(app.database.db, email).limit(1);
  if (!message) throw new Error(`No invitation was sent to ${email}`);
  return { message, password: temporaryPasswordIn(message.text) };
}

async function inviteVolunteer(staff: Caller) {
  const { id, email } = await createVolunteerAs(staff);
  return { id, email, ...(await invitationTo(email)) };
}

describe('temporary passwords', () => {
  it('meet the password policy and differ every time', () => {
    const passwords = Array.from({ length: 200 }, temporaryPassword);
    for (const password of passwords) expect(passwordProblems(password)).toEqual([]);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});

describe('an invitation', () => {
  it('is e-mailed to a new volunteer with a temporary password valid 7 days', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const before = Date.now();
    const { message, email } = await inviteVolunteer(admin);
    const after = Date.now();
    expect(message.subject).toBe('Your Outreach Dashboard account');
    expect(message.text).toContain(`e-mail: ${email}`);
    expect(message.text).toContain('expires in 7 days');
    expect(message.text).toContain(TEST_BASE_URL);
    const [account] = await app.database.db.select().from(user).where(eq(user.email, email));
    // 7 days from the moment it was sent, which was while inviteVolunteer ran.
    const expires = account!.invitationExpiresAt!.getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 7 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(after + 7 * 86_400_000);
  });

  it('does not sign in with the temporary password: it asks for a new one', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const { email, password } = await inviteVolunteer(admin);
    const response = await post('/sign-in/email', { email, password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'NEW_PASSWORD_REQUIRED',
      message: INVITATION_MESSAGES.newPasswordRequired,
    });
    expect(sessionCookie(response)).toBe('');
    const wrong = await post('/sign-in/email', { email, password: 'Wrong-Passw0rd' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it('lets the person choose a password, signs them in, and works only once', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const { id, email, password } = await inviteVolunteer(admin);

    const weak = await post('/invitation/accept', {
      email,
      temporaryPassword: password,
      newPassword: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: 'Password must have upper case letters' });
    const same = await post('/invitation/accept', {
      email,
      temporaryPassword: password,
      newPassword: password,
    });
    expect(same.json()).toMatchObject({ message: INVITATION_MESSAGES.samePassword });

    const accepted = await post('/invitation/accept', {
      email,
      temporaryPassword: password,
      newPassword: NEW_PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    const cookie = sessionCookie(accepted);
    expect(cookie).not.toBe('');
    const own = await graphqlRequest<{ getVolunteer: { id: string } | null }>(
      app.server,
      'query($id: ID!) { getVolunteer(id: $id) { id } }',
      { id },
      cookie,
    );
    expect(own.data!.getVolunteer).toEqual({ id });
    const [account] = await app.database.db.select().from(user).where(eq(user.id, id));
    expect(account).toMatchObject({ invitationExpiresAt: null, emailVerified: true });

    const again = await post('/invitation/accept', {
      email,
      temporaryPassword: password,
      newPassword: 'Another-Passw0rd',
    });
    expect(again.statusCode).toBe(401);
    expect((await post('/sign-in/email', { email, password })).statusCode).toBe(401);
    expect((await post('/sign-in/email', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('expires after 7 days', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const { id, email, password } = await inviteVolunteer(admin);
    await app.database.db
      .update(user)
      .set({ invitationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(user.id, id));
    const signIn = await post('/sign-in/email', { email, password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({
      code: 'INVITATION_EXPIRED',
      message: INVITATION_MESSAGES.expired,
    });
    const accept = await post('/invitation/accept', {
      email,
      temporaryPassword: password,
      newPassword: NEW_PASSWORD,
    });
    expect(accept.statusCode).toBe(403);
    expect(sessionCookie(accept)).toBe('');
  });

  it('locks the account after 5 wrong temporary passwords, like sign-in', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const { email, password } = await inviteVolunteer(admin);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post('/invitation/accept', {
        email,
        temporaryPassword: 'Wrong-Passw0rd',
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await post('/invitation/accept', {
      email,
      temporaryPassword: password,
      newPassword: NEW_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
  });

  it('answers an unknown e-mail as it answers a wrong password', async () => {
    const response = await post('/invitation/accept', {
      email: 'nobody@example.org',
      temporaryPassword: 'Whatever-Passw0rd',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it('goes to a client given an e-mail, on create or later, and follows a changed e-mail', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const created = await admin.run<{ createClient: { id: string; version: number } }>(
      'mutation($input: CreateClientInput!) { createClient(input: $input) { id version } }',
      { input: clientInput({ email: null }) },
    );
    expect(created.errors).toEqual([]);
    const { id } = created.data!.createClient;
    const update = (version: number, email: string) =>
      admin.run<{ updateClient: { version: number } }>(
        'mutation($input: UpdateClientInput!) { updateClient(input: $input) { version } }',
        { input: { id, expectedVersion: version, email } },
      );
    const first = await update(1, 'first.client@example.org');
    expect(first.errors).toEqual([]);
    expect((await invitationTo('first.client@example.org')).password).toMatch(/^\S{14}$/);
    const moved = await update(first.data!.updateClient.version, 'second.client@example.org');
    expect(moved.errors).toEqual([]);
    const { password } = await invitationTo('second.client@example.org');
    const signIn = await post('/sign-in/email', { email: 'second.client@example.org', password });
    expect(signIn.json()).toMatchObject({ code: 'NEW_PASSWORD_REQUIRED' });
  });

  it('is no longer needed once the person reset their password with an e-mailed code', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const { id, email } = await inviteVolunteer(admin);
    await post('/forget-password/email-otp', { email });
    let code: string | null = null;
    for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
      const [message] = await app.database.db
        .select()
        .from(outboxMessage)
        .where(eq(outboxMessage.subject, 'Reset your password'));
      code = message ? /Your code is (\d{6})/.exec(message.text)![1]! : null;
      if (!code) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const reset = await post('/email-otp/reset-password', {
      email,
      otp: code,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    const [account] = await app.database.db.select().from(user).where(eq(user.id, id));
    expect(account!.invitationExpiresAt).toBeNull();
    expect((await post('/sign-in/email', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});
