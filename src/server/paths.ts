/**
 * Locations inside the installed project. Resolved from the project root (the folder with our
 * package.json), not from import.meta.url, so they hold however the server is run or built.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (
      fs.existsSync(path.join(dir, 'package.json')) &&
      fs.existsSync(path.join(dir, 'src', 'server'))
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the project root above ${start}`);
    dir = parent;
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsFolder = path.join(projectRoot, 'src', 'server', 'db', 'migrations');
export const webBuildFolder = path.join(projectRoot, 'dist', 'web');
/** The server as built by scripts/builds.ts: what `npm start` runs, which runs `serverCode`. */
export const serverBundle = path.join(projectRoot, 'dist', 'server', 'main.mjs');
/** The server's code, every module in one CommonJS file (decision 034). */
export const serverCode = path.join(projectRoot, 'dist', 'server', 'server.cjs');

/** The version in our package.json (named in the address lookup's User-Agent). */
export function appVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? '0.0.0';
}
