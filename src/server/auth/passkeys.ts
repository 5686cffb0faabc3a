/**
 * Passkeys (decision 063): WebAuthn credentials that sign their account in, checked by
 * SimpleWebAuthn. Added from My account after the password is given again; every one added or
 * removed is audited and e-mailed to the holder. A passkey is a second factor in itself (the
 * device, unlocked by its owner), so signing in with one does not ask for the authenticator code.
 * A session it opened ends when it is removed.
 *
 *   POST /api/auth/passkey/register-options { password } → creation options (signed in)
 *   POST /api/auth/passkey/register { response, name } → stored
 *   POST /api/auth/passkey/sign-in-options → request options (anyone)
 *   POST /api/auth/passkey/sign-in { response } → signed in
 *
 * Each options call leaves a one-use challenge (5 minutes) in the verification table, named by
 * a signed cookie; the answer that follows consumes it.
 */
import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { and, eq, gt } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../db/client';
import { passkey, session as sessionTable, user, verification } from '../db/schema/auth';
import type { Notifier } from '../mail/notifier';
import { requireCurrentPassword } from './current-password';
import { distinctPasskeyName } from './passkey-name';
import { noteSignInMethodChange } from './sign-in-methods';

const PASSKEY_MESSAGES = {
  expired: 'That took too long. Try again.',
  notVerified: 'The passkey could not be checked. Try again.',
  unknown: 'That passkey is not registered here. Sign in with your password.',
  disabled: 'Your account is disabled. Ask an administrator.',
} as const;

const CHALLENGE_COOKIE = 'passkey_challenge';
const CHALLENGE_SECONDS = 300;

interface Challenge {
  challenge: string;
  /** Whose registration it is; null for a sign-in. */
  userId: string | null;
}

const refused = (message: string, code = 'PASSKEY_REFUSED') =>
  new APIError('BAD_REQUEST', { message, code });

/** The server's part of WebAuthn: who the passkeys are for, and the page's origin. */
function relyingParty(baseUrl: string) {
  const url = new URL(baseUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Outreach Dashboard' };
}

async function rememberChallenge(ctx: GenericEndpointContext, db: Database, value: Challenge) {
  const identifier = `passkey-${randomUUID()}`;
  await db.insert(verification).values({
    id: randomUUID(),
    identifier,
    value: JSON.stringify(value),
    expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
  });
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE, { maxAge: CHALLENGE_SECONDS });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
}

/** The challenge this browser was given, used up (a second answer to it is refused). */
async function consumeChallenge(ctx: GenericEndpointContext, db: Database): Promise<Challenge> {
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) throw refused(PASSKEY_MESSAGES.expired, 'PASSKEY_CHALLENGE_EXPIRED');
  const [row] = await db
    .delete(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, new Date())))
    .returning({ value: verification.value });
  if (!row) throw refused(PASSKEY_MESSAGES.expired, 'PASSKEY_CHALLENGE_EXPIRED');
  return JSON.parse(row.value) as Challenge;
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

