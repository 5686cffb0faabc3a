/**
 * The server as an operator runs it: a real process on a data directory, from the bundle that
 * `npm start` runs (it starts in about a second, where loading the sources through tsx takes
 * several; the e2e tests start the sources). One server per directory; clear one-line
 * refusals; sessions survive a restart; clean shutdown on SIGTERM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from '../../scripts/builds';
import { pgliteDataDir } from '../../tests/support/data-dir';
import {
  runServerBundle,
  runUsers,
  startServerProcess,
  type ServerProcess,
} from '../../tests/support/server-process';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-main-'));
const dataDir = path.join(root, 'deep', 'data');
const startServer = (env: Record<string, string>) => startServerProcess(env, { bundle: true });
const running: ServerProcess[] = [];
beforeAll(() => ensureServerBuild(), 120_000);
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  fs.rmSync(root, { recursive: true, force: true });
});

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function sessionEmail(baseUrl: string, cookie: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } });
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

// Each test starts several Node processes: slow when the machine runs other test files too.
describe('the server process', { timeout: 120_000 }, () => {
  it('starts on an empty data directory and prints a one-time set-up link', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    running.push(server);
    expect(server.output()).toMatch(
      /Open this one-time link to create the first super admin:\s+http:\/\/127\.0\.0\.1:\d+\/setup\?token=\S+/,
    );
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'auth-secret'))).toBe(true);
    // An operator reads start-up output: nothing there may look like a problem when none is.
    expect(server.output()).not.toMatch(/Deprecation|Warning/i);
  });

  it('refuses a second server on the same data directory with one clear line, touching nothing', async () => {
    const first = running[0]!;
    const lockBefore = fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8');
    const second = await runServerBundle({ DATA_DIR: dataDir, PORT: '0' });
    expect(second.code).not.toBe(0);
    expect(second.stderr.trim()).toBe(
      `The data directory ${dataDir} is in use by another server (process ${first.child.pid}). Stop that process first, or set DATA_DIR to another directory.`,
    );
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(lockBefore);
    expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
  });

  it('tells the operator to stop the server before using the users command on its data', async () => {
    const result = await runUsers(
      ['create', '--email', 'a@example.org', '--password', 'Sup3r!pass', '--group', 'Admins'],
      {
        DATA_DIR: dataDir,
      },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The data directory ${dataDir} is in use by another server`);
    expect(result.stderr).toContain(
      'stop the server, run this command, then start the server again',
    );
  });

  it('shuts down cleanly on SIGTERM and releases the directory', async () => {
    const server = running.pop()!;
    expect(await server.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('creates accounts from the shell, and sessions survive a restart', async () => {
    const created = await runUsers(
      [
        'create',
        '--email',
        'Boss@Example.org',
        '--password',
        'Sup3r!pass',
        '--group',
        'SuperAdmins',
        '--first-name',
        'Bo',
        '--last-name',
        'Ss',
      ],
      { DATA_DIR: dataDir },
    );
    expect(created.stdout).toMatch(
      /^Created boss@example.org \(SuperAdmins\), account id [0-9a-f-]{36}$/m,
    );
    const weak = await runUsers(
      ['create', '--email', 'w@example.org', '--password', 'weakpass', '--group', 'Admins'],
      {
        DATA_DIR: dataDir,
      },
    );
    expect(weak.code).toBe(1);
    expect(weak.stderr.trim()).toBe('--password: Password must have upper case letters');
    const badGroup = await runUsers(
      ['create', '--email', 'g@example.org', '--password', 'Sup3r!pass', '--group', 'Staff'],
      {
        DATA_DIR: dataDir,
      },
    );
    expect(badGroup.stderr.trim()).toBe(
      '--group must be SuperAdmins, Admins, Volunteers, Clients or none (got "Staff")',
    );

    const first = await startServer({ DATA_DIR: dataDir });
    expect(first.output()).not.toContain('one-time link');
    const cookie = await signIn(first.baseUrl, 'boss@example.org', 'Sup3r!pass');
    expect(await sessionEmail(first.baseUrl, cookie)).toBe('boss@example.org');
    await first.stop();

    const second = await startServer({ DATA_DIR: dataDir });
    running.push(second);
    expect(await sessionEmail(second.baseUrl, cookie)).toBe('boss@example.org');
  });

  it('warns at start when it trusts X-Forwarded-For while listening on every address', async () => {
    // An installed programme's data, not a first start (that is the first test's).
    const proxied = path.join(root, 'behind-a-proxy');
    await pgliteDataDir(proxied, 'migrated');
    const server = await startServer({
      DATA_DIR: proxied,
      TRUST_PROXY: 'true',
      HOST: '0.0.0.0',
    });
    running.push(server);
    // The log line is written beside the start message, not necessarily before it.
    await expect
      .poll(() => server.output(), { timeout: 10_000 })
      .toContain(
        'TRUST_PROXY is on while the server listens on every address (HOST=0.0.0.0): anyone who reaches it without the proxy can send their own X-Forwarded-For and escape the per-address limits. Set HOST to the address the proxy connects from (e.g. HOST=127.0.0.1 when it runs on this machine).',
      );
    await server.stop();
  });

  it('stops with one line naming a bad configuration variable', async () => {
    const result = await runServerBundle({ DATA_DIR: path.join(root, 'other'), PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT must be a port number (got "eighty")',
    );
    expect(fs.existsSync(path.join(root, 'other'))).toBe(false);
  });
});
