/**
 * `npm run backup-key -- KEYFILE`: makes a backup key (decision 073). KEYFILE gets the secret key
 * (readable by its owner only; in the format of `age-keygen`); the public key it prints goes in
 * BACKUP_RECIPIENT, after which every backup is encrypted for it. Keep KEYFILE away from the server
 * and its backups: whoever holds a backup and its key can read it; without the key nobody can,
 * the programme included.
 */
import fs from 'node:fs';
import path from 'node:path';
import { newBackupKey } from '../src/server/backup/backup-encryption';
import { parseCommandLine, UsageError } from './command-line';

const USAGE = 'Usage: npm run backup-key -- KEYFILE   (KEYFILE must not exist yet)';

async function main() {
  const { positionals } = parseCommandLine(USAGE, {});
  if (positionals.length !== 1) throw new UsageError(USAGE);
  const keyFile = path.resolve(positionals[0]!);
  const { keyFileText, recipient } = await newBackupKey();
  try {
    // 'wx': never over an existing key, which would lose every backup made for it.
    fs.writeFileSync(keyFile, keyFileText, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new UsageError(`${keyFile} already exists: choose another name. Nothing was written.`);
    throw error;
  }
  console.log(`Wrote the backup key to ${keyFile}.`);
  console.log(`Set this in the server's environment to encrypt every backup for it:`);
  console.log(`  BACKUP_RECIPIENT=${recipient}`);
  console.log(
    `Keep ${keyFile} safe and apart from the server and its backups (e.g. on a USB stick in a locked drawer, and a second copy with another trustee): without it no encrypted backup can be restored.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(1);
});
