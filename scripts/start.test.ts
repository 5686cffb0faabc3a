/** `npm start` as an operator runs it: builds what is missing, then serves from the bundle. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { projectRoot, serverBundle, serverCode } from '../src/server/paths';
import { pgliteDataDir } from '../tests/support/data-dir';
import { freePort } from '../tests/support/server-process';
import { serverBuildIsCurrent } from './builds';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-start-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
// As a first start leaves it (migrated, no accounts): the first start on an empty directory is
// src/server/main.test.ts's; creating the database files from nothing takes seconds.
beforeAll(() => pgliteDataDir(path.join(folder, 'data'), 'migrated'));

describe('npm start', { timeout: 120_000 }, () => {
  it('runs the server bundle: it answers, serves the app and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const codeCache = `${serverCode}.code-cache`;
    fs.rmSync(codeCache, { force: true });
    const child = spawn(process.execPath, [path.join(projectRoot, 'scripts/start.mjs')], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: path.join(folder, 'data'),
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      while (!output.includes('is running at')) {
        if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(serverBuildIsCurrent()).toBe(true);
      expect(fs.existsSync(serverBundle)).toBe(true);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      expect(output).toContain('Open this one-time link to create the first super admin');
      // A few seconds in, the server saves what it compiled for the next start (decision 034),
      // marked with the hash of the code it belongs to.
      const codeHash = createHash('sha256').update(fs.readFileSync(serverCode)).digest();
      const cacheOfThisBuild = () =>
        fs.existsSync(codeCache) && fs.readFileSync(codeCache).subarray(0, 32).equals(codeHash);
      for (let waited = 0; !cacheOfThisBuild() && waited < 20_000; waited += 250)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(cacheOfThisBuild()).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exit).toBe(0);
  });
});
