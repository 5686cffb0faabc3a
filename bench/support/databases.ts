/**
 * The databases a benchmark runs on, each made for the run and removed after it: a PGlite data
 * dir in the temp folder, and (when BENCH_DATABASE_URL is set) a PostgreSQL database created
 * on that server. Nothing that exists before the run is read or changed.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '../../src/server/paths';
import type { Storage } from './processes';

export interface BenchDatabase {
  label: 'PGlite' | 'PostgreSQL';
  /** Seeded with `seed:demo --scale N`. */
  storage: Storage;
  admin: { email: string; password: string };
  /** A demo volunteer, for the portal's page audit. */
  volunteer: { email: string; password: string };
  /** A new empty database (for start-up on an empty data dir) and a function that removes it. */
  empty(): Promise<{ storage: Storage; remove: () => Promise<void> }>;
  remove(): Promise<void>;
}

type Account = { email: string; password: string };

async function seed(
  storage: Storage,
  scale: number,
): Promise<{ admin: Account; volunteer: Account }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'scripts/seed-demo.ts'), '--scale', String(scale)],
    {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...storage },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`seed:demo failed:\n${output}`);
  const account = (group: string): Account => {
    const line = new RegExp(`^\\s*${group}\\s+(\\S+)\\s+(\\S+)\\s*$`, 'm').exec(output);
    if (!line) throw new Error(`seed:demo printed no ${group} account:\n${output}`);
    return { email: line[1]!, password: line[2]! };
  };
  return { admin: account('Admins'), volunteer: account('Volunteers') };
}

function newTempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-bench-'));
}

export async function pgliteDatabase(scale: number): Promise<BenchDatabase> {
  const folder = newTempDir();
  const storage = { DATA_DIR: path.join(folder, 'data') };
  const { admin, volunteer } = await seed(storage, scale);
  return {
    label: 'PGlite',
    storage,
    admin,
    volunteer,
    empty: async () => {
      const emptyFolder = newTempDir();
      return {
        storage: { DATA_DIR: path.join(emptyFolder, 'data') },
        remove: async () => fs.rmSync(emptyFolder, { recursive: true, force: true }),
      };
    },
    remove: async () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

/** `serverUrl` names any database on the server; the run creates and drops its own beside it. */
export async function postgresDatabase(serverUrl: string, scale: number): Promise<BenchDatabase> {
  const prefix = `outreach_bench_${crypto.randomBytes(4).toString('hex')}`;
  const withDatabase = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const administer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let emptyCount = 0;
  await administer(`create database ${prefix}`);
  // The server keeps files of its own (the signing secret) in DATA_DIR even on PostgreSQL: a
  // folder of the run's, not the project's ./data, which may be a real installation's.
  const folder = newTempDir();
  const storage = { DATABASE_URL: withDatabase(prefix), DATA_DIR: folder };
  const removeAll = async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    await administer(`drop database if exists ${prefix} with (force)`);
  };
  try {
    const { admin, volunteer } = await seed(storage, scale);
    return {
      label: 'PostgreSQL',
      storage,
      admin,
      volunteer,
      empty: async () => {
        emptyCount += 1;
        const name = `${prefix}_empty${emptyCount}`;
        await administer(`create database ${name}`);
        return {
          storage: { DATABASE_URL: withDatabase(name), DATA_DIR: folder },
          remove: () => administer(`drop database if exists ${name} with (force)`),
        };
      },
      remove: removeAll,
    };
  } catch (error) {
    await removeAll();
    throw error;
  }
}
