/**
 * Passkeys on the server (product.md §12, decision 063): adding one needs the password again; a
 * sign-in needs a challenge this browser was given and a registered passkey; the person lists and
 * removes their own, audited and e-mailed. A whole ceremony with a real (virtual) authenticator is
 * in e2e/passkeys.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { passkey } from '../../db/schema/auth';
import { outboxMessage } from '../../db/schema/outbox';
import { graphqlRequest } from '../../../../tests/support/graphql';
import { createPerson, signIn, TEST_PASSWORD } from '../../../../tests/support/people';
import { postAuth, useTestApp } from '../../../../tests/support/test-app';
import { addSoftwarePasskey } from '../../../../tests/support/software-passkey';

const app = useTestApp();

const cookiesOf = (response: Awaited<ReturnType<typeof postAuth>>) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

async function storedPasskey(userId: string, name: string) {
  const id = randomUUID();
  await app.database.db.insert(passkey).values({
    id,
    userId,
    credentialId: `credential-${id}`,
    publicKey: 'AQID',
    name,
  });
  return id;
}

describe('adding a passkey', () => {
  it('needs the password again, and gives options for this site and person', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const cookie = await signIn(app.server, person.email);
    const wrong = await postAuth(
      app,
      '/passkey/register-options',
      { password: 'Nope-1234!' },
      cookie,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'That password is not right.' });

    const options = await postAuth(
      app,
      '/passkey/register-options',
      { password: TEST_PASSWORD },
      cookie,
    );
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({
      rp: { id: 'localhost', name: 'Outreach Dashboard' },
      user: { name: person.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });

    const signedOut = await postAuth(app, '/passkey/register-options', { password: TEST_PASSWORD });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('is refused without a challenge, and for a passkey nobody registered', async () => {
    const noChallenge = await postAuth(app, '/passkey/sign-in', {
      response: { id: 'made-up', type: 'public-key' },
    });
    expect(noChallenge.statusCode).toBe(400);
    expect(noChallenge.json()).toMatchObject({ message: 'That took too long. Try again.' });

    const options = await postAuth(app, '/passkey/sign-in-options', {});
    expect(options.json()).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const unknown = await postAuth(
      app,
      '/passkey/sign-in',
      { response: { id: 'made-up', type: 'public-key' } },
      cookiesOf(options),
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      message: 'That passkey is not registered here. Sign in with your password.',
    });
    // The challenge was used up by that answer.
    const again = await postAuth(
      app,
      '/passkey/sign-in',
      { response: { id: 'made-up', type: 'public-key' } },
      cookiesOf(options),
    );
    expect(again.json()).toMatchObject({ message: 'That took too long. Try again.' });
  });
});

describe('myPasskeys and removeMyPasskey', () => {
  it('list and remove the person’s own passkeys, audited and e-mailed', async () => {
    const person = await createPerson(app.database.db, 'Admins');
    const cookie = await signIn(app.server, person.email);
    const id = await storedPasskey(person.id, 'Safari on iPhone');
    const other = await createPerson(app.database.db, 'Admins');
    const othersKey = await storedPasskey(other.id, 'Chrome on Android');

    const listed = await graphqlRequest<{ myPasskeys: { id: string; name: string }[] }>(
      app.server,
      'query { myPasskeys { id name lastUsedAt } }',
      {},
      cookie,
    );
    expect(listed.data!.myPasskeys).toEqual([{ id, name: 'Safari on iPhone', lastUsedAt: null }]);

    const REMOVE = 'mutation($id: ID!) { removeMyPasskey(id: $id) }';
    const foreign = await graphqlRequest(app.server, REMOVE, { id: othersKey }, cookie);
    expect(foreign.errors[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      await app.database.db.select().from(passkey).where(eq(passkey.id, othersKey)),
    ).toHaveLength(1);

    const removed = await graphqlRequest(app.server, REMOVE, { id }, cookie);
    expect(removed.data).toEqual({ removeMyPasskey: true });
    expect(await app.database.db.select().from(passkey).where(eq(passkey.id, id))).toEqual([]);
    const trail = await app.database.db
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.recordId, person.id), eq(auditEntry.action, 'REMOVE_PASSKEY')));
    expect(trail).toEqual([
      expect.objectContaining({
        recordType: 'Account',
        changes: { passkey: { before: 'Safari on iPhone', after: null } },
      }),
    ]);
    await expect
      .poll(async () =>
        (
          await app.database.db
            .select({ subject: outboxMessage.subject })
            .from(outboxMessage)
            .where(eq(outboxMessage.recipient, person.email))
        ).map((mail) => mail.subject),
      )
      .toEqual(['A passkey was removed from your account']);
  });

  it('ends the sessions a removed passkey opened, but the one removing it, and no other', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const key = await addSoftwarePasskey(app.database.db, person.id);
    const options = await postAuth(app, '/passkey/sign-in-options', {});
    const withPasskey = await postAuth(
      app,
      '/passkey/sign-in',
      { response: key.assert((options.json() as { challenge: string }).challenge) },
      cookiesOf(options),
    );
    expect(withPasskey.statusCode).toBe(200);
    const passkeyCookie = cookiesOf(withPasskey);
    const passwordCookie = await signIn(app.server, person.email);
    const ME = 'query { myAccount { email } }';
    expect((await graphqlRequest(app.server, ME, {}, passkeyCookie)).errors).toEqual([]);

    const [stored] = await app.database.db
      .select({ id: passkey.id })
      .from(passkey)
      .where(eq(passkey.credentialId, key.credentialId));
    const removed = await graphqlRequest(
      app.server,
      'mutation($id: ID!) { removeMyPasskey(id: $id) }',
      { id: stored!.id },
      passwordCookie,
    );
    expect(removed.data).toEqual({ removeMyPasskey: true });

    const afterwards = await graphqlRequest(app.server, ME, {}, passkeyCookie);
    expect(afterwards.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphqlRequest(app.server, ME, {}, passwordCookie)).errors).toEqual([]);

    // Removed from the session it opened: whoever holds the device stays signed in there.
    const second = await addSoftwarePasskey(app.database.db, person.id);
    const again = await postAuth(app, '/passkey/sign-in-options', {});
    const signedInAgain = await postAuth(
      app,
      '/passkey/sign-in',
      { response: second.assert((again.json() as { challenge: string }).challenge) },
      cookiesOf(again),
    );
    const ownCookie = cookiesOf(signedInAgain);
    const [secondStored] = await app.database.db
      .select({ id: passkey.id })
      .from(passkey)
      .where(eq(passkey.credentialId, second.credentialId));
    const ownRemoval = await graphqlRequest(
      app.server,
      'mutation($id: ID!) { removeMyPasskey(id: $id) }',
      { id: secondStored!.id },
      ownCookie,
    );
    expect(ownRemoval.data).toEqual({ removeMyPasskey: true });
    expect((await graphqlRequest(app.server, ME, {}, ownCookie)).errors).toEqual([]);
  });
});
