/**
 * `npm start`: builds the web app when it is missing or older than its sources, then runs the
 * server in this process (so signals reach it directly).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot, webBuildFolder } from '../src/server/paths';

function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function webBuildIsCurrent(): boolean {
  const index = path.join(webBuildFolder, 'index.html');
  if (!fs.existsSync(index)) return false;
  const built = fs.statSync(index).mtimeMs;
  const sources = [path.join(projectRoot, 'src', 'web'), path.join(projectRoot, 'src', 'shared')];
  return sources.every((folder) => newestChange(folder) <= built) && fs.statSync(path.join(projectRoot, 'index.html')).mtimeMs <= built;
}

if (!webBuildIsCurrent()) {
  console.log('Building the web app (first start or changed sources)...');
  execFileSync(process.execPath, [path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
}

await import('../src/server/main');
