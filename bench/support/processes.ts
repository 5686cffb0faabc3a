/** Server processes under measurement: started as an operator starts them, timed, sampled, stopped. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, NPM_START_NODE_OPTIONS } from '../../tests/support/server-process';
import { projectRoot, serverBundle } from '../../src/server/paths';
import { buildNodeModule } from '../../scripts/builds';

export interface MeasuredServer {
  baseUrl: string;
  /** Process start → first 200 on GET /healthz, in milliseconds. */
  startMs: number;
  /** Resident memory now, in MiB (Linux /proc). */
  rssMiB(): number;
  /** The most resident memory the process has had, in MiB. */
  peakRssMiB(): number;
  stop(): Promise<void>;
}

export type ServerKind = 'product' | 'reference';

/** The reference server bundled as the product is: see buildReferenceServer. */
const referenceBundle = path.join(projectRoot, 'dist', 'bench', 'reference-server.mjs');

/**
 * Bundles bench/reference-server.ts with the product's bundling of its dependencies, so that both
 * servers load the same libraries the same way and start the same way (plain Node, npm start's
 * options). Run through tsx, the reference spent 1.3–2 s compiling TypeScript at every start, a
 * quarter of a minute of each benchmark on a fast machine.
 */
export function buildReferenceServer(): Promise<void> {
  return buildNodeModule(path.join(projectRoot, 'bench/reference-server.ts'), referenceBundle);
}

// The product as `npm start` runs it: the server bundle, plain Node, npm start's options.
const COMMAND: Record<ServerKind, string[]> = {
  product: [...NPM_START_NODE_OPTIONS, serverBundle],
  reference: [...NPM_START_NODE_OPTIONS, referenceBundle],
};

/** Where the data lives: a PGlite data dir, or a PostgreSQL URL (and a folder for the server's files). */
export type Storage = { DATA_DIR: string } | { DATABASE_URL: string; DATA_DIR: string };

function statusKiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
  return match ? Number(match[1]) : NaN;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** `profileDir`: write a V8 CPU profile of the process there when it stops (node --cpu-prof). */
export async function startServer(
  kind: ServerKind,
  storage: Storage,
  profileDir?: string,
  /** Settings that replace the ones below (e.g. the product's own request limit). */
  settings: Record<string, string> = {},
): Promise<MeasuredServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []), ...COMMAND[kind]],
    {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        BASE_URL: baseUrl,
        // The per-address limit runs as in production (its cost is the product's), with a
        // ceiling the simulated users, all from 127.0.0.1, never reach.
        API_RATE_LIMIT: '100000000',
        AUTH_RATE_LIMIT: 'false',
        ...storage,
        ...settings,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await waitForHealth(baseUrl, child, () => output);
  const startMs = performance.now() - started;
  return {
    baseUrl,
    startMs,
    rssMiB: () => statusKiB(child.pid!, 'VmRSS') / 1024,
    peakRssMiB: () => statusKiB(child.pid!, 'VmHWM') / 1024,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
