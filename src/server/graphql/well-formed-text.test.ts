/** Text that cannot be stored is refused before anything runs. */
import { describe, expect, it } from 'vitest';
import { client } from '../db/schema/client';
import { clientInput } from '../../../tests/support/client-factory';
import { callerAs } from '../../../tests/support/graphql';
import { useTestApp } from '../../../tests/support/test-app';

const app = useTestApp();
const CREATE = `mutation($input: CreateClientInput!) { createClient(input: $input) { id preferredName } }`;

describe('a lone half of a surrogate pair', () => {
  it('is refused naming the field, and nothing is stored', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    // JSON.stringify writes it as "\ud800", as a script could send it.
    const result = await admin.run(CREATE, {
      input: clientInput({ preferredName: 'Amina \ud800' }),
    });
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        preferredName:
          'preferredName contains a broken character (half of a pair): retype it and try again',
      },
    });
    expect(await app.database.db.select().from(client)).toEqual([]);
  });

  it('leaves whole characters alone, those written with a pair included', async () => {
    const admin = await callerAs(app.server, app.database.db, 'Admins');
    const result = await admin.run<{ createClient: { preferredName: string } }>(CREATE, {
      input: clientInput({ preferredName: 'Amina 🌙 Ünal' }),
    });
    expect(result.errors).toEqual([]);
    expect(result.data!.createClient.preferredName).toBe('Amina 🌙 Ünal');
  });
});
