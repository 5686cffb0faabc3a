/**
 * One door per way of signing in (decision 089): every route under /api/auth is decided on, and
 * every route that opens a session refuses a disabled account, a locked one, and an account with
 * an authenticator app whose code it did not ask for, and records the sign-ins it lets through.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEntry } from '../db/schema/audit';
import { session, user } from '../db/schema/auth';
import { outboxMessage } from '../db/schema/outbox';
import { signInLockout } from '../db/schema/sign-in-protection';
import { callerAs } from '../../../tests/support/graphql';
import {
  signInThroughProvider,
  useTestOidcProvider,
} from '../../../tests/support/oidc-sign-in-flow';
import { createVolunteerAs, mailTo, temporaryPasswordIn } from '../../../tests/support/outbox';
import { createPerson, signIn, TEST_PASSWORD } from '../../../tests/support/people';
import { addSoftwarePasskey } from '../../../tests/support/software-passkey';
import { postAuth, TEST_BASE_URL, useTestApp } from '../../../tests/support/test-app';
import { secretFromUri, totpCode } from '../../../tests/support/totp';
import { AUTH_ROUTES_DECIDED, AUTH_ROUTES_OFF } from './auth-routes-decided';

const oidc = useTestOidcProvider();
const app = useTestApp(oidc.settings);
const NEW_PASSWORD = 'My-own-Passw0rd';

const cookiesOf = (response: LightMyRequestResponse) =>
  [response.headers['set-cookie'] ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/** What a sign-in attempt came to, as the caller sees it. */
interface Outcome {
  status: number;
  code?: string;
  /** Where a provider sign-in sent the browser. */
  location?: string;
  twoFactorRedirect?: boolean;
}

function outcomeOf(response: LightMyRequestResponse): Outcome {
  const body = (response.body ? response.json() : {}) as Record<string, unknown>;
  return {
    status: response.statusCode,
    code: typeof body.code === 'string' ? body.code : undefined,
    twoFactorRedirect: body.twoFactorRedirect === true ? true : undefined,
  };
}

/** An account ready to be signed into through one route, and the attempt itself. */
interface Door {
  userId: string;
  email: string;
  attempt(): Promise<Outcome>;
}

async function invitedVolunteer() {
  const admin = await callerAs(app.server, app.database.db, 'Admins');
  const { id, email } = await createVolunteerAs(admin);
  const [message] = await mailTo(app.database.db, email).limit(1);
  return { userId: id, email, temporaryPassword: temporaryPasswordIn(message!.text) };
}

