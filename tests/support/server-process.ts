/** The server and the users command as separate processes, as an operator runs them. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runUsersCommand } from '../../scripts/users/users-command';
import { projectRoot, serverBundle } from '../../src/server/paths';

const TSX = ['--import', 'tsx'];

/** Node's own options in `npm start` (package.json), e.g. the heap cap (decision 026). */
export const NPM_START_NODE_OPTIONS: string[] = (
  JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
  stop: () => Promise<number | null>;
}

// Vitest exposes Vite's BASE_URL, MODE, DEV, PROD and SSR in process.env; they are not ours.
const VITEST_VARIABLES = [
  'BASE_URL',
  'MODE',
  'DEV',
  'PROD',
  'SSR',
  'TEST_DATABASE_URL',
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
];

function baseEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !VITEST_VARIABLES.includes(name)),
  );
  return {
    ...inherited,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: 'false',
    ...extra,
  };
}

/**
 * Starts `src/server/main.ts` through tsx, or with `bundle` the built `dist/server/main.mjs` under
 * plain Node with npm start's options, as `npm start` runs it (about a second instead of several;
 * the caller builds it with ensureServerBuild). Resolves once it listens, or rejects with its
 * output if it exits.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { bundle?: boolean } = {},
): Promise<ServerProcess> {
  // A free port can be taken by another process between choosing it and listening on it (CI
  // runs many servers at once): try another then, a few times.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, options);
    } catch (error) {
      const taken = /EADDRINUSE/.test((error as Error).message);
      if (!taken || env.PORT !== undefined || attempt === 3) throw error;
    }
  }
}

async function startOnce(
  env: Record<string, string>,
  options: { bundle?: boolean },
): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const entry = options.bundle
    ? [...NPM_START_NODE_OPTIONS, serverBundle]
    : [...TSX, path.join(projectRoot, 'src/server/main.ts')];
  const child = spawn(process.execPath, entry, {
    cwd: projectRoot,
    env: baseEnvironment({ HOST: '127.0.0.1', PORT: String(port), ...env }),
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Server did not start in time:\n${output}`)),
      60_000,
    );
    const check = () => {
      if (output.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exit,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exit;
    },
  };
}

/**
 * Runs a command of the project to completion; returns its exit code and output. `input`, when
 * given, is what the command reads on its standard input (then closed).
 */
export function runProjectScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  input?: string,
) {
  return runNode([...TSX, path.join(projectRoot, script), ...args], env, input);
}

async function runNode(nodeArgs: string[], env: Record<string, string>, input?: string) {
  const child = spawn(process.execPath, nodeArgs, {
    cwd: projectRoot,
    env: baseEnvironment(env),
  });
  if (input !== undefined) {
    // A command that exits without reading it closes the pipe: its exit code tells what happened.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  }
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout, stderr };
}

/** The server bundle (`npm start`'s) run to completion: for starts that must fail. */
export const runServerBundle = (env: Record<string, string>) => runNode([serverBundle], env);
/** `npm run users` as an operator runs it: its own Node.js process, through tsx. */
export const runUsersProcess = (args: string[], env: Record<string, string>, input?: string) =>
  runProjectScript('scripts/users.ts', args, env, input);

/**
 * The users command run in this process: the same code, checks, messages and exit code as
 * runUsersProcess, without starting Node.js and compiling the sources (several seconds a run).
 * `env` is the whole environment the command sees, as it is for the process.
 */
export async function runUsers(args: string[], env: Record<string, string>, input = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runUsersCommand(
    { argv: args, readInput: async () => input, env: baseEnvironment(env) },
    { out: (line) => out.push(`${line}\n`), err: (line) => err.push(`${line}\n`) },
  );
  return { code, stdout: out.join(''), stderr: err.join('') };
}
