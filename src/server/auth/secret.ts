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
