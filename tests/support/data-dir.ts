/**
 * A PGlite data directory for a test that runs the project's commands or server as processes,
 * written from one of the run's images (global-setup.ts) in about a second. A command's first
 * run on an empty directory spends several seconds having PGlite create the database files,
 * and more migrating them. PGlite runs only: on PostgreSQL (TEST_DATABASE_URL) there are no
 * images.
 */
import { openDatabase } from '../../src/server/db/client';
import { pgliteImage } from './database';

/**
 * - 'migrated': as a first start leaves it, migrated and without accounts.
 * - 'unmigrated': the database exists but has no schema yet, so the first command or server to
 *   open it migrates it, as on a new install (less PGlite creating the files, which is not ours).
 */
export type DataDirState = 'migrated' | 'unmigrated';

export async function pgliteDataDir(dataDir: string, state: DataDirState): Promise<void> {
  const image = pgliteImage(state === 'migrated' ? 'pgliteImagePath' : 'pgliteEmptyImagePath');
  await (await openDatabase({ kind: 'pglite', dataDir, image, migrate: false })).close();
}
