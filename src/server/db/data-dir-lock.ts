/**
 * PGlite has no lock of its own and two writers corrupt it, so the running server claims its
 * data directory with a lock file created exclusively. A lock left by a process that no longer
 * runs is taken over.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server (process ${holderPid}). ` +
        `Stop that process first, or set DATA_DIR to another directory.`,
    );
  }
}

export interface DataDirLock {
  release(): void;
}

interface LockContent {
  pid: number;
  hostname: string;
  startedAt: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(lockPath: string): LockContent | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockContent;
  } catch {
    return null;
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const content: LockContent = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(content), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readLock(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(lockPath);
      const sameHost = holder?.hostname === os.hostname();
      if (holder && (!sameHost || isRunning(holder.pid)) && holder.pid !== process.pid) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      // Stale lock (its process is gone): remove it and try once more.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
