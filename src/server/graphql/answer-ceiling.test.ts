/** The ceiling on one answer's size (MAX_ANSWER_MB, decision 060), set low to meet it. */
import { describe, expect, it } from 'vitest';
import { errorCode, graphqlRequest } from '../../../tests/support/graphql';
import { createPerson, signIn } from '../../../tests/support/people';
import { insertFacility } from '../../../tests/support/resource-factory';
import { TEST_BASE_URL, useTestApp } from '../../../tests/support/test-app';

// 20 KB: fifteen lists of one facility with 2,000 characters of notes exceed it; one does not.
const app = useTestApp({ MAX_ANSWER_MB: String(20 / 1024) });

describe('an answer larger than MAX_ANSWER_MB', () => {
  it('is replaced by an error naming the ceiling, and a smaller one still goes out', async () => {
    await insertFacility(app.database.db, { notes: 'n'.repeat(2000) });
    const person = await createPerson(app.database.db, 'Admins');
    const cookie = await signIn(app.server, person.email);
    const admin = {
      run: <Data>(query: string) => graphqlRequest<Data>(app.server, query, {}, cookie),
    };
    const list = 'listFacilities { items { id notes } }';
    const one = await admin.run<{ a0: { items: { notes: string }[] } }>(`{ a0: ${list} }`);
    expect(errorCode(one)).toBeNull();
    expect(one.data!.a0.items[0]!.notes).toHaveLength(2000);

    const aliases = Array.from({ length: 15 }, (_, index) => `a${index}: ${list}`).join(' ');
    const fifteen = await admin.run(`{ ${aliases} }`);
    expect(errorCode(fifteen)).toBe('VALIDATION_FAILED');
    expect(fifteen.data).toBeNull();
    expect(fifteen.errors[0]!.message).toBe(
      'The answer would be larger than 0.02 MB, the most the server sends at once. Ask for fewer records (a smaller limit) or fewer fields.',
    );
    // Sent as what it is: its own length, not the refused answer's.
    const raw = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, cookie },
      payload: { query: `{ ${aliases} }` },
    });
    expect(Number(raw.headers['content-length'])).toBe(raw.rawPayload.byteLength);
    expect(raw.rawPayload.byteLength).toBeLessThan(1000);
  });
});
