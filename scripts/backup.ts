/**
 * `npm run backup -- FILE`: writes a consistent snapshot of the configured database to FILE
 * (decision 018). On PostgreSQL it reads the database itself in one transaction; on the
 * embedded database it opens DATA_DIR when no server runs, and otherwise asks the running
 * server for the snapshot. The file is readable by its owner only, and encrypted for the backup
 * key when BACKUP_RECIPIENT is set (decision 073), and signed with a key derived from the
 * server's AUTH_SECRET (decision 088).
 */
import fs from 'node:fs';
import path from 'node:path';
import { backupFromServer, NoBackupEndpointError } from '../src/server/backup/backup-endpoint';
import { writeBackupFile } from '../src/server/backup/backup-file';
import { BackupFileError } from '../src/server/backup/backup-format';
import { backupSigningKey, type BackupSigningKey } from '../src/server/backup/backup-signing';
import { existingAuthSecret } from '../src/server/auth/secret';
import type { BackupContent } from '../src/server/backup/read-backup';
import { NothingToBackUpError, takeBackup } from '../src/server/backup/take-backup';
import { openConfiguredDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { DataDirDamagedError } from '../src/server/db/pglite-data-dir';
import { ConfigError, loadConfig, type AppConfig } from '../src/server/env';
import { parseCommandLine, UsageError } from './command-line';

const USAGE = 'Usage: npm run backup -- FILE   (FILE must not exist yet)';

/** Writes the backup to FILE, from the database itself or from the server holding it. */
async function backUp(
  config: AppConfig,
  file: string,
  signing: BackupSigningKey,
): Promise<BackupContent> {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION')))
    throw new NothingToBackUpError(
      `There is no embedded database in ${config.dataDir}: nothing to back up. Set DATA_DIR to the server's data directory.`,
    );
  let database;
  try {
    // Never migrates: a backup leaves the database exactly as it is.
    database = await openConfiguredDatabase(config, { migrate: false });
  } catch (error) {
    if (error instanceof DataDirLockedError)
      return writeBackupFile(
        file,
        signing,
        (sink) => backupFromServer(config.dataDir, error.holderPid, sink),
        config.backupRecipient,
      );
    throw error;
  }
  try {
    const source = config.databaseUrl ? 'PostgreSQL' : 'embedded database (PGlite)';
    return await writeBackupFile(
      file,
      signing,
      (sink) => takeBackup(database.db, source, signing, sink),
      config.backupRecipient,
    );
  } finally {
    await database.close();
  }
}

async function main() {
  const { positionals } = parseCommandLine(USAGE, {});
  if (positionals.length !== 1) throw new UsageError(USAGE);
  const file = path.resolve(positionals[0]!);
  if (fs.existsSync(file))
    throw new UsageError(`${file} already exists: choose another name, or delete it first.`);
  const config = loadConfig();
  // Signed with the server's secret, never a new one: restore checks it with the server's.
  const secret = existingAuthSecret(config.authSecret, config.dataDir);
  if (!secret)
    throw new NothingToBackUpError(
      `Backups are signed with the server's AUTH_SECRET, and there is none here (no AUTH_SECRET, no ${path.join(config.dataDir, 'auth-secret')}): run the backup with the server's settings. Nothing was saved.`,
    );
  // Read back before it is named: what restore will check, checked now.
  const content = await backUp(config, file, backupSigningKey(secret));
  console.log(
    `Backed up ${content.rows} rows in ${content.tables.length} tables to ${file} (database migration ${content.info.migration.tag}).`,
  );
  console.log(
    config.backupRecipient
      ? `Encrypted for the backup key ${config.backupRecipient}: only its key file opens it (npm run restore -- FILE --key KEYFILE).`
      : 'Not encrypted: anyone holding the file can read it. Set BACKUP_RECIPIENT to encrypt backups (see npm run backup-key).',
  );
  const secretFile = path.join(config.dataDir, 'auth-secret');
  console.log(
    `Signed with the server's secret: restore needs it, and it is not in the backup. Keep a copy of ${config.authSecret ? 'AUTH_SECRET' : secretFile} with the backup key (once: it does not change).`,
  );
}

main().catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof BackupFileError ||
    error instanceof NothingToBackUpError ||
    error instanceof NoBackupEndpointError ||
    error instanceof DataDirDamagedError
  ) {
    console.error(error.message);
  } else {
    console.error('The backup failed:', error);
  }
  process.exit(1);
});
