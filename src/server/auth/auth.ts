/** better-auth: e-mail and password sign-in, sessions in the database, the group on the user. */
import { betterAuth } from 'better-auth';
import { and, eq, ne } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { emailOTP } from 'better-auth/plugins';
import {
  passwordProblems,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../shared/domain/account/password-rules';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { codeEmail } from './code-emails';
import { account, session, user, verification } from '../db/schema/auth';
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
  /** Extra origins allowed to post to sign-in routes (the Vite dev server in development). */
  extraTrustedOrigins?: string[];
}

// Routes that set a new password; each is checked against the password policy of spec §5.8.
const PASSWORD_ROUTES: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/email-otp/reset-password': 'password',
};

async function isDisabled(db: Database, email: string): Promise<boolean> {
  const [found] = await db
    .select({ disabled: user.disabled })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return found?.disabled ?? false;
}

export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Outreach Dashboard',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.baseUrl, ...(options.extraTrustedOrigins ?? [])],
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: !options.allowSignUp,
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
    // time. The absolute limit since sign-in is enforced by getViewer.
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
      },
      customStorage: databaseRateLimitStorage(options.db),
    },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    telemetry: { enabled: false },
    plugins: [
      // E-mailed codes: 6 digits, single use, 10 minutes, dead after 5 wrong tries.
      emailOTP({
        otpLength: 6,
        expiresIn: 600,
        allowedAttempts: 5,
        disableSignUp: true,
        storeOTP: 'hashed',
        // Not awaited: the answer must not take longer for addresses that have an account.
        sendVerificationOTP: async ({ email, otp, type }) => {
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
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
          const seconds = await lockedSeconds(options.db, body.email);
          if (seconds > 0)
            throw new APIError('TOO_MANY_REQUESTS', {
              message: lockedMessage(seconds),
              code: 'ACCOUNT_LOCKED',
            });
          // A disabled account gets the answer a wrong password gets: nothing to learn from it.
          if (await isDisabled(options.db, body.email)) {
            throw new APIError('UNAUTHORIZED', {
              message: 'Invalid email or password',
              code: 'INVALID_EMAIL_OR_PASSWORD',
            });
          }
        }
        const field = PASSWORD_ROUTES[ctx.path];
        if (!field) return;
        const password = body[field];
        const [problem] = passwordProblems(typeof password === 'string' ? password : '');
        if (problem)
          throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_POLICY' });
      }),
      after: createAuthMiddleware(async (ctx) => {
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
        if (ctx.path !== '/sign-in/email' || typeof email !== 'string') return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.statusCode === 401) await recordFailedSignIn(options.db, email);
        } else {
          await clearFailedSignIns(options.db, email);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
