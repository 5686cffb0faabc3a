/**
 * Migrates once per test run. On PGlite the migrated database is dumped to a "golden image"
 * that every test file clones (~0.3 s instead of ~2 s for a fresh migrate); on PostgreSQL
 * (TEST_DATABASE_URL) the test database is emptied and migrated.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImagePath: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
    );
    await client.end();
    const database = await openDatabase({ kind: 'postgres', url });
    await database.close();
    project.provide('pgliteImagePath', '');
    return;
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const image = await dumpPglite(database);
  await database.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-golden-'));
  const imagePath = path.join(folder, 'golden.tar');
  fs.writeFileSync(imagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImagePath', imagePath);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
