/** Sign-in through better-auth's routes, the session's group, sign-up off by default, first-run set-up. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admin } from '../db/schema/admin';
import { session, user } from '../db/schema/auth';
import { createPerson, signIn, TEST_PASSWORD } from '../../../tests/support/people';
import { TEST_BASE_URL, useTestApp } from '../../../tests/support/test-app';
import { createSetupLinkIfNeeded } from './first-run';

const app = useTestApp();

function post(url: string, payload: Record<string, unknown>, cookie?: string) {
  return app.server.inject({
    method: 'POST',
    url,
    headers: {
      origin: TEST_BASE_URL,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    payload,
  });
}

describe('sign-in', () => {
  it('returns a session that carries the group', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const cookie = await signIn(app.server, person.email);
    const session = await app.server.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json()).toMatchObject({ user: { email: person.email, group: 'Volunteers' } });
  });

  it('refuses a wrong password', async () => {
    const person = await createPerson(app.database.db, 'Admins');
    const response = await post('/api/auth/sign-in/email', {
      email: person.email,
      password: 'Wrong-Password-1',
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps sign-up closed unless ALLOW_SIGN_UP is set', async () => {
    const response = await post('/api/auth/sign-up/email', {
      email: 'new@example.org',
      password: TEST_PASSWORD,
      name: 'New',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(
      await app.database.db.select().from(user).where(eq(user.email, 'new@example.org')),
    ).toEqual([]);
    const options = await app.server.inject({ method: 'GET', url: '/api/sign-in-options' });
    expect(options.json()).toEqual({ allowSignUp: false, providers: [] });
  });

  it('ignores a group sent by the client when changing the profile', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const cookie = await signIn(app.server, person.email);
    await post('/api/auth/update-user', { name: 'Me', group: 'SuperAdmins' }, cookie);
    const [stored] = await app.database.db.select().from(user).where(eq(user.id, person.id));
    expect(stored!.group).toBe('Volunteers');
  });

  it('enforces the password policy when a password is changed', async () => {
    const person = await createPerson(app.database.db, 'Admins');
    const cookie = await signIn(app.server, person.email);
    const response = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'alllowercase1!' },
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Password must have upper case letters' });
  });
});

describe('first-run set-up link', () => {
  const firstAdmin = {
    firstName: 'Sam',
    lastName: 'Super',
    email: 'sam@example.org',
    password: 'Sup3r!pass',
    confirmPassword: 'Sup3r!pass',
  };

  it('creates the first super admin once, with an Admin record, then stops working', async () => {
    const link = await createSetupLinkIfNeeded(app.database.db, TEST_BASE_URL);
    const token = new URL(link!).searchParams.get('token')!;
    expect((await app.server.inject(`/api/setup/status?token=${token}`)).json()).toEqual({
      valid: true,
    });

    const created = await post('/api/setup', { ...firstAdmin, token });
    expect(created.statusCode).toBe(200);
    const [record] = await app.database.db.select().from(admin);
    expect(record).toMatchObject({
      email: 'sam@example.org',
      role: 'SUPER_ADMIN',
      firstName: 'Sam',
    });
    await signIn(app.server, 'sam@example.org', 'Sup3r!pass');

    // Restarting prints no new link once an account exists: the answer sends them to sign in.
    const alreadySetUp =
      'The dashboard is already set up, so this link no longer works. Sign in with your account, or ask an admin to invite you.';
    const again = await post('/api/setup', { ...firstAdmin, email: 'other@example.org', token });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(alreadySetUp);
    expect((await app.server.inject(`/api/setup/status?token=${token}`)).json()).toEqual({
      valid: false,
      message: alreadySetUp,
    });
    expect(await createSetupLinkIfNeeded(app.database.db, TEST_BASE_URL)).toBeNull();
  });

  it('shows the form messages for bad input and keeps the link usable', async () => {
    const token = new URL(
      (await createSetupLinkIfNeeded(app.database.db, TEST_BASE_URL))!,
    ).searchParams.get('token')!;
    const response = await post('/api/setup', {
      ...firstAdmin,
      password: 'short',
      confirmPassword: 'other',
      email: 'x',
      token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must have at least 8 characters',
      confirmPassword: 'Your passwords must match',
    });
    expect((await app.server.inject(`/api/setup/status?token=${token}`)).json()).toEqual({
      valid: true,
    });
  });

  it('refuses a made-up token, saying a restart prints a new link while no account exists', async () => {
    await createSetupLinkIfNeeded(app.database.db, TEST_BASE_URL);
    const response = await post('/api/setup', { ...firstAdmin, token: 'made-up' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'This set-up link has already been used or has expired. Restart the server to get a new one.',
    );
    expect(await app.database.db.select().from(user)).toEqual([]);
  });
});

describe('session lifetime', () => {
  it('ends every other session when the password changes', async () => {
    const person = await createPerson(app.database.db, 'Admins');
    const kept = await signIn(app.server, person.email);
    const other = await signIn(app.server, person.email);
    const changed = await post(
      '/api/auth/change-password',
      {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Another-Passw0rd!',
        revokeOtherSessions: false,
      },
      kept,
    );
    expect(changed.statusCode).toBe(200);
    const session = (cookie: string) =>
      app.server.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect((await session(other)).json()).toBeNull();
    expect((await session(kept)).json()).not.toBeNull();
  });

  it('ends a session older than SESSION_MAX_HOURS, however active', async () => {
    const person = await createPerson(app.database.db, 'Admins');
    const cookie = await signIn(app.server, person.email);
    const query = (c: string) =>
      app.server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { cookie: c, 'content-type': 'application/json', origin: TEST_BASE_URL },
        payload: { query: '{ dashboardStats { totalFacilities } }' },
      });
    expect((await query(cookie)).json().data).toEqual({ dashboardStats: { totalFacilities: 0 } });
    // Signed in 13 hours ago (the default limit is 12).
    await app.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 13 * 3_600_000) })
      .where(eq(session.userId, person.id));
    expect((await query(cookie)).json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(
      await app.database.db.select().from(session).where(eq(session.userId, person.id)),
    ).toEqual([]);
  });

  it('slides the expiry by the idle time (SESSION_IDLE_MINUTES, 30 by default)', async () => {
    const person = await createPerson(app.database.db, 'Admins');
    await signIn(app.server, person.email);
    const [stored] = await app.database.db
      .select()
      .from(session)
      .where(eq(session.userId, person.id));
    const minutes = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(30);
  });
});
