/** better-auth: e-mail and password sign-in, sessions in the database, the group on the user. */
import { betterAuth } from 'better-auth/minimal';
import { and, eq, ne } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { currentStaffReset, staffResetEmail } from './staff-password-reset';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { requireCurrentPassword } from './current-password';
import { passkeyPlugin } from './passkeys';
import { providerLinkHooks } from './sign-in-methods';
import { AUTH_ROUTES_DECIDED, AUTH_ROUTES_OFF, EMAIL_CODE_TYPES } from './auth-routes-decided';
import { sessionDoor } from './session-door';
import { createNotifier } from '../mail/notifier';
import {
  passwordProblems,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../shared/domain/account/password-rules';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { OidcProvider } from '../oidc-config';
import { codeEmail, signUpAttemptEmail } from './code-emails';
import { oidcPlugins } from './oidc-sign-in';
import { endSessions, isConfirmed, SIGN_UP_MESSAGES, unconfirmedSignUp } from './sign-up';
import {
  INVALID_CREDENTIALS,
  invitationPlugin,
  invitationSignInRefusal,
} from './invitation-plugin';
import {
  account,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from '../db/schema/auth';
import { challengedUser, MFA_MESSAGES, rememberTotpCode, totpCodeWasUsed } from './mfa';
import { makeRecoveryCodes, noteRecoveryCodesMade, RECOVERY_CODES_MADE_BY } from './recovery-codes';
import {
  clearFailedSignIns,
  databaseRateLimitStorage,
  lockedMessage,
  lockedSeconds,
  recordFailedSignIn,
} from './sign-in-protection';

/** Set by the server from the connection (or trusted proxy), never taken from the client. */
export const CLIENT_IP_HEADER = 'x-outreach-client-ip';

export interface AuthOptions {
  db: Database;
  baseUrl: string;
  secret: string;
  allowSignUp: boolean;
  rateLimit: boolean;
  sessionIdleMinutes: number;
  mailer: Mailer;
  log: (message: string, error?: unknown) => void;
  /** OpenID Connect providers offered on the sign-in page. */
  oidcProviders: OidcProvider[];
  /** Extra origins allowed to post to sign-in routes (the Vite dev server in development). */
  extraTrustedOrigins?: string[];
}

// Routes that set a new password; each is checked against the password policy of product.md §5.8.
const PASSWORD_ROUTES: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/email-otp/reset-password': 'password',
  '/invitation/accept': 'newPassword',
};

// Routes that check a password: the lockout and the disabled-account refusal are checked before
// the password is, so a locked account's guesses are not even tried. The session door
// (session-door.ts) checks them again for every route that opens a session.
const SIGN_IN_ROUTES = new Set(['/sign-in/email', '/invitation/accept']);

/** Whether an account has this e-mail, and whether it is disabled. */
async function accountOf(db: Database, email: string): Promise<'none' | 'disabled' | 'enabled'> {
  const [found] = await db
    .select({ disabled: user.disabled })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  if (!found) return 'none';
  return found.disabled ? 'disabled' : 'enabled';
}

/**
 * For a known e-mail, better-auth's sign-in reads the person's sign-in methods after the person
 * (one statement more than for an unknown one), which made a wrong password for a known e-mail
 * measurably slower than for an unknown one. A failed sign-in with an unknown e-mail reads the
 * same table the same way, so both take as long.
 */
async function readSignInMethodsOfNobody(db: Database): Promise<void> {
  await db.select().from(account).where(eq(account.userId, ''));
}

export function createAuth(options: AuthOptions) {
  // Requests whose account was confirmed before they verified a code (see the hooks).
  const confirmedBefore = new WeakSet<object>();
  // Sign-in requests whose e-mail has no account (see readSignInMethodsOfNobody).
  const unknownEmail = new WeakSet<object>();
  // Sign-ups with an address that already has a (confirmed or staff-made) account.
  const signUpOfKnownAddress = new WeakSet<object>();
  const providerLabel = (id: string) =>
    options.oidcProviders.find((provider) => provider.id === id)?.label ?? id;
  // Tells account holders of changes to their ways of signing in (sign-in-methods.ts).
  const notifier = createNotifier(options);
  const auth = betterAuth({
    appName: 'Outreach Dashboard',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.baseUrl, ...(options.extraTrustedOrigins ?? [])],
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: !options.allowSignUp,
      // A new account confirms its e-mail with a code before signing in; the answer to a
      // sign-up with a known e-mail is then the same as to a new one.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // A reset password ends every session: whoever had the old one is out.
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        // Set by the server only (input: false): a user cannot choose their own group.
        group: { type: 'string', required: false, input: false },
        disabled: { type: 'boolean', required: false, input: false },
      },
    },
    // Sliding expiry: every request (at most once a minute) pushes the end out by the idle
    // time. The absolute limit since sign-in is enforced by the viewer lookup (viewer.ts).
    session: {
      expiresIn: options.sessionIdleMinutes * 60,
      updateAge: Math.min(60, options.sessionIdleMinutes * 30),
    },
    // Per client address, in the database: survives restarts, shared by server processes.
    rateLimit: {
      enabled: options.rateLimit,
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 60, max: 5 },
        '/forget-password': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/forget-password/*': { window: 60, max: 5 },
        '/email-otp/*': { window: 60, max: 10 },
        '/invitation/*': { window: 60, max: 10 },
        '/two-factor/*': { window: 60, max: 10 },
        '/link-social': { window: 60, max: 10 },
        '/passkey/*': { window: 60, max: 20 },
      },
      customStorage: databaseRateLimitStorage(options.db),
    },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    telemetry: { enabled: false },
    // Only the routes decided on are mounted (auth-routes-decided.ts, decision 089): e.g. a
    // person's name is their record's, changed through the product's own audited edit, and an
    // e-mailed code alone never signs anyone in.
    disabledPaths: AUTH_ROUTES_OFF,
    // A provider signs in only an account it was linked to, deliberately, by the account's holder
    // (sign-in-methods.ts, decision 062): never by e-mail alone, and nobody is registered by it.
    // Linking still needs both it and we to have verified the same e-mail.
    account: {
      accountLinking: {
        enabled: true,
        disableImplicitLinking: true,
        requireLocalEmailVerified: true,
        trustedProviders: [],
      },
    },
    databaseHooks: {
      ...providerLinkHooks(options.db, notifier, providerLabel),
      // Every session, whichever route opens it, passes one door (session-door.ts).
      session: sessionDoor(options.db),
    },
    plugins: [
      invitationPlugin(options.db),
      passkeyPlugin({ db: options.db, baseUrl: options.baseUrl, notifier }),
      ...oidcPlugins(options.oidcProviders),
      // Authenticator apps: set up with the password, confirmed with a first code; sign-in
      // then asks for a code. No "trust this device": every sign-in asks (see hooks).
      twoFactor({
        issuer: 'Outreach Dashboard',
        totpOptions: { digits: 6, period: 30 },
        // Recovery codes (decision 099): kept encrypted with the auth secret, each used once.
        backupCodeOptions: {
          customBackupCodesGenerate: makeRecoveryCodes,
          storeBackupCodes: 'encrypted',
        },
      }),
      // E-mailed codes: 6 digits, single use, 10 minutes, dead after 5 wrong tries.
      emailOTP({
        otpLength: 6,
        expiresIn: 600,
        allowedAttempts: 5,
        disableSignUp: true,
        sendVerificationOnSignUp: true,
        storeOTP: 'hashed',
        // Not awaited: the answer must not take longer for addresses that have an account.
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          // Sent for the person by an administrator: waited on, and worded for it.
          if (ctx?.request && signUpOfKnownAddress.has(ctx.request)) {
            void options.mailer
              .send(signUpAttemptEmail(email))
              .catch((error: unknown) =>
                options.log('Could not send the sign-up attempt e-mail', error),
              );
            return;
          }
          const staffReset = type === 'forget-password' ? currentStaffReset() : undefined;
          if (staffReset) {
            staffReset.delivery = options.mailer.send(
              staffResetEmail(email, otp, staffReset.baseUrl),
            );
            return;
          }
          void options.mailer
            .send(codeEmail(email, otp, type))
            .catch((error: unknown) =>
              options.log(`Could not send the ${type} code e-mail`, error),
            );
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // A route nobody decided on (a library upgrade's new one) is not there, whoever calls it.
        const decided = AUTH_ROUTES_DECIDED[ctx.path];
        if (!decided || decided.use === 'off')
          throw new APIError('NOT_FOUND', { message: 'Not found', code: 'NOT_FOUND' });
        if (
          ctx.path === '/email-otp/send-verification-otp' &&
          !EMAIL_CODE_TYPES.has(String(body.type))
        )
          throw new APIError('BAD_REQUEST', {
            message: 'Codes are sent only to confirm an address or reset a password.',
            code: 'CODE_TYPE_REFUSED',
          });
        if (SIGN_IN_ROUTES.has(ctx.path) && typeof body.email === 'string') {
          const seconds = await lockedSeconds(options.db, body.email);
          if (seconds > 0)
            throw new APIError('TOO_MANY_REQUESTS', {
              message: lockedMessage(seconds),
              code: 'ACCOUNT_LOCKED',
            });
          const state = await accountOf(options.db, body.email);
          // A disabled account gets the answer a wrong password gets: nothing to learn from it.
          if (state === 'disabled') throw new APIError('UNAUTHORIZED', INVALID_CREDENTIALS);
          if (state === 'none' && ctx.request) unknownEmail.add(ctx.request);
          // An invited person's temporary password leads to "choose a new password", not in.
          if (ctx.path === '/sign-in/email' && typeof body.password === 'string') {
            const refusal = await invitationSignInRefusal(options.db, body.email, body.password);
            if (refusal) throw refusal;
          }
        }
        if (
          ctx.path === '/sign-up/email' &&
          ctx.request &&
          typeof body.email === 'string' &&
          (await accountOf(options.db, body.email)) !== 'none' &&
          !(await unconfirmedSignUp(options.db, body.email))
        ) {
          // Its owner is told someone tried, instead of getting a code (sendVerificationOTP).
          signUpOfKnownAddress.add(ctx.request);
        }
        if (ctx.path === '/link-social') await requireCurrentPassword(ctx, body.password);
        if (ctx.path.startsWith('/two-factor/') && body.trustDevice) {
          throw new APIError('BAD_REQUEST', {
            message: 'Every sign-in asks for the authenticator code.',
            code: 'TRUST_DEVICE_DISABLED',
          });
        }
        if (ctx.path === '/two-factor/verify-totp' && typeof body.code === 'string') {
          // A re-used code is refused before better-auth spends the sign-in's challenge on it,
          // so the same prompt takes the next code (the after hook below still catches two
          // uses of one code at the same moment).
          const challenge = await ctx.getSignedCookie(
            ctx.context.createAuthCookie('two_factor').name,
            ctx.context.secret,
          );
          const userId = challenge ? await challengedUser(options.db, challenge) : null;
          if (userId && (await totpCodeWasUsed(options.db, userId, body.code)))
            throw new APIError('UNAUTHORIZED', {
              message: MFA_MESSAGES.invalidCode,
              code: 'INVALID_CODE',
            });
        }
        if (ctx.path === '/email-otp/verify-email' && typeof body.email === 'string') {
          if (ctx.request && (await isConfirmed(options.db, body.email)))
            confirmedBefore.add(ctx.request);
        }
        const field = PASSWORD_ROUTES[ctx.path];
        if (!field) return;
        const password = body[field];
        const [problem] = passwordProblems(typeof password === 'string' ? password : '');
        if (problem)
          throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_POLICY' });
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email' && !(ctx.context.returned instanceof APIError)) {
          // One answer whether the address is new or known, so that signing up tells nobody who has
          // an account: the account created and the stand-in better-auth answers for a known
          // address differ in their other fields.
          const created = (ctx.context.returned as { user?: Record<string, unknown> } | undefined)
            ?.user;
          return ctx.json({
            user: created && {
              id: created.id,
              email: created.email,
              name: created.name,
              image: null,
              emailVerified: false,
              createdAt: created.createdAt,
              updatedAt: created.updatedAt,
            },
          });
        }
        if (ctx.path === '/change-password' && !(ctx.context.returned instanceof APIError)) {
          // A new password ends every other session, whatever the client asked for.
          const current = ctx.context.session?.session;
          if (current) {
            await options.db
              .delete(session)
              .where(and(eq(session.userId, current.userId), ne(session.token, current.token)));
          }
          return;
        }
        const email = (ctx.body as Record<string, unknown> | undefined)?.email;
        if (
          ctx.path === '/email-otp/reset-password' &&
          typeof email === 'string' &&
          !(ctx.context.returned instanceof APIError)
        ) {
          // The e-mailed code proved the address: a pending invitation is no longer needed.
          await options.db
            .update(user)
            .set({ invitationExpiresAt: null, emailVerified: true })
            .where(eq(user.email, email.trim().toLowerCase()));
          return;
        }
        if (
          ctx.path === '/email-otp/verify-email' &&
          ctx.request &&
          confirmedBefore.has(ctx.request) &&
          !(ctx.context.returned instanceof APIError)
        ) {
          // Said only to whoever holds a valid code, so it tells strangers nothing.
          throw new APIError('BAD_REQUEST', {
            message: SIGN_UP_MESSAGES.alreadyConfirmed,
            code: 'USER_ALREADY_CONFIRMED',
          });
        }
        const recoveryCodesMade = RECOVERY_CODES_MADE_BY[ctx.path];
        if (recoveryCodesMade && !(ctx.context.returned instanceof APIError)) {
          const holder = ctx.context.session?.user.id;
          if (holder) await noteRecoveryCodesMade(options.db, holder, recoveryCodesMade);
          return;
        }
        if (ctx.path === '/two-factor/verify-totp' && !(ctx.context.returned instanceof APIError)) {
          // A code seen once is refused after: a code read over someone's shoulder is useless.
          const returned = ctx.context.returned as
            { token?: string | null; user?: { id?: string } } | undefined;
          const userId = returned?.user?.id ?? ctx.context.session?.user.id;
          const code = (ctx.body as Record<string, unknown> | undefined)?.code;
          if (
            userId &&
            typeof code === 'string' &&
            !(await rememberTotpCode(options.db, userId, code))
          ) {
            if (returned?.token) {
              await options.db.delete(session).where(eq(session.token, returned.token));
            }
            throw new APIError('UNAUTHORIZED', {
              message: MFA_MESSAGES.invalidCode,
              code: 'INVALID_CODE',
            });
          }
          return;
        }
        if (ctx.path !== '/sign-in/email' || typeof email !== 'string') return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.statusCode === 401) {
            if (ctx.request && unknownEmail.has(ctx.request))
              await readSignInMethodsOfNobody(options.db);
            await recordFailedSignIn(options.db, email);
          }
          return;
        }
        await clearFailedSignIns(options.db, email);
        const unconfirmed = await unconfirmedSignUp(options.db, email);
        if (unconfirmed) {
          // The right password, but the e-mail was never confirmed: no session, a new code.
          await endSessions(options.db, unconfirmed);
          await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
          throw new APIError('FORBIDDEN', {
            message: SIGN_UP_MESSAGES.notConfirmed,
            code: 'USER_NOT_CONFIRMED',
          });
        }
      }),
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
