/**
 * An embedded database that cannot be opened (decision 019): the server refuses to start with one
 * line naming the folder and the way back, and leaves every file as it was. PGlite alone would
 * re-initialise a folder without PG_VERSION, i.e. replace the data with an empty database. PGlite
 * only: PostgreSQL's files are its server's.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facilityInput } from '../support/factories';
import {
  drillDatabase,
  graphqlOverHttp,
  type DrillDatabase,
  prepareDrillServer,
  setUpFirstAdmin,
  signInOverHttp,
} from '../support/drill';
import { runServerBundle, startServerProcess } from '../support/server-process';
import { TEST_BASE_URL } from '../support/test-app';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-damaged-'));
let healthy = '';
let database: DrillDatabase | undefined;
afterAll(async () => {
  fs.rmSync(root, { recursive: true, force: true });
  await database?.remove();
});

const start = (dataDir: string) =>
  startServerProcess({ DATA_DIR: dataDir, BASE_URL: TEST_BASE_URL }, { bundle: true });

/** Every file under `folder` with a hash of its content. */
function fingerprint(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, file)] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(file))
      .digest('hex');
  }
  return files;
}

const message = (dataDir: string, reason: string) =>
  `The embedded database in ${path.join(dataDir, 'pglite')} cannot be opened (${reason}). ` +
  'Nothing in it was changed or replaced. To recover, stop the server, keep a copy of that ' +
  'folder, and restore the latest backup with "npm run restore -- FILE"; or set DATA_DIR to ' +
  'another directory to start with an empty database.';

/** A copy of the healthy data directory, damaged by `damage`, and its files' fingerprint. */
function damagedCopy(name: string, damage: (storage: string) => void) {
  const dataDir = path.join(root, name);
  fs.cpSync(healthy, dataDir, { recursive: true });
  damage(path.join(dataDir, 'pglite'));
  return { dataDir, before: fingerprint(dataDir) };
}

let cookie = '';
beforeAll(async () => {
  await prepareDrillServer();
  database = await drillDatabase();
  healthy = database.env.DATA_DIR!;
  const server = await start(healthy);
  try {
    cookie = (await signInOverHttp(server.baseUrl, await setUpFirstAdmin(server))).cookie;
    const created = await graphqlOverHttp(
      server.baseUrl,
      'mutation($input: CreateFacilityInput!) { createFacility(input: $input) { id } }',
      { input: facilityInput({ name: 'Kept Facility' }) },
      cookie,
    );
    expect(created.errors).toEqual([]);
  } finally {
    await server.stop();
  }
}, 120_000);

describe('a data directory that cannot be opened', { timeout: 120_000 }, () => {
  it('is reported with the way to restore when its control file is damaged, and left as it is', async () => {
    const { dataDir, before } = damagedCopy('torn-control-file', (storage) => {
      const control = path.join(storage, 'global', 'pg_control');
      const bytes = fs.readFileSync(control);
      bytes.fill(0xff, 0, 64);
      fs.writeFileSync(control, bytes);
    });
    const result = await runServerBundle({ DATA_DIR: dataDir, PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(message(dataDir, 'PGlite failed to initialize properly'));
    expect(fingerprint(dataDir)).toEqual(before);
  });

  it('is never re-initialised when PG_VERSION is missing; putting the files back restores it', async () => {
    const { dataDir, before } = damagedCopy('no-version-file', (storage) =>
      fs.renameSync(path.join(storage, 'PG_VERSION'), path.join(storage, '..', 'PG_VERSION.kept')),
    );
    const result = await runServerBundle({ DATA_DIR: dataDir, PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(message(dataDir, 'its PG_VERSION file is missing'));
    expect(fingerprint(dataDir)).toEqual(before);

    fs.renameSync(
      path.join(dataDir, 'PG_VERSION.kept'),
      path.join(dataDir, 'pglite', 'PG_VERSION'),
    );
    const server = await start(dataDir);
    try {
      const list = await graphqlOverHttp<{ listFacilities: { items: { name: string }[] } }>(
        server.baseUrl,
        '{ listFacilities { items { name } } }',
        {},
        cookie,
      );
      expect(list.data?.listFacilities.items).toEqual([{ name: 'Kept Facility' }]);
    } finally {
      await server.stop();
    }
  });
});
