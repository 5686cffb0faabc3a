/**
 * `dist/server/main.mjs`, what `npm start` runs: the server bundle (`server.cjs`, beside it) with
 * its code cache (decision 034).
 */
import { fileURLToPath } from 'node:url';
import { runBundle } from './code-cache';

/**
 * The cache is made from what a start compiled: by then the server listens and has usually served
 * its first requests. The timer never keeps a stopping process alive.
 */
const SAVE_CACHE_AFTER_MS = 5_000;

const bundlePath = fileURLToPath(new URL('./server.cjs', import.meta.url));
const run = runBundle(bundlePath, `${bundlePath}.code-cache`);
if (run.cache !== 'accepted') setTimeout(() => run.saveCache(), SAVE_CACHE_AFTER_MS).unref();
