/**
 * A client gets a sign-in account (group Clients) only when an e-mail is given (product.md §12);
 * the account follows the e-mail and goes with the client, in the same transaction.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema/auth';
import { client } from '../../db/schema/client';
import { clientInput } from '../../../../tests/support/client-factory';
import { errorCode } from '../../../../tests/support/graphql';
import { signedInForEachTest } from '../../../../tests/support/signed-in';
import { useTestApp } from '../../../../tests/support/test-app';

const CREATE = 'mutation($input: CreateClientInput!) { createClient(input: $input) { id email } }';
const UPDATE =
  'mutation($input: UpdateClientInput!) { updateClient(input: $input) { id email version } }';
const DELETE = 'mutation($input: DeleteClientInput!) { deleteClient(input: $input) { id } }';

const app = useTestApp();
const [admin] = signedInForEachTest(app, ['Admins']);

async function create(overrides: Record<string, unknown>) {
  const result = await admin.run<{ createClient: { id: string } }>(CREATE, {
    input: clientInput(overrides),
  });
  expect(result.errors).toEqual([]);
  return result.data!.createClient.id;
}

async function accountIdOf(clientId: string) {
  const [row] = await app.database.db.select().from(client).where(eq(client.id, clientId));
  return row!.accountId;
}

async function clientAccounts() {
  return app.database.db.select().from(user).where(eq(user.group, 'Clients'));
}

describe('client accounts', () => {
  it('a client without an e-mail has none', async () => {
    const id = await create({ email: null });
    expect(await accountIdOf(id)).toBeNull();
    expect(await clientAccounts()).toEqual([]);
  });

  it('a client with an e-mail gets one in group Clients, without a password', async () => {
    const id = await create({ email: 'Yusuf@Example.org', firstName: 'Yusuf', lastName: 'Ali' });
    const accounts = await clientAccounts();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      id: await accountIdOf(id),
      email: 'yusuf@example.org',
      name: 'Yusuf Ali',
    });
  });

  it('an e-mail that already has an account is refused, and nothing is stored', async () => {
    const result = await admin.run(CREATE, { input: clientInput({ email: admin.person!.email }) });
    expect(errorCode(result)).toBe('VALIDATION_FAILED');
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      email: 'An account with this e-mail already exists',
    });
    expect(await app.database.db.select().from(client)).toEqual([]);
  });

  it('follows the e-mail: added, changed, then removed', async () => {
    const id = await create({ email: null });
    const update = (expectedVersion: number, email: string | null) =>
      admin.run(UPDATE, { input: { id, expectedVersion, email } });

    expect((await update(1, 'first@example.org')).errors).toEqual([]);
    const accountId = await accountIdOf(id);
    expect((await clientAccounts()).map((row) => [row.id, row.email])).toEqual([
      [accountId, 'first@example.org'],
    ]);

    expect((await update(2, 'second@example.org')).errors).toEqual([]);
    expect(await accountIdOf(id)).toBe(accountId);
    expect((await clientAccounts()).map((row) => row.email)).toEqual(['second@example.org']);

    expect((await update(3, '')).errors).toEqual([]);
    expect(await accountIdOf(id)).toBeNull();
    expect(await clientAccounts()).toEqual([]);
  });

  it("refuses another person's e-mail on update, changing nothing", async () => {
    const id = await create({ email: 'mine@example.org' });
    const result = await admin.run(UPDATE, {
      input: { id, expectedVersion: 1, email: admin.person!.email },
    });
    expect(result.errors[0]!.extensions!.fieldErrors).toEqual({
      email: 'An account with this e-mail already exists',
    });
    expect((await clientAccounts()).map((row) => row.email)).toEqual(['mine@example.org']);
  });

  it('is deleted with the client', async () => {
    const id = await create({ email: 'leaving@example.org' });
    expect((await admin.run(DELETE, { input: { id } })).errors).toEqual([]);
    expect(await clientAccounts()).toEqual([]);
  });
});
