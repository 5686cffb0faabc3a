/**
 * A database with nothing in it, not even the schema: the target of a restore, or a database
 * to upgrade. On PostgreSQL a new database on the test server (dropped on close), else an
 * in-memory PGlite.
 */
import crypto from 'node:crypto';
import { inject } from 'vitest';
import {
  openDatabase,
  type BeforeMigrating,
  type DatabaseHandle,
} from '../../src/server/db/client';
import { onServer, pgliteImage } from './database';

export async function openEmptyDatabase(
  beforeMigrating?: BeforeMigrating,
): Promise<DatabaseHandle> {
  const templateUrl = inject('postgresUrl');
  if (!templateUrl) {
    // A copy of one made for the run: creating a new PGlite takes seconds.
    const image = pgliteImage('pgliteEmptyImagePath');
    return openDatabase({ kind: 'pglite', dataDir: null, image, migrate: false, beforeMigrating });
  }
  const serverUrl = new URL(templateUrl);
  serverUrl.pathname = '/postgres';
  // Named after the run's template, so the run's teardown drops it if a test crashed.
  const name = `${new URL(templateUrl).pathname.slice(1)}_empty_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(serverUrl.toString(), `create database ${name}`);
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    migrate: false,
    poolSize: 3,
    beforeMigrating,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl.toString(), `drop database if exists ${name} with (force)`);
    },
  };
}
