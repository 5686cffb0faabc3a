/**
 * The viewer of each request. After its first request a session is read in one statement
 * (viewer.ts); whatever changed in the database since must still count on the very next request.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securitySetting, session, user } from '../db/schema/auth';
import { createPerson, signIn } from '../../../tests/support/people';
import { errorCode, graphqlRequest } from '../../../tests/support/graphql';
import { TEST_BASE_URL, useTestApp } from '../../../tests/support/test-app';
import { sessionCookie } from './viewer';

const app = useTestApp();
const STATS = '{ dashboardStats { totalFacilities } }';
const ADMINS = '{ listAdmins { items { id } } }';

async function ask(query: string, cookie: string) {
  return errorCode(await graphqlRequest(app.server, query, {}, cookie));
}

/**
 * Signs in and makes two requests: the first goes through better-auth, the second is read by
 * the fast path and (embedded database) remembered. A change must count even so.
 */
async function signedInTwice(group: 'Admins' | 'Volunteers', query = STATS) {
  const person = await createPerson(app.database.db, group);
  const cookie = await signIn(app.server, person.email);
  const answers = [await ask(query, cookie), await ask(query, cookie)];
  return { person, cookie, answers };
}

describe('the viewer of a request', () => {
  it('is refused on the next request once the session is signed out', async () => {
    const { cookie, answers } = await signedInTwice('Admins');
    expect(answers).toEqual([null, null]);
    const signOut = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_BASE_URL, cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect(await ask(STATS, cookie)).toBe('UNAUTHENTICATED');
  });

  it('is refused on the next request once the session row is gone', async () => {
    const { person, cookie, answers } = await signedInTwice('Admins');
    expect(answers).toEqual([null, null]);
    await app.database.db.delete(session).where(eq(session.userId, person.id));
    expect(await ask(STATS, cookie)).toBe('UNAUTHENTICATED');
  });

  it('carries a changed group from the next request on', async () => {
    const { person, cookie, answers } = await signedInTwice('Volunteers', ADMINS);
    expect(answers).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    await app.database.db.update(user).set({ group: 'Admins' }).where(eq(user.id, person.id));
    expect(await ask(ADMINS, cookie)).toBeNull();
    await app.database.db.update(user).set({ group: null }).where(eq(user.id, person.id));
    expect(await ask(STATS, cookie)).toBe('FORBIDDEN');
  });

  it('is refused on the next request once the account is disabled', async () => {
    const { person, cookie, answers } = await signedInTwice('Volunteers', ADMINS);
    expect(answers).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    await app.database.db.update(user).set({ disabled: true }).where(eq(user.id, person.id));
    expect(await ask(ADMINS, cookie)).toBe('UNAUTHENTICATED');
  });

  it('requires an authenticator app from the next request on once super admins require one', async () => {
    const { cookie, answers } = await signedInTwice('Admins');
    expect(answers).toEqual([null, null]);
    await app.database.db
      .insert(securitySetting)
      .values({ id: 1, requireAdminMfa: true })
      .onConflictDoUpdate({ target: securitySetting.id, set: { requireAdminMfa: true } });
    const result = await graphqlRequest(app.server, STATS, {}, cookie);
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(result.errors[0]!.message).toBe('Set up an authenticator app to continue.');
  });

  it('is nobody for a cookie whose signature was tampered with, even after the real one was used', async () => {
    const person = await createPerson(app.database.db, 'Admins');
    const cookie = await signIn(app.server, person.email);
    expect(await ask(STATS, cookie)).toBeNull();
    const [name, value] = cookie.split('=', 2) as [string, string];
    const [token] = decodeURIComponent(value).split('.');
    expect(await ask(STATS, `${name}=${encodeURIComponent(`${token}.forged`)}`)).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('sessionCookie', () => {
  it('reads the one cookie of that name among others', () => {
    expect(
      sessionCookie('a=1; better-auth.session_token=abc.def%3D; b=2', 'better-auth.session_token'),
    ).toBe('abc.def%3D');
  });

  it('is null when the cookie is missing, or sent twice', () => {
    expect(sessionCookie(null, 's')).toBeNull();
    expect(sessionCookie('t=1', 's')).toBeNull();
    expect(sessionCookie('s=1; s=2', 's')).toBeNull();
  });
});
