/**
 * Sessions are listed and ended by id, and no answer carries a session token (product.md §6,
 * decision 061): the HttpOnly cookie is the only place a page's scripts could not read it from.
 */
import { describe, expect, it } from 'vitest';
import { graphqlRequest } from '../../../../tests/support/graphql';
import {
  createPerson,
  sessionTokenOf,
  signIn,
  TEST_PASSWORD,
} from '../../../../tests/support/people';
import { TEST_BASE_URL, useTestApp } from '../../../../tests/support/test-app';

const app = useTestApp();

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile';

interface Sessions {
  mySessions: { id: string; userAgent: string | null; current: boolean }[];
}
const MY_SESSIONS = 'query { mySessions { id userAgent current } }';
const END = 'mutation($id: ID!) { endMySession(id: $id) }';

async function signInFrom(email: string, userAgent: string) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_BASE_URL, 'content-type': 'application/json', 'user-agent': userAgent },
    payload: { email, password: TEST_PASSWORD },
  });
  const cookie = [response.headers['set-cookie'] ?? []]
    .flat()
    .map((part) => part.split(';')[0])
    .join('; ');
  return { response, cookie };
}

describe('answers of the sign-in routes', () => {
  it('carry no session token: sign-in, the session and the session list', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const { response, cookie } = await signInFrom(person.email, PHONE);
    const token = sessionTokenOf(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: person.email } });
    expect(response.body).not.toContain(token);

    for (const url of ['/api/auth/get-session', '/api/auth/list-sessions']) {
      const answer = await app.server.inject({ method: 'GET', url, headers: { cookie } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(person.id);
      expect(answer.body).not.toContain(token);
      expect(answer.body).not.toContain('"token"');
    }
  });
});

describe('mySessions and endMySession', () => {
  it('list the person’s own sessions with the current one marked, and end another', async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const laptop = await signIn(app.server, person.email);
    const phone = (await signInFrom(person.email, PHONE)).cookie;
    const stranger = await signIn(
      app.server,
      (await createPerson(app.database.db, 'Admins')).email,
    );

    const listed = await graphqlRequest<Sessions>(app.server, MY_SESSIONS, {}, laptop);
    expect(listed.data!.mySessions).toHaveLength(2);
    const [phoneSession] = listed.data!.mySessions.filter((one) => one.userAgent === PHONE);
    expect(phoneSession!.current).toBe(false);
    expect(listed.data!.mySessions.filter((one) => one.current)).toHaveLength(1);
    const fromPhone = await graphqlRequest<Sessions>(app.server, MY_SESSIONS, {}, phone);
    expect(fromPhone.data!.mySessions.find((one) => one.current)!.id).toBe(phoneSession!.id);

    // Someone else cannot end it, nor learn that it exists.
    const foreign = await graphqlRequest(app.server, END, { id: phoneSession!.id }, stranger);
    expect(foreign.errors[0]?.extensions?.code).toBe('NOT_FOUND');
    const still = await graphqlRequest<Sessions>(app.server, MY_SESSIONS, {}, phone);
    expect(still.data!.mySessions).toHaveLength(2);

    const ended = await graphqlRequest(app.server, END, { id: phoneSession!.id }, laptop);
    expect(ended.data).toEqual({ endMySession: true });
    const afterwards = await graphqlRequest(app.server, MY_SESSIONS, {}, phone);
    expect(afterwards.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const remaining = await graphqlRequest<Sessions>(app.server, MY_SESSIONS, {}, laptop);
    expect(remaining.data!.mySessions).toEqual([expect.objectContaining({ current: true })]);

    const again = await graphqlRequest(app.server, END, { id: phoneSession!.id }, laptop);
    expect(again.errors[0]?.message).toBe('That session has already ended.');
  });

  it('are refused to someone signed out', async () => {
    const result = await graphqlRequest(app.server, MY_SESSIONS);
    expect(result.errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