export function passkeyPlugin(options: { db: Database; baseUrl: string; notifier: Notifier }) {
  const { db } = options;
  const party = relyingParty(options.baseUrl);

  return {
    id: 'passkeys',
    endpoints: {
      passkeyRegisterOptions: createAuthEndpoint(
        '/passkey/register-options',
        { method: 'POST', body: z.object({ password: z.string().max(256) }) },
        async (ctx) => {
          const userId = await requireCurrentPassword(ctx, ctx.body.password);
          const [holder] = await db
            .select({ email: user.email, name: user.name })
            .from(user)
            .where(eq(user.id, userId));
          const existing = await db
            .select({ id: passkey.credentialId })
            .from(passkey)
            .where(eq(passkey.userId, userId));
          const creation = await generateRegistrationOptions({
            rpName: party.rpName,
            rpID: party.rpID,
            userName: holder!.email,
            userDisplayName: holder!.name,
            userID: new TextEncoder().encode(userId),
            attestationType: 'none',
            excludeCredentials: existing,
            authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          });
          await rememberChallenge(ctx, db, { challenge: creation.challenge, userId });
          return ctx.json(creation);
        },
      ),
      passkeyRegister: createAuthEndpoint(
        '/passkey/register',
        {
          method: 'POST',
          use: [sessionMiddleware],
          body: z.object({ response: z.record(z.string(), z.unknown()), name: z.string().max(80) }),
        },
        async (ctx) => {
          const challenge = await consumeChallenge(ctx, db);
          const userId = ctx.context.session.user.id;
          if (challenge.userId !== userId)
            throw refused(PASSKEY_MESSAGES.expired, 'PASSKEY_CHALLENGE_EXPIRED');
          const checked = await verifyRegistrationResponse({
            response: ctx.body.response as unknown as RegistrationResponseJSON,
            expectedChallenge: challenge.challenge,
            expectedOrigin: party.origin,
            expectedRPID: party.rpID,
            requireUserVerification: true,
          }).catch(() => null);
          if (!checked?.verified) throw refused(PASSKEY_MESSAGES.notVerified);
          const { credential, credentialBackedUp } = checked.registrationInfo;
          const taken = await db
            .select({ name: passkey.name })
            .from(passkey)
            .where(eq(passkey.userId, userId));
          const name = distinctPasskeyName(
            ctx.body.name,
            taken.map((row) => row.name),
          );
          await db.insert(passkey).values({
            id: randomUUID(),
            userId,
            credentialId: credential.id,
            publicKey: base64url(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports?.join(',') ?? null,
            backedUp: credentialBackedUp,
            name,
          });
          await noteSignInMethodChange(db, options.notifier, {
            userId,
            kind: 'ADD_PASSKEY',
            name,
          });
          return ctx.json({ added: true });
        },
      ),
      passkeySignInOptions: createAuthEndpoint(
        '/passkey/sign-in-options',
        { method: 'POST' },
        async (ctx) => {
          const request = await generateAuthenticationOptions({
            rpID: party.rpID,
            userVerification: 'required',
          });
          await rememberChallenge(ctx, db, { challenge: request.challenge, userId: null });
          return ctx.json(request);
        },
      ),
      passkeySignIn: createAuthEndpoint(
        '/passkey/sign-in',
        { method: 'POST', body: z.object({ response: z.record(z.string(), z.unknown()) }) },
        async (ctx) => {
          const challenge = await consumeChallenge(ctx, db);
          const response = ctx.body.response as unknown as AuthenticationResponseJSON;
          const [stored] =
            typeof response.id === 'string'
              ? await db.select().from(passkey).where(eq(passkey.credentialId, response.id))
              : [];
          if (!stored || challenge.userId !== null)
            throw new APIError('UNAUTHORIZED', {
              message: PASSKEY_MESSAGES.unknown,
              code: 'PASSKEY_UNKNOWN',
            });
          const checked = await verifyAuthenticationResponse({
            response,
            expectedChallenge: challenge.challenge,
            expectedOrigin: party.origin,
            expectedRPID: party.rpID,
            requireUserVerification: true,
            credential: {
              id: stored.credentialId,
              publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
              counter: stored.counter,
            },
          }).catch(() => null);
          if (!checked?.verified)
            throw new APIError('UNAUTHORIZED', {
              message: PASSKEY_MESSAGES.notVerified,
              code: 'PASSKEY_REFUSED',
            });
          const account = await ctx.context.internalAdapter.findUserById(stored.userId);
          if (!account) throw new APIError('UNAUTHORIZED', { message: PASSKEY_MESSAGES.unknown });
          if ((account as { disabled?: boolean }).disabled)
            throw new APIError('FORBIDDEN', {
              message: PASSKEY_MESSAGES.disabled,
              code: 'ACCOUNT_DISABLED',
            });
          await db
            .update(passkey)
            .set({ counter: checked.authenticationInfo.newCounter, lastUsedAt: new Date() })
            .where(eq(passkey.id, stored.id));
          const session = await ctx.context.internalAdapter.createSession(stored.userId);
          if (!session) throw new APIError('INTERNAL_SERVER_ERROR');
          // Removing this passkey ends the session (the column's foreign key cascades).
          await db
            .update(sessionTable)
            .set({ openedWithPasskeyId: stored.id })
            .where(eq(sessionTable.token, session.token));
          await setSessionCookie(ctx, { session, user: account });
          return ctx.json({ signedIn: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
