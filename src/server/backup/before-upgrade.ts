/**
 * The automatic backup before an upgrade: when a database that already had migrations is
 * about to get new ones, its content as it was goes to the backup folder first. If that
 * fails, the upgrade stops and the database is left as it was. With a backup key configured it
 * is encrypted, as every backup is (decision 073).
 */
import path from 'node:path';
import type { Database } from '../db/client';
import type { Migration } from '../db/migration-level';
import { writeBackupFile } from './backup-file';
import type { BackupSigningKey } from './backup-signing';
import { takeBackup } from './take-backup';

export class UpgradeBackupError extends Error {}

export async function backupBeforeUpgrade(
  db: Database,
  pending: Migration[],
  backupDir: string,
  /** Signs it (decision 088): derived from AUTH_SECRET. */
  signing: BackupSigningKey,
  /** Encrypted for this backup key when one is configured (decision 073). */
  recipient: string | null = null,
): Promise<string> {
  const target = pending.at(-1)!;
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.join(backupDir, `before-${target.tag}-${stamp}.sql${recipient ? '.age' : ''}`);
  try {
    await writeBackupFile(
      file,
      signing,
      (sink) => takeBackup(db, `automatic, before migration ${target.tag}`, signing, sink),
      recipient,
    );
  } catch (error) {
    throw new UpgradeBackupError(
      `The database needs ${pending.length} new migration(s), but the backup before them could not be written to ${file} (${(error as Error).message}). Nothing was changed; free space or set BACKUP_DIR, then start again.`,
      { cause: error },
    );
  }
  console.log(
    `Upgrading the database (${pending.length} new migration(s)); its content before the upgrade was saved to ${file}`,
  );
  return file;
}
