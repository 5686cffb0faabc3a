/**
 * better-auth: e-mail and password sign-in, sessions in the database, the group on the user. What
 * runs before and after each route is in auth-before-hook.ts and auth-after-hook.ts.
 */
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { currentStaffReset, staffResetEmail } from './staff-password-reset';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { passkeyPlugin } from './passkeys';
import { providerLinkHooks } from './sign-in-methods';
import { AUTH_ROUTES_OFF } from './auth-routes-decided';
import { sessionDoor } from './session-door';
import { createNotifier } from '../mail/notifier';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../shared/domain/account/password-rules';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { OidcProvider } from '../oidc-config';
import { codeEmail, signUpAttemptEmail } from './code-emails';
import { oidcPlugins } from './oidc-sign-in';
import { invitationPlugin } from './invitation-plugin';
import {
  account,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from '../db/schema/auth';
import { makeRecoveryCodes } from './recovery-codes';
import { databaseRateLimitStorage } from './sign-in-protection';
import { beforeAuthRoute, newRequestMarks } from './auth-before-hook';
import { afterAuthRoute } from './auth-after-hook';

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

export function createAuth(options: AuthOptions) {
  const marks = newRequestMarks();
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
          if (ctx?.request && marks.signUpOfKnownAddress.has(ctx.request)) {
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
      before: beforeAuthRoute(options.db, marks),
      after: afterAuthRoute(options.db, marks, async (email) => {
        await auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
      }),
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
