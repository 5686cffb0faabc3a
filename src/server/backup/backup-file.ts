/** Backup files on disk: written whole or not at all, readable by their owner only. */
import fs from 'node:fs';
import path from 'node:path';
import { BackupFileError } from './backup-format';

/**
 * Writes the pieces to FILE.partial, flushes it to disk, then gives it its name, which must
 * not exist yet: a crash never leaves a half-written file under the name, and no earlier
 * backup is overwritten.
 */
export function writeBackupFile(file: string, pieces: Iterable<string>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (fs.existsSync(file))
    throw new BackupFileError(`${file} already exists: choose another name, or delete it first.`);
  const partial = `${file}.partial`;
  const descriptor = fs.openSync(partial, 'w', 0o600);
  try {
    for (const piece of pieces) fs.writeSync(descriptor, piece);
    fs.fsyncSync(descriptor);
  } catch (error) {
    fs.closeSync(descriptor);
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.closeSync(descriptor);
  try {
    // A hard link fails when the name exists, where a rename would replace it.
    fs.linkSync(partial, file);
    fs.rmSync(partial);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      fs.rmSync(partial, { force: true });
      throw new BackupFileError(`${file} already exists: choose another name, or delete it first.`);
    }
    // File systems without hard links.
    fs.renameSync(partial, file);
  }
}

export function readBackupFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupFileError(`${file} does not exist.`);
    throw error;
  }
}
