/** Builds the web app into dist/web when it is missing or older than its sources. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot, webBuildFolder } from '../src/server/paths';

const SOURCES = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

function newestChange(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function webBuildIsCurrent(): boolean {
  const index = path.join(webBuildFolder, 'index.html');
  if (!fs.existsSync(index)) return false;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.every((source) => newestChange(path.join(projectRoot, source)) <= built);
}

export function ensureWebBuild(): void {
  if (webBuildIsCurrent()) return;
  console.log('Building the web app (first start or changed sources)...');
  execFileSync(
    process.execPath,
    [path.join(projectRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: projectRoot,
      stdio: 'inherit',
      // Vite keeps an inherited NODE_ENV (vitest sets "test"), which would ship React's
      // development build; the served app is always the production one.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
}
