/** Backup files on disk: written whole or not at all, checked before they are named, readable by their owner only. */
import fs from 'node:fs';
import path from 'node:path';
import { encryptingSink, throwawayKey } from './backup-encryption';
import { BackupFileError, type BackupSink } from './backup-format';
import { checkBackupFile, type BackupContent } from './read-backup';
import type { BackupSigningKey } from './backup-signing';

const alreadyExists = (file: string) =>
  new BackupFileError(`${file} already exists: choose another name, or delete it first.`);

/**
 * Lets `write` send the backup's pieces to FILE.partial, flushes it to disk, reads it back as a
 * restore would (checksum and all), then gives it its name, which must not exist yet: a crash
 * never leaves a half-written file under the name, no earlier backup is overwritten, and a
 * file that would not restore is never saved, nor one not signed with `signing`. Says what
 * the file holds.
 */
export async function writeBackupFile(
  file: string,
  /** The key `write` signs with (decision 088), checked on reading back. */
  signing: BackupSigningKey,
  write: (sink: BackupSink) => Promise<unknown>,
  /** Encrypts the file for this backup key's public half (BACKUP_RECIPIENT, decision 073). */
  recipient: string | null = null,
): Promise<BackupContent> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (fs.existsSync(file)) throw alreadyExists(file);
  const partial = `${file}.partial`;
  const descriptor = fs.openSync(partial, 'w', 0o600);
  const toFile: BackupSink = async (piece) => {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
    for (let offset = 0; offset < bytes.length;) offset += fs.writeSync(descriptor, bytes, offset);
  };
  // An encrypted file is read back with a throwaway second key, forgotten after the check.
  const check = recipient ? await throwawayKey() : null;
  let content: BackupContent;
  try {
    try {
      if (check) {
        const encrypting = await encryptingSink(toFile, [recipient!, check.recipient]);
        await write(encrypting.write);
        await encrypting.finish();
      } else {
        await write(toFile);
      }
      fs.fsyncSync(descriptor);
    } finally {
      fs.closeSync(descriptor);
    }
    content = await checkBackupFile(
      partial,
      { signing },
      {
        name: file,
        keys: check ? [check.secret] : [],
      },
    );
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  try {
    // A hard link fails when the name exists, where a rename would replace it.
    fs.linkSync(partial, file);
    fs.rmSync(partial);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      fs.rmSync(partial, { force: true });
      throw alreadyExists(file);
    }
    // File systems without hard links.
    fs.renameSync(partial, file);
  }
  return content;
}
