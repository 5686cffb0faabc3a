/**
 * An embedded database that cannot be opened is reported, never replaced. PGlite itself
 * initialises a fresh, empty database in any folder without a PG_VERSION file, even one full
 * of data; and a damaged one (a torn control file, missing catalog files) only makes it say
 * "failed to initialize". Either way the operator gets one line naming the folder and the way
 * back (the latest backup), and the folder is left exactly as it was.
 */
import fs from 'node:fs';

export class DataDirDamagedError extends Error {
  constructor(
    readonly storage: string,
    readonly reason: string,
  ) {
    super(
      `The embedded database in ${storage} cannot be opened (${reason}). Nothing in it was ` +
        'changed or replaced. To recover, stop the server, keep a copy of that folder, and ' +
        'restore the latest backup with "npm run restore -- FILE"; or set DATA_DIR to another ' +
        'directory to start with an empty database.',
    );
  }
}

/** Throws when `storage` holds files but no database PGlite would open rather than recreate. */
export function refuseUnrecognisedStorage(storage: string): void {
  if (!fs.existsSync(storage)) return;
  const entries = fs.readdirSync(storage);
  if (entries.length === 0 || entries.includes('PG_VERSION')) return;
  throw new DataDirDamagedError(storage, 'its PG_VERSION file is missing');
}

/** The error of a failed open, told as the folder's problem. */
export function damagedStorage(storage: string, error: unknown): DataDirDamagedError {
  const reason = error instanceof Error ? error.message : String(error);
  return new DataDirDamagedError(storage, reason.split('\n')[0] ?? 'unknown error');
}
