import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const folders: string[] = [];
function tempDir() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-lock-'));
  folders.push(folder);
  return path.join(folder, 'nested', 'data');
}
afterEach(() =>
  folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })),
);

describe('data directory lock', () => {
  it('creates missing parent folders and releases the lock', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a directory held by another running process, naming it and the process', async () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(
        path.join(dir, 'server.lock'),
        JSON.stringify({ pid: other.pid, hostname: os.hostname() }),
      );
      let error: unknown;
      try {
        lockDataDir(dir);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toBe(
        `The data directory ${dir} is in use by another server (process ${other.pid}). Stop that process first, or set DATA_DIR to another directory.`,
      );
      // The holder's lock is untouched.
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(
        other.pid,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has exited', async () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(
      path.join(dir, 'server.lock'),
      JSON.stringify({ pid: gone.pid, hostname: os.hostname() }),
    );
    const lock = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(
      process.pid,
    );
    lock.release();
  });
});
