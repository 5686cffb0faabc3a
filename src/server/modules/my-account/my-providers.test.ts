/**
 * Linking a sign-in provider is deliberate (product.md §12, decision 062): only its holder, signed
 * in and giving the password again, starts a link; every link and unlink is on the account's trail
 * and e-mailed to the holder; My account lists providers and unlinks them. The whole round trip
 * through a real provider is in e2e/oidc.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntry } from '../../db/schema/audit';
import { account } from '../../db/schema/auth';
import { outboxMessage } from '../../db/schema/outbox';
import { graphqlRequest } from '../../../../tests/support/graphql';
import {
  signInThroughProvider,
  useTestOidcProvider,
} from '../../../../tests/support/oidc-sign-in-flow';
import { createPerson, signIn, TEST_PASSWORD } from '../../../../tests/support/people';
import { postAuth, useTestApp } from '../../../../tests/support/test-app';

const oidc = useTestOidcProvider();
const app = useTestApp(oidc.settings);

interface Providers {
  myProviders: { id: string; label: string; linkedAt: string | null }[];
}
const MY_PROVIDERS = 'query { myProviders { id label linkedAt } }';
const UNLINK = 'mutation($id: ID!) { unlinkMyProvider(providerId: $id) }';

/** Joins a provider identity to the account as better-auth does at the end of a link. */
async function linkAsTheProviderWould(userId: string) {
  const context = await app.auth.$context;
  await context.internalAdapter.createAccount({
    userId,
    providerId: 'test',
    accountId: `subject-${userId}`,
  });
}

async function mailTo(email: string) {
  return app.database.db
    .select({ subject: outboxMessage.subject, text: outboxMessage.text })
    .from(outboxMessage)
    .where(eq(outboxMessage.recipient, email));
}

describe('starting a link', () => {
  it('needs the signed-in person’s password again', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const cookie = await signIn(app.server, person.email);
    const start = (extra: Record<string, unknown>) =>
      postAuth(
        app,
        '/link-social',
        { provider: 'test', callbackURL: '/volunteer/account', disableRedirect: true, ...extra },
        cookie,
      );

    for (const refused of [{}, { password: 'Not-The-Password-1' }]) {
      const answer = await start(refused);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ message: 'That password is not right.' });
    }
    const accepted = await start({ password: TEST_PASSWORD });
    expect(accepted.statusCode).toBe(200);
    const { url } = accepted.json() as { url: string };
    expect(new URL(url).origin).toBe(oidc.issuer());

    const signedOut = await postAuth(app, '/link-social', {
      provider: 'test',
      password: TEST_PASSWORD,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('a linked provider', () => {
  it('is audited and e-mailed to the holder, listed, and unlinked the same way', async () => {
    const person = await createPerson(app.database.db, 'Admins');
    const cookie = await signIn(app.server, person.email);
    const before = await graphqlRequest<Providers>(app.server, MY_PROVIDERS, {}, cookie);
    expect(before.data!.myProviders).toEqual([
      { id: 'test', label: 'Test Provider', linkedAt: null },
    ]);

    await linkAsTheProviderWould(person.id);

    const listed = await graphqlRequest<Providers>(app.server, MY_PROVIDERS, {}, cookie);
    expect(listed.data!.myProviders[0]!.linkedAt).not.toBeNull();
    await expect
      .poll(() => mailTo(person.email))
      .toEqual([expect.objectContaining({ subject: 'Test Provider was linked to your account' })]);
    const linked = await app.database.db
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.recordId, person.id), eq(auditEntry.action, 'LINK_PROVIDER')));
    expect(linked).toEqual([
      expect.objectContaining({
        recordType: 'Account',
        actorId: person.id,
        changes: { signInProvider: { before: null, after: 'Test Provider' } },
      }),
    ]);

    const unlinked = await graphqlRequest(app.server, UNLINK, { id: 'test' }, cookie);
    expect(unlinked.data).toEqual({ unlinkMyProvider: true });
    const rows = await app.database.db
      .select()
      .from(account)
      .where(and(eq(account.userId, person.id), eq(account.providerId, 'test')));
    expect(rows).toEqual([]);
    await expect
      .poll(async () => (await mailTo(person.email)).map((mail) => mail.subject))
      .toContain('Test Provider was unlinked from your account');
    const trail = await app.database.db
      .select({ action: auditEntry.action })
      .from(auditEntry)
      .where(eq(auditEntry.recordId, person.id));
    expect(trail.map((entry) => entry.action)).toContain('UNLINK_PROVIDER');

    const again = await graphqlRequest(app.server, UNLINK, { id: 'test' }, cookie);
    expect(again.errors[0]?.message).toBe('Test Provider is not linked to your account.');
  });

  it('is not unlinked when it is the only way left to sign in', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const cookie = await signIn(app.server, person.email);
    await linkAsTheProviderWould(person.id);
    await app.database.db
      .delete(account)
      .where(and(eq(account.userId, person.id), eq(account.providerId, 'credential')));

    const refused = await graphqlRequest(app.server, UNLINK, { id: 'test' }, cookie);
    expect(refused.errors[0]?.message).toBe(
      'This provider is your only way to sign in. Set a password first.',
    );
    const still = await graphqlRequest<Providers>(app.server, MY_PROVIDERS, {}, cookie);
    expect(still.data!.myProviders[0]!.linkedAt).not.toBeNull();
  });
});

describe('signing in through a provider not linked to an account', () => {
  it('answers the same whether the e-mail has an account or not', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const { location: known } = await signInThroughProvider(app, person.email);
    const { location: unknown } = await signInThroughProvider(app, 'nobody-here@example.org');
    expect(known).toBe('/?signInError=oidc&error=not_linked');
    expect(unknown).toBe(known);
  });
});
