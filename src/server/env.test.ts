import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tileSource } from './env';

describe('configuration', () => {
  it('has working defaults for a small install', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      baseUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      backupDir: path.resolve('./data/backups'),
      databaseUrl: null,
      allowSignUp: false,
      apiRateLimit: 1200,
      nodeEnv: 'production',
    });
  });

  it('takes a map tile template with {z}, {x} and {y}, and allows its server in the CSP', () => {
    expect(loadConfig({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const own = loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
    expect(tileSource(own.mapTileUrl)).toBe('https://*.tiles.example.org');
    expect(tileSource('http://127.0.0.1:8080/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8080');
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/{z}.png' })).toThrow(
      'Invalid configuration: MAP_TILE_URL must be an http(s) tile address with {z}, {x} and {y}',
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(
      'Invalid configuration: MAP_TILE_URL',
    );
  });

  it('takes a backup key (decision 073), none by default', () => {
    expect(loadConfig({}).backupRecipient).toBeNull();
    const recipient = 'age1ucexucp2reggx0fukdy8483qrql8rxtd748svh96mdg4cwz0aurqd5yhhw';
    expect(loadConfig({ BACKUP_RECIPIENT: recipient }).backupRecipient).toBe(recipient);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT'],
    [
      { BASE_URL: 'localhost:3000' },
      'Invalid configuration: BASE_URL must be a URL starting with http:// or https://',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    ],
    [
      { ORG_TIMEZONE: 'Mars/Olympus' },
      'Invalid configuration: ORG_TIMEZONE must be an IANA time zone',
    ],
    [{ ALLOW_SIGN_UP: 'maybe' }, 'Invalid configuration: ALLOW_SIGN_UP must be true or false'],
    [
      { API_RATE_LIMIT: '-1' },
      'Invalid configuration: API_RATE_LIMIT must be a number of requests per minute (0: no limit)',
    ],
    [
      { MAX_ANSWER_MB: 'lots' },
      'Invalid configuration: MAX_ANSWER_MB must be a number of megabytes',
    ],
    [{ MAX_ANSWER_MB: '0' }, 'Invalid configuration: MAX_ANSWER_MB must be more than 0 megabytes'],
    [{ AUTH_SECRET: 'short' }, 'Invalid configuration: AUTH_SECRET must be at least 32 characters'],
    [
      // A secret key where the public one belongs is refused (and not echoed).
      { BACKUP_RECIPIENT: 'AGE-SECRET-KEY-1QQQ' },
      'Invalid configuration: BACKUP_RECIPIENT must be an age public key (age1…): make one with npm run backup-key',
    ],
    [
      { OIDC_GOOGLE_ISSUER: 'https://accounts.google.com', OIDC_GOOGLE_CLIENT_ID: 'id' },
      'Invalid configuration: OIDC_GOOGLE_CLIENT_SECRET is required when OIDC_GOOGLE_* is set',
    ],
    [
      { OIDC_X_ISSUER: 'ftp://x', OIDC_X_CLIENT_ID: 'a', OIDC_X_CLIENT_SECRET: 'b' },
      'Invalid configuration: OIDC_X_ISSUER must be an http(s) URL',
    ],
  ])('stops with one line naming the bad variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never echoes a secret value in the message', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'hunter2' })).toThrow(
      /^Invalid configuration: AUTH_SECRET must be at least 32 characters$/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:pw@host' })).not.toThrow(/pw@host/);
  });

  it('reads OpenID Connect providers, none by default', () => {
    expect(loadConfig({}).oidcProviders).toEqual([]);
    const config = loadConfig({
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com/',
      OIDC_GOOGLE_CLIENT_ID: 'client',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
      OIDC_AZURE_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      OIDC_AZURE_CLIENT_ID: 'c2',
      OIDC_AZURE_CLIENT_SECRET: 's2',
      OIDC_AZURE_LABEL: 'Microsoft',
    });
    expect(config.oidcProviders).toEqual([
      {
        id: 'azure',
        issuer: 'https://login.microsoftonline.com/tenant/v2.0',
        clientId: 'c2',
        clientSecret: 's2',
        label: 'Microsoft',
      },
      {
        id: 'google',
        issuer: 'https://accounts.google.com',
        clientId: 'client',
        clientSecret: 'secret',
        label: 'Google',
      },
    ]);
  });

  it('uses ORG_TIMEZONE, then TZ, for "this month"', () => {
    expect(loadConfig({ ORG_TIMEZONE: 'America/Chicago', TZ: 'UTC' }).orgTimeZone).toBe(
      'America/Chicago',
    );
    expect(loadConfig({ TZ: 'Europe/London' }).orgTimeZone).toBe('Europe/London');
  });
});
