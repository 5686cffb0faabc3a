/**
 * Self-registration with ALLOW_SIGN_UP=true: the account has no group, must confirm its e-mail
 * with a code before signing in, can ask for the code again, and a known e-mail gets the same
 * answer as a new one.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth';
import { outboxMessage } from '../db/schema/outbox';
import { codeMailedTo } from '../../../tests/support/outbox';
import { createPerson, TEST_PASSWORD } from '../../../tests/support/people';
import { postAuth, useTestApp } from '../../../tests/support/test-app';
import { SIGN_UP_MESSAGES } from './sign-up';

const app = useTestApp({ ALLOW_SIGN_UP: 'true' });
const PASSWORD = 'Signing-Up-9';

const post = (url: string, payload: Record<string, unknown>) => postAuth(app, url, payload);

/** The newest code e-mailed to `email` after message id `after` (sent in the background). */
const codeSentTo = (email: string, after = 0) => codeMailedTo(app.database.db, email, after);

/** The first e-mail to `email` (sent in the background). */
async function firstMessageTo(email: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [message] = await app.database.db
      .select()
      .from(outboxMessage)
      .where(eq(outboxMessage.recipient, email))
      .limit(1);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Nothing was sent to ${email}`);
}

describe('sign-up', () => {
  it('is offered to the sign-in page', async () => {
    const options = await app.server.inject({ method: 'GET', url: '/api/sign-in-options' });
    expect(options.json()).toEqual({ allowSignUp: true, providers: [] });
  });

  it('creates an unconfirmed account without a group and e-mails a code', async () => {
    const response = await post('/sign-up/email', {
      name: 'Maryam Said',
      email: 'Maryam@Example.org',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'maryam@example.org' } });
    expect(response.json()).not.toHaveProperty('token');
    const [account] = await app.database.db
      .select()
      .from(user)
      .where(eq(user.email, 'maryam@example.org'));
    expect(account).toMatchObject({ group: null, emailVerified: false, name: 'Maryam Said' });
    const { code } = await codeSentTo('maryam@example.org');
    expect(code).toMatch(/^\d{6}$/);
  });

  it('refuses a weak password with the message of product.md §5.8', async () => {
    const response = await post('/sign-up/email', {
      name: 'Weak',
      email: 'weak@example.org',
      password: 'alllowercase1!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Password must have upper case letters' });
  });

  it('answers a known e-mail as it answers a new one, and changes nothing', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const known = await post('/sign-up/email', {
      name: 'Someone',
      email: person.email,
      password: PASSWORD,
    });
    const fresh = await post('/sign-up/email', {
      name: 'Someone',
      email: 'fresh@example.org',
      password: PASSWORD,
    });
    expect(known.statusCode).toBe(fresh.statusCode);
    // Byte for byte but for the random id and the moment: nothing in the answer tells an
    // address with an account from one without.
    const sameness = (body: string, email: string) =>
      body
        .replace(/"id":"[^"]+"/, '"id":"…"')
        .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"…"')
        .replace(email, 'e-mail');
    expect(sameness(known.body, person.email)).toBe(sameness(fresh.body, 'fresh@example.org'));
    expect(known.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(known.headers['set-cookie']).toEqual(fresh.headers['set-cookie']);
    expect(
      (await post('/sign-in/email', { email: person.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it("tells a known address's owner someone tried to register, instead of sending a code", async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    await post('/sign-up/email', { name: 'Someone', email: person.email, password: PASSWORD });

    const message = await firstMessageTo(person.email);
    expect(message.subject).toBe('Someone tried to register with your e-mail address');
    expect(message.text).toContain('You already have an account');
    expect(message.text).not.toMatch(/\d{6}/);
    // A self-registered address still unconfirmed is sent a new code: that is its owner retrying.
    await post('/sign-up/email', { name: 'Retry', email: 'retry@example.org', password: PASSWORD });
    const first = await codeSentTo('retry@example.org');
    await post('/sign-up/email', { name: 'Retry', email: 'retry@example.org', password: PASSWORD });
    expect((await codeSentTo('retry@example.org', first.id)).code).toMatch(/^\d{6}$/);
  });

  it('signs in only once confirmed: unconfirmed sign-in sends a new code and opens no session', async () => {
    await post('/sign-up/email', { name: 'Idris', email: 'idris@example.org', password: PASSWORD });
    const first = await codeSentTo('idris@example.org');

    const early = await post('/sign-in/email', { email: 'idris@example.org', password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      code: 'USER_NOT_CONFIRMED',
      message: SIGN_UP_MESSAGES.notConfirmed,
    });
    const session = await app.server.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: [early.headers['set-cookie'] ?? []].flat().join('; ') },
    });
    expect(session.json()).toBeNull();
    const second = await codeSentTo('idris@example.org', first.id);

    const wrongPassword = await post('/sign-in/email', {
      email: 'idris@example.org',
      password: 'Wrong-Passw0rd',
    });
    expect(wrongPassword.statusCode).toBe(401);

    const resend = await post('/email-otp/send-verification-otp', {
      email: 'idris@example.org',
      type: 'email-verification',
    });
    expect(resend.statusCode).toBe(200);
    const third = await codeSentTo('idris@example.org', second.id);

    const confirmed = await post('/email-otp/verify-email', {
      email: 'idris@example.org',
      otp: third.code,
    });
    expect(confirmed.statusCode).toBe(200);
    const signedIn = await post('/sign-in/email', {
      email: 'idris@example.org',
      password: PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ user: { group: null } });
  });

  it("says 'User is already confirmed' to whoever holds a valid code for a confirmed account", async () => {
    await post('/sign-up/email', { name: 'Hafsa', email: 'hafsa@example.org', password: PASSWORD });
    const first = await codeSentTo('hafsa@example.org');
    await post('/email-otp/verify-email', { email: 'hafsa@example.org', otp: first.code });
    await post('/email-otp/send-verification-otp', {
      email: 'hafsa@example.org',
      type: 'email-verification',
    });
    const second = await codeSentTo('hafsa@example.org', first.id);
    const again = await post('/email-otp/verify-email', {
      email: 'hafsa@example.org',
      otp: second.code,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: SIGN_UP_MESSAGES.alreadyConfirmed });
    const wrongCode = await post('/email-otp/verify-email', {
      email: 'hafsa@example.org',
      otp: '000000',
    });
    expect(wrongCode.json()).not.toMatchObject({ message: SIGN_UP_MESSAGES.alreadyConfirmed });
  });
});
