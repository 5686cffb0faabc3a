/**
 * Sign-in tables, in the shape better-auth expects (user, session, account, verification).
 * `group` is ours: one of the four groups of product.md §6, or null for an account without access.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  group: text('group'),
  /** Set by an operator: a disabled account cannot sign in and its sessions stop working. */
  disabled: boolean('disabled').notNull().default(false),
  /**
   * Set while the account has only the temporary password of its invitation: until then it
   * cannot sign in, only choose a new password with it, and not after this time (7 days).
   */
  invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
  /** An authenticator app (TOTP) is set up: sign-in asks for its code. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  ...timestamps,
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The passkey that opened it: removing the passkey ends the session (decision 089). */
    openedWithPasskeyId: text('opened_with_passkey_id').references((): AnyPgColumn => passkey.id, {
      onDelete: 'cascade',
    }),
    ...timestamps,
  },
  (table) => [
    index('session_user_id_idx').on(table.userId),
    index('session_opened_with_passkey_id_idx').on(table.openedWithPasskeyId),
  ],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** One-time links that let the first super admin be created in the browser (first run only). */
export const setupToken = pgTable('setup_token', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** better-auth's authenticator-app secrets (encrypted) and backup codes, one row per user. */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('two_factor_user_id_idx').on(table.userId)],
);

/** Authenticator codes already accepted, so that none is accepted twice (kept 10 minutes). */
export const usedTotpCode = pgTable(
  'used_totp_code',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);

/** Programme-wide security settings, one row (id 1), changed by super admins. */
export const securitySetting = pgTable('security_setting', {
  id: integer('id').primaryKey().default(1),
  /** Every admin and super admin must use an authenticator app. */
  requireAdminMfa: boolean('require_admin_mfa').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Passkeys (WebAuthn credentials) that sign their account in (decision 063): the public key and
 * signature counter the server checks, and what My account shows of each.
 */
export const passkey = pgTable(
  'passkey',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The credential's id as the authenticator gives it (base64url). */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports'),
    /** Backed up by the device's maker (synced passkeys), as the authenticator reports. */
    backedUp: boolean('backed_up').notNull().default(false),
    /** What the person sees: the device it was added on ('Chrome on Android'). */
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('passkey_user_id_idx').on(table.userId)],
);
