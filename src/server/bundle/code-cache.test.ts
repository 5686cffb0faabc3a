import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';

let folder: string;
let bundle: string;
let cache: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-code-cache-'));
  bundle = path.join(folder, 'server.cjs');
  cache = `${bundle}.code-cache`;
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

const writeBundle = (source: string) => fs.writeFileSync(bundle, source);

// Each run is a process of its own, as each start of the server is: within one process V8 keeps
// what it compiled and would answer from that instead of the cache.
const DRIVER = `
const { runBundle } = await import(process.env.CODE_CACHE_MODULE);
const [bundle, cache, save] = process.argv.slice(2);
const run = runBundle(bundle, cache);
const exported = Object.fromEntries(
  await Promise.all(Object.entries(run.exports).map(async ([key, value]) => [key, await value])),
);
const saved = save === 'save' ? run.saveCache() : undefined;
console.log(JSON.stringify({ cache: run.cache, exports: exported, saved }));
`;

interface RunResult {
  cache: string;
  exports: Record<string, unknown>;
  saved?: boolean;
}

function runInProcess(options: { save?: boolean; cachePath?: string } = {}): RunResult {
  const driver = path.join(folder, 'driver.mjs');
  fs.writeFileSync(driver, DRIVER);
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', driver, bundle, options.cachePath ?? cache, options.save ? 'save' : ''],
    {
      cwd: projectRoot,
      encoding: 'utf8',
      env: {
        ...process.env,
        CODE_CACHE_MODULE: path.join(projectRoot, 'src/server/bundle/code-cache.ts'),
      },
    },
  );
  return JSON.parse(output) as RunResult;
}

describe('running the server bundle with a code cache', { timeout: 30_000 }, () => {
  it('runs the bundle as a CommonJS module of its own folder, without a cache the first time', () => {
    fs.writeFileSync(path.join(folder, 'sibling.cjs'), 'module.exports = "beside the bundle";');
    writeBundle(`
      module.exports = {
        file: __filename,
        dir: __dirname,
        sibling: require('./sibling.cjs'),
        separator: import('node:path').then((loaded) => loaded.sep),
      };
    `);
    const run = runInProcess();
    expect(run.cache).toBe('absent');
    expect(run.exports).toEqual({
      file: bundle,
      dir: folder,
      sibling: 'beside the bundle',
      separator: path.sep,
    });
    expect(fs.existsSync(cache)).toBe(false);
  });

  it('saves what it compiled, and the next run of the same bundle reads it back', () => {
    writeBundle('function twice(n) { return 2 * n; }\nmodule.exports = { answer: twice(21) };\n');
    expect(runInProcess({ save: true })).toEqual({
      cache: 'absent',
      exports: { answer: 42 },
      saved: true,
    });
    expect(fs.readdirSync(folder).sort()).toEqual([
      'driver.mjs',
      'server.cjs',
      'server.cjs.code-cache',
    ]);

    expect(runInProcess()).toEqual({ cache: 'accepted', exports: { answer: 42 } });
  });

  it('never runs the code of an earlier build, even one of the same length', () => {
    writeBundle('module.exports = { build: "first" };');
    runInProcess({ save: true });
    writeBundle('module.exports = { build: "other" };');

    expect(runInProcess({ save: true })).toEqual({
      cache: 'absent',
      exports: { build: 'other' },
      saved: true,
    });
    // The stale cache was replaced by one the new build accepts.
    expect(runInProcess().cache).toBe('accepted');
  });

  it('compiles from the source when the cache is damaged', () => {
    writeBundle('module.exports = { still: "runs" };');
    runInProcess({ save: true });
    const file = fs.readFileSync(cache);
    // The header (the source's hash) intact, V8's part of the file overwritten.
    file.fill(7, 40);
    fs.writeFileSync(cache, file);

    expect(runInProcess()).toEqual({ cache: 'rejected', exports: { still: 'runs' } });
  });

  it('reports positions in the bundle itself in stack traces', () => {
    writeBundle('module.exports = {\n  stack: new Error("where").stack,\n};\n');
    expect(runInProcess().exports.stack).toContain(`${bundle}:2:10`);
  });

  it('runs without saving when the cache cannot be written', () => {
    writeBundle('module.exports = { install: "read-only" };');
    const run = runInProcess({
      save: true,
      cachePath: path.join(folder, 'missing-folder', 'server.cjs.code-cache'),
    });
    expect(run).toEqual({ cache: 'absent', exports: { install: 'read-only' }, saved: false });
    expect(fs.readdirSync(folder).sort()).toEqual(['driver.mjs', 'server.cjs']);
  });
});
