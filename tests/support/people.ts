/** People with real accounts, signed in through the real sign-in route. */
import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { FastifyInstance } from 'fastify';
import { SYSTEM_ACTOR } from '../../src/server/audit/audit';
import { createPersonWithAccount } from '../../src/server/auth/identity.service';
import type { Database } from '../../src/server/db/client';
import type { Group } from '../../src/shared/permissions';
import { TEST_BASE_URL } from './test-app';

export const TEST_PASSWORD = 'Correct-Horse-9';

// Hashing is deliberately slow; tests create hundreds of accounts with the same password.
let testPasswordHash: Promise<string> | null = null;

export interface TestPerson {
  id: string;
  email: string;
  group: Group | null;
}

export async function createPerson(
  db: Database,
  group: Group | null,
  name = 'Test',
  lastName = 'Person',
): Promise<TestPerson> {
  const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const id = await createPersonWithAccount(db, SYSTEM_ACTOR, {
    email,
    password: TEST_PASSWORD,
    passwordHash: await (testPasswordHash ??= hashPassword(TEST_PASSWORD)),
    firstName: name,
    lastName,
    group,
  });
  return { id, email, group };
}

/** Signs in through POST /api/auth/sign-in/email and returns the session cookie header. */
export async function signIn(
  server: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await server.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`Sign-in failed (${response.statusCode}): ${response.body}`);
  const setCookie = response.headers['set-cookie'];
  const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map(
    (cookie) => cookie.split(';')[0],
  );
  return cookies.join('; ');
}

/** The session token inside a session cookie header (the cookie holds `token.signature`). */
export function sessionTokenOf(cookie: string): string {
  const value = /better-auth\.session_token=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error(`No session cookie in: ${cookie}`);
  return decodeURIComponent(value).split('.')[0]!;
}
