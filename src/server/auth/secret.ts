/**
 * The key that signs sessions. When AUTH_SECRET is not set it is generated once and kept in the
 * data directory, so sessions survive restarts and every process sharing the directory agrees.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function resolveAuthSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  fs.mkdirSync(dataDir, { recursive: true });
  const secretPath = path.join(dataDir, 'auth-secret');
  try {
    fs.writeFileSync(secretPath, crypto.randomBytes(48).toString('base64url'), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(secretPath, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(
      `The file ${secretPath} does not hold a usable secret; delete it to make a new one.`,
    );
  return secret;
}

/**
 * The secret a server here uses, without making one: AUTH_SECRET, else DATA_DIR/auth-secret
 * when it exists. For commands that must agree with the server (backups are signed with it,
 * decision 088), where a new secret would be wrong.
 */
export function existingAuthSecret(configured: string | null, dataDir: string): string | null {
  if (configured) return configured;
  try {
    const secret = fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
    return secret.length >= 32 ? secret : null;
  } catch {
    return null;
  }
}
