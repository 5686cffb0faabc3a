/**
 * Runs the server bundle (a CommonJS file) with a V8 code cache beside it: the functions the last
 * start compiled are read back instead of parsed and compiled again, a fifth off the start-up on
 * the embedded database and two fifths on PostgreSQL (decision 034). Node 20 has no compile cache
 * of its own (`module.enableCompileCache` came with Node 22): these are the few lines of one that
 * the bundle needs.
 *
 * The cache is an optimisation only: missing, stale, unreadable or unwritable, the bundle runs the
 * same, compiled from its source.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** What became of the cache on this run. */
export type CodeCacheUse = 'accepted' | 'absent' | 'rejected';

export interface BundleRun {
  cache: CodeCacheUse;
  /** What the bundle left in `module.exports`. */
  exports: unknown;
  /** Writes the code compiled so far as the next start's cache; false when it could not. */
  saveCache(): boolean;
}

const HASH_BYTES = 32;

// On a line of its own, with the script's line numbers shifted back by one, so positions in stack
// traces and CPU profiles are the bundle's own.
const WRAPPER_START = '(function (exports, require, module, __filename, __dirname) {\n';
const WRAPPER_END = '\n})';

/**
 * The cache file starts with the SHA-256 of the source it was made from: V8 checks its own version
 * and flags, but knows a source only by its length, and a rebuilt bundle of the same length must
 * never run the previous one's code.
 */
function readCache(cachePath: string, sourceHash: Buffer): Buffer | undefined {
  let file: Buffer;
  try {
    file = fs.readFileSync(cachePath);
  } catch {
    return undefined;
  }
  if (file.length <= HASH_BYTES || !file.subarray(0, HASH_BYTES).equals(sourceHash))
    return undefined;
  return file.subarray(HASH_BYTES);
}

export function runBundle(bundlePath: string, cachePath: string): BundleRun {
  const source = fs.readFileSync(bundlePath, 'utf8');
  const sourceHash = createHash('sha256').update(source).digest();
  const cachedData = readCache(cachePath, sourceHash);
  const script = new vm.Script(WRAPPER_START + source + WRAPPER_END, {
    filename: bundlePath,
    lineOffset: -1,
    cachedData,
    // import() inside the bundle loads modules as it would in any CommonJS file.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const cache: CodeCacheUse = !cachedData
    ? 'absent'
    : script.cachedDataRejected
      ? 'rejected'
      : 'accepted';

  const bundleModule = new Module(bundlePath);
  bundleModule.filename = bundlePath;
  const run = script.runInThisContext() as (
    exports: unknown,
    require: NodeJS.Require,
    module: Module,
    filename: string,
    dirname: string,
  ) => void;
  run(
    bundleModule.exports,
    createRequire(bundlePath),
    bundleModule,
    bundlePath,
    path.dirname(bundlePath),
  );

  return {
    cache,
    exports: bundleModule.exports,
    saveCache() {
      // Written beside it, then renamed: several servers starting together each read a whole file.
      const partial = `${cachePath}.${process.pid}.partial`;
      try {
        fs.writeFileSync(partial, Buffer.concat([sourceHash, script.createCachedData()]));
        fs.renameSync(partial, cachePath);
        return true;
      } catch {
        fs.rmSync(partial, { force: true });
        return false;
      }
    },
  };
}