/** Every route that opens a session (AUTH_ROUTES_DECIDED), each with the account it needs. */
const DOORS: Record<string, () => Promise<Door>> = {
  password: async () => {
    const person = await createPerson(app.database.db, 'Admins');
    return {
      userId: person.id,
      email: person.email,
      attempt: async () =>
        outcomeOf(
          await postAuth(app, '/sign-in/email', { email: person.email, password: TEST_PASSWORD }),
        ),
    };
  },
  'authenticator code': async () => {
    const person = await createPerson(app.database.db, 'SuperAdmins');
    const cookie = await signIn(app.server, person.email);
    const enabled = await postAuth(app, '/two-factor/enable', { password: TEST_PASSWORD }, cookie);
    const secret = secretFromUri((enabled.json() as { totpURI: string }).totpURI);
    const confirmed = await postAuth(
      app,
      '/two-factor/verify-totp',
      { code: totpCode(secret) },
      cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    // What setting up the app left behind: its own session and sign-in on the trail.
    await app.database.db.delete(session).where(eq(session.userId, person.id));
    await app.database.db.delete(auditEntry).where(eq(auditEntry.recordId, person.id));
    // The password step, before whatever the test does to the account: a code challenge.
    const first = await postAuth(app, '/sign-in/email', {
      email: person.email,
      password: TEST_PASSWORD,
    });
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const challenge = cookiesOf(first);
    return {
      userId: person.id,
      email: person.email,
      attempt: async () =>
        outcomeOf(
          await postAuth(
            app,
            '/two-factor/verify-totp',
            // The next step's code: the set-up already used this step's.
            { code: totpCode(secret, 1) },
            challenge,
          ),
        ),
    };
  },
  passkey: async () => {
    const person = await createPerson(app.database.db, 'Volunteers');
    const key = await addSoftwarePasskey(app.database.db, person.id);
    return {
      userId: person.id,
      email: person.email,
      attempt: async () => {
        const options = await postAuth(app, '/passkey/sign-in-options', {});
        const { challenge } = options.json() as { challenge: string };
        return outcomeOf(
          await postAuth(
            app,
            '/passkey/sign-in',
            { response: key.assert(challenge) },
            cookiesOf(options),
          ),
        );
      },
    };
  },
  provider: async () => {
    const person = await createPerson(app.database.db, 'Admins');
    const context = await app.auth.$context;
    await context.internalAdapter.createAccount({
      userId: person.id,
      providerId: 'test',
      accountId: person.email, // the test provider's subject is the login name
    });
    return {
      userId: person.id,
      email: person.email,
      attempt: async () => {
        const { answer, location } = await signInThroughProvider(app, person.email);
        return { status: answer.statusCode, location };
      },
    };
  },
  invitation: async () => {
    const invited = await invitedVolunteer();
    return {
      userId: invited.userId,
      email: invited.email,
      attempt: async () =>
        outcomeOf(
          await postAuth(app, '/invitation/accept', {
            email: invited.email,
            temporaryPassword: invited.temporaryPassword,
            newPassword: NEW_PASSWORD,
          }),
        ),
    };
  },
};

async function sessionsOf(userId: string) {
  const [row] = await app.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(session)
    .where(eq(session.userId, userId));
  return row!.count;
}

async function signInsRecorded(userId: string) {
  const rows = await app.database.db
    .select({ changes: auditEntry.changes, actorId: auditEntry.actorId })
    .from(auditEntry)
    .where(and(eq(auditEntry.recordId, userId), eq(auditEntry.action, 'SIGN_IN')));
  return rows.map((row) => ({ actorId: row.actorId, method: row.changes.signedInWith?.after }));
}

describe('the routes under /api/auth', () => {
  it('are each decided on, and only those decided on are mounted', () => {
    const mounted = new Set(
      Object.values(app.auth.api as Record<string, { path?: string }>)
        .map((endpoint) => endpoint.path)
        .filter((path): path is string => typeof path === 'string'),
    );
    expect([...mounted].filter((path) => !AUTH_ROUTES_DECIDED[path])).toEqual([]);
    expect(Object.keys(AUTH_ROUTES_DECIDED).filter((path) => !mounted.has(path))).toEqual([]);
  });

  it('answer 404 where switched off, signing in with an e-mailed code among them', async () => {
    expect(AUTH_ROUTES_OFF).toContain('/sign-in/email-otp');
    for (const path of AUTH_ROUTES_OFF) {
      const url = `/api/auth${path.replace(/:\w+/, 'anything')}`;
      for (const method of ['GET', 'POST'] as const) {
        const answer = await app.server.inject({
          method,
          url,
          headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
          payload: method === 'POST' ? { email: 'someone@example.org', otp: '123456' } : undefined,
        });
        expect({ path, method, status: answer.statusCode }).toEqual({
          path,
          method,
          status: 404,
        });
      }
    }
  });

  it('send no e-mailed code for signing in or changing the address', async () => {
    const person = await createPerson(app.database.db, 'SuperAdmins');
    for (const type of ['sign-in', 'change-email']) {
      const answer = await postAuth(app, '/email-otp/send-verification-otp', {
        email: person.email,
        type,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'CODE_TYPE_REFUSED' });
    }
    const mail = await app.database.db
      .select()
      .from(outboxMessage)
      .where(eq(outboxMessage.recipient, person.email));
    expect(mail).toEqual([]);
  });
});

describe('every way of signing in', () => {
  it.each(Object.keys(DOORS))(
    '%s: opens a session, recorded on the account’s trail',
    async (way) => {
      const door = await DOORS[way]!();
      const outcome = await door.attempt();
      if (way === 'provider') expect(outcome).toEqual({ status: 302, location: '/' });
      else expect(outcome.status).toBe(200);
      expect(await sessionsOf(door.userId)).toBe(1);
      const expected = way === 'provider' ? 'provider (test)' : way;
      expect(await signInsRecorded(door.userId)).toEqual([
        { actorId: door.userId, method: expected },
      ]);
    },
  );

  it.each(Object.keys(DOORS))('%s: refuses a disabled account', async (way) => {
    const door = await DOORS[way]!();
    await app.database.db.update(user).set({ disabled: true }).where(eq(user.id, door.userId));
    const outcome = await door.attempt();
    if (way === 'provider') expect(outcome.location).toBe('/?signInError=disabled');
    else expect(outcome.status).toBeGreaterThanOrEqual(400);
    expect(await sessionsOf(door.userId)).toBe(0);
    expect(await signInsRecorded(door.userId)).toEqual([]);
  });

  it.each(Object.keys(DOORS))('%s: refuses a locked account', async (way) => {
    const door = await DOORS[way]!();
    await app.database.db.insert(signInLockout).values({
      email: door.email,
      failures: 10,
      lockedUntil: new Date(Date.now() + 15 * 60_000),
    });
    const outcome = await door.attempt();
    if (way === 'provider') expect(outcome.location).toBe('/?signInError=locked');
    else expect(outcome).toMatchObject({ status: 429, code: 'ACCOUNT_LOCKED' });
    expect(await sessionsOf(door.userId)).toBe(0);
  });

  it.each(Object.keys(DOORS))(
    '%s: with an authenticator app, asks for its code or is a second factor itself',
    async (way) => {
      const door = await DOORS[way]!();
      await app.database.db
        .update(user)
        .set({ twoFactorEnabled: true })
        .where(eq(user.id, door.userId));
      const outcome = await door.attempt();
      const expected: Record<string, Outcome> = {
        password: { status: 200, twoFactorRedirect: true },
        provider: { status: 302, location: '/?signInStep=authenticator' },
        invitation: { status: 403, code: 'TWO_FACTOR_REQUIRED' },
        // A passkey is the device and its owner's unlock: two factors (decision 063).
        passkey: { status: 200 },
        'authenticator code': { status: 200 },
      };
      expect(outcome).toEqual(expected[way]);
      const signedIn = way === 'passkey' || way === 'authenticator code';
      expect(await sessionsOf(door.userId)).toBe(signedIn ? 1 : 0);
    },
  );
});
