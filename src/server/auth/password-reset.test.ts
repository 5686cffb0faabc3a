/** Forgot password: an e-mailed 6-digit code, single use, 10 minutes, dead after 5 wrong tries. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessage } from '../db/schema/outbox';
import { codeMailedTo } from '../../../tests/support/outbox';
import { createPerson, signIn, TEST_PASSWORD } from '../../../tests/support/people';
import { postAuth, useTestApp } from '../../../tests/support/test-app';

const app = useTestApp();

const post = (url: string, payload: Record<string, unknown>) => postAuth(app, url, payload);

/** The code in the newest message to `email` (the e-mail is sent in the background). */
const codeSentTo = async (email: string) => (await codeMailedTo(app.database.db, email)).code;

describe('password reset with an e-mailed code', () => {
  it('answers the same for unknown addresses and sends them nothing', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const known = await post('/forget-password/email-otp', { email: person.email });
    const unknown = await post('/forget-password/email-otp', { email: 'nobody@example.org' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await codeSentTo(person.email);
    expect(
      await app.database.db
        .select()
        .from(outboxMessage)
        .where(eq(outboxMessage.recipient, 'nobody@example.org')),
    ).toEqual([]);
  });

  it('resets the password with the code once, ends old sessions, and enforces the password policy', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const oldSession = await signIn(app.server, person.email);
    await post('/forget-password/email-otp', { email: person.email });
    const code = await codeSentTo(person.email);
    const [message] = await app.database.db
      .select()
      .from(outboxMessage)
      .where(eq(outboxMessage.recipient, person.email));
    expect(message!.subject).toBe('Reset your password');
    expect(message!.text).toContain('expires in 10 minutes');

    const weak = await post('/email-otp/reset-password', {
      email: person.email,
      otp: code,
      password: 'weakpassword',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password must have upper case letters');

    const reset = await post('/email-otp/reset-password', {
      email: person.email,
      otp: code,
      password: 'Fresh-Passw0rd!',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (
        await app.server.inject({ url: '/api/auth/get-session', headers: { cookie: oldSession } })
      ).json(),
    ).toBeNull();
    await signIn(app.server, person.email, 'Fresh-Passw0rd!');
    const reused = await post('/email-otp/reset-password', {
      email: person.email,
      otp: code,
      password: 'Other-Passw0rd!',
    });
    expect(reused.statusCode).toBe(400);
    expect(
      (await post('/sign-in/email', { email: person.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
  });

  it('kills the code after 5 wrong tries', async () => {
    const person = await createPerson(app.database.db, 'Admins');
    await post('/forget-password/email-otp', { email: person.email });
    const code = await codeSentTo(person.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (
          await post('/email-otp/reset-password', {
            email: person.email,
            otp: wrong,
            password: 'Fresh-Passw0rd!',
          })
        ).statusCode,
      ).toBe(400);
    }
    const late = await post('/email-otp/reset-password', {
      email: person.email,
      otp: code,
      password: 'Fresh-Passw0rd!',
    });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(
      (await post('/sign-in/email', { email: person.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });
});
