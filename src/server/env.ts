/**
 * Configuration. The only file that reads process.env: everything else receives an AppConfig.
 * A bad value stops start-up with one line naming the variable.
 */
import path from 'node:path';
import { z } from 'zod';
import { readOidcProviders, type OidcProvider } from './oidc-config';
import { REQUEST_LOG_MODES, type RequestLogMode } from './http/request-log';
import { BACKUP_RECIPIENT_PATTERN } from './backup/backup-recipient';

export class ConfigError extends Error {}

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A Leaflet tile template: an http(s) address naming {z}, {x} and {y} ({s} for subdomains). */
function isTileUrlTemplate(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value.replaceAll('{s}', 'a')).protocol);
  } catch {
    return false;
  }
}

/** Where tiles come from, for the Content-Security-Policy: {s} subdomains become a wildcard. */
export function tileSource(template: string): string {
  const url = new URL(template.replaceAll('{s}', 'subdomain'));
  return `${url.protocol}//${url.host.replace(/^subdomain\./, '*.')}`;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_URL: url(['http:', 'https:']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_RECIPIENT: z
    .string()
    .regex(BACKUP_RECIPIENT_PATTERN, {
      error: 'must be an age public key (age1…): make one with npm run backup-key',
    })
    .optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Outreach Dashboard <no-reply@localhost>'),
  GEOCODER_URL: url(['http:', 'https:']).optional(),
  MAP_TILE_URL: z
    .string()
    .refine(isTileUrlTemplate, {
      error: 'must be an http(s) tile address with {z}, {x} and {y}',
    })
    .default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().max(500).default('© OpenStreetMap contributors'),
  ORG_TIMEZONE: z
    .string()
    .refine(isTimeZone, { error: 'must be an IANA time zone such as America/Chicago' })
    .optional(),
  TZ: z.string().optional(),
  ALLOW_SIGN_UP: booleanFlag.default(false),
  AUTH_RATE_LIMIT: booleanFlag.default(true),
  API_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number of requests per minute (0: no limit)' })
    .int()
    .min(0)
    .default(1200),
  MAX_ANSWER_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive({ error: 'must be more than 0 megabytes' })
    .default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: z.enum(REQUEST_LOG_MODES).default('problems'),
  TRUST_PROXY: booleanFlag.default(false),
  JOBS_EVERY_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(1)
    .max(24 * 60 * 60)
    .default(60 * 60),
  SESSION_IDLE_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  SESSION_MAX_HOURS: z.coerce
    .number({ error: 'must be a number of hours' })
    .int()
    .min(1)
    .max(24 * 90)
    .default(12),
});

const SECRET_VARIABLES = new Set(['AUTH_SECRET', 'DATABASE_URL', 'SMTP_URL']);

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The address people use to reach the app; sign-in trusts requests from this origin. */
  baseUrl: string;
  dataDir: string;
  /** Where the automatic backup before an upgrade goes (default DATA_DIR/backups). */
  backupDir: string;
  /** The backup key's public half: every backup is encrypted for it (decision 073). */
  backupRecipient: string | null;
  databaseUrl: string | null;
  authSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  geocoderUrl: string | null;
  /** Map tiles for the facilities map, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  mapTileUrl: string;
  mapTileAttribution: string;
  orgTimeZone: string;
  allowSignUp: boolean;
  authRateLimit: boolean;
  /** Requests per minute per client address to the whole server; 0: no limit. */
  apiRateLimit: number;
  /** The largest answer the API sends, in bytes (decision 060). */
  maxAnswerBytes: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Which requests the request log writes (request-log.ts). */
  logRequests: RequestLogMode;
  trustProxy: boolean;
  /** How often the background jobs run on the embedded database (decision 067). */
  jobsEverySeconds: number;
  /** A session ends after this long without a request… */
  sessionIdleMinutes: number;
  /** …and this long after sign-in, whatever happens. */
  sessionMaxHours: number;
  /** OpenID Connect providers offered on the sign-in page (none by default). */
  oidcProviders: OidcProvider[];
}

/** Reads and checks the environment; throws ConfigError with one line naming a bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty variables count as unset, so `FOO= npm start` behaves like leaving FOO out.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    // Never echo values that may hold passwords.
    const shown = SECRET_VARIABLES.has(name) ? '' : ` (got "${env[name] ?? ''}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const e = parsed.data;
  const oidcProviders = readOidcProviders(present);
  if (typeof oidcProviders === 'string') {
    throw new ConfigError(`Invalid configuration: ${oidcProviders}`);
  }
  const localHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    baseUrl: (e.BASE_URL ?? `http://${localHost}:${e.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    backupRecipient: e.BACKUP_RECIPIENT ?? null,
    databaseUrl: e.DATABASE_URL ?? null,
    authSecret: e.AUTH_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    geocoderUrl: e.GEOCODER_URL ?? null,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    orgTimeZone: e.ORG_TIMEZONE ?? e.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    allowSignUp: e.ALLOW_SIGN_UP,
    authRateLimit: e.AUTH_RATE_LIMIT,
    apiRateLimit: e.API_RATE_LIMIT,
    maxAnswerBytes: Math.round(e.MAX_ANSWER_MB * 1024 * 1024),
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    trustProxy: e.TRUST_PROXY,
    jobsEverySeconds: e.JOBS_EVERY_SECONDS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    oidcProviders,
  };
}
