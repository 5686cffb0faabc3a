import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { ensureServerBuild } from '../../scripts/builds';
import { ensureWebBuild } from '../../scripts/web-build';
import { chromiumLaunchOptions, SHARED_BROWSER_VARIABLE } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the files' data directories go; removed with everything in it after the run. */
    e2eRunFolder: string;
    /** A data directory whose database is migrated and empty (see startApp). */
    e2eTemplateDataDir: string;
  }
}

/**
 * Every file copies the 40 MB template into a data directory of its own and deletes it after:
 * 1-3 s per file on the disk of the 2-core machine this was measured on, 0.1 s in memory
 * (tmpfs). /dev/shm only when it has room to spare (Docker gives it 64 MB by default), else
 * the temp folder.
 */
function scratchFolder(): string {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize >= 1024 ** 3) return '/dev/shm';
  } catch {
    // No /dev/shm here.
  }
  return os.tmpdir();
}

/**
 * Every file starts from a fresh install. Creating and migrating an empty embedded database
 * costs several seconds, so it is done once here, as the server's first start does it, and
 * each file that needs accounts copies the result before making them (startApp).
 */
async function createTemplateDataDir(runFolder: string): Promise<string> {
  const dataDir = path.join(runFolder, 'template');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  // Closing shuts PGlite down cleanly and removes the directory's lock file.
  await database.close();
  return dataDir;
}

/** End-to-end tests drive the built app and server, as users get them from `npm start`, in Chromium. */
export default async function setup(project: TestProject) {
  ensureWebBuild();
  await ensureServerBuild();
  const runFolder = fs.mkdtempSync(path.join(scratchFolder(), 'outreach-e2e-'));
  const [templateDataDir, browser] = await Promise.all([
    createTemplateDataDir(runFolder),
    chromium.launchServer(chromiumLaunchOptions()),
  ]);
  project.provide('e2eRunFolder', runFolder);
  project.provide('e2eTemplateDataDir', templateDataDir);
  // An environment variable rather than provide(): launchBrowser also serves the benchmarks,
  // which run outside Vitest. Test files are started after this, so they inherit it.
  process.env[SHARED_BROWSER_VARIABLE] = browser.wsEndpoint();
  return async () => {
    delete process.env[SHARED_BROWSER_VARIABLE];
    await browser.close();
    // Also what a file that crashed before its afterAll left behind.
    fs.rmSync(runFolder, { recursive: true, force: true });
  };
}
