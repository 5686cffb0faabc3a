/**
 * `npm run restore -- FILE`: loads a backup made by `npm run backup` into the configured
 * database, which must be empty: a new DATA_DIR, or a new PostgreSQL database (decision 018).
 * The file is checked first; a damaged or foreign one changes nothing. An encrypted backup needs
 * its key file (--key), made by npm run backup-key (decision 073). Its signature is checked with
 * AUTH_SECRET (or DATA_DIR/auth-secret): a file it does not show the server wrote is refused,
 * and one written before backups were signed restores only with --accept-unverified (decision
 * 088).
 */
import path from 'node:path';
import { readKeyFile } from '../src/server/backup/backup-encryption';
import { BackupFileError } from '../src/server/backup/backup-format';
import { backupSigningKey, type BackupTrust } from '../src/server/backup/backup-signing';
import { existingAuthSecret } from '../src/server/auth/secret';
import { checkBackupFile } from '../src/server/backup/read-backup';
import {
  checkRestorable,
  restoreBackup,
  RestoreRefusedError,
} from '../src/server/backup/restore-backup';
import { openConfiguredDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { DataDirDamagedError } from '../src/server/db/pglite-data-dir';
import { ConfigError, loadConfig } from '../src/server/env';
import { parseCommandLine, UsageError } from './command-line';

const USAGE =
  'Usage: npm run restore -- FILE [--key KEYFILE] [--accept-unverified]   (into a new DATA_DIR, or an empty PostgreSQL database, with the AUTH_SECRET of the server that wrote FILE; KEYFILE opens an encrypted backup; --accept-unverified restores a backup whose signature cannot be checked)';

async function main() {
  const { positionals, values } = parseCommandLine(USAGE, {
    key: { type: 'string' },
    'accept-unverified': { type: 'boolean' },
  });
  if (positionals.length !== 1) throw new UsageError(USAGE);
  const file = path.resolve(positionals[0]!);
  const config = loadConfig();
  const keys = values.key ? readKeyFile(path.resolve(values.key)) : [];
  // The server's secret, as set or as copied into the new DATA_DIR: never a new one.
  const secret = existingAuthSecret(config.authSecret, config.dataDir);
  const trust: BackupTrust = {
    signing: secret ? backupSigningKey(secret) : null,
    acceptUnverified: values['accept-unverified'] === true,
  };
  const content = await checkBackupFile(file, trust, { keys });
  checkRestorable(content.info, file);
  // Migrations run as part of the restore, up to the backup's level first. Those newer than
  // the backup need no backup before them: the file being restored is one.
  const database = await openConfiguredDatabase(config, { migrate: false, upgradeBackup: false });
  try {
    const restored = await restoreBackup(database, file, content, trust, keys);
    const newer = restored.newerMigrations
      ? `, then applied ${restored.newerMigrations} newer migration(s)`
      : '';
    console.log(
      `Restored ${restored.rows} rows in ${restored.tables} tables from ${file} (taken ${content.info.created} at database migration ${content.info.migration.tag})${newer}.`,
    );
    console.log(
      'Sessions and calendar-feed links are signed with AUTH_SECRET: start the server with the same secret as the backed-up one (its DATA_DIR/auth-secret file, when it was generated), or everyone signs in again and feed links change.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message} A restore goes into a data directory no server uses: stop the server, or set DATA_DIR to a new folder.`,
    );
  } else if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof BackupFileError ||
    error instanceof RestoreRefusedError ||
    error instanceof DataDirDamagedError
  ) {
    console.error(error.message);
  } else {
    console.error('The restore failed; nothing was loaded:', error);
  }
  process.exit(1);
});
