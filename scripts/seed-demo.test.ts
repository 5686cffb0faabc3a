/** The demo programme: fills a fresh data directory, adds nothing twice, and its accounts sign in. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDataDir } from '../tests/support/data-dir';
import { runProjectScript, startServerProcess } from '../tests/support/server-process';
import { ensureServerBuild } from './builds';

const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-seed-')), 'data');
afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
// A new install's database, not migrated yet: the command migrates it before seeding. (From an
// image: PGlite creating the files takes seconds; src/server/main.test.ts starts on nothing.)
beforeAll(() => pgliteDataDir(dataDir, 'unmigrated'));
// The server as `npm start` runs it: the bundle starts in about a second, the sources in several.
beforeAll(() => ensureServerBuild(), 120_000);

function credentials(output: string): Map<string, { email: string; password: string }> {
  const found = new Map<string, { email: string; password: string }>();
  for (const match of output.matchAll(
    /^\s+(SuperAdmins|Admins|Volunteers|Clients)\s+(\S+@\S+)\s+(\S+)$/gm,
  )) {
    found.set(match[1]!, { email: match[2]!, password: match[3]! });
  }
  return found;
}

// Each test starts several Node processes: slow when the machine runs other test files too.
describe('npm run seed:demo', { timeout: 120_000 }, () => {
  it('fills a fresh data directory, then adds nothing on a second run; the demo accounts sign in', async () => {
    const first = await runProjectScript('scripts/seed-demo.ts', [], { DATA_DIR: dataDir });
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain(
      'added 12 facilities, 60 volunteers, 400 clients, 56 resources, 300 programs, 200 schedules, 40 incidentReports, 30 resourceRequests',
    );
    // Consents, contacts, reentry plans and check-ins after release, for the client files, the
    // reports and the overview's attention lines.
    expect(first.stdout).toMatch(
      /[1-9]\d* consents, [1-9]\d* contactLogs, [1-9]\d* reentrySteps, [1-9]\d* checkIns\./,
    );
    const second = await runProjectScript('scripts/seed-demo.ts', [], { DATA_DIR: dataDir });
    expect(second.stdout).toContain('0 consents, 0 contactLogs, 0 reentrySteps, 0 checkIns.');
    expect(second.stdout).toContain(
      'added 0 facilities, 0 volunteers, 0 clients, 0 resources, 0 programs, 0 schedules, 0 incidentReports, 0 resourceRequests',
    );
    const accounts = credentials(second.stdout);
    expect([...accounts.keys()].sort()).toEqual(['Admins', 'Clients', 'SuperAdmins', 'Volunteers']);

    const server = await startServerProcess({ DATA_DIR: dataDir }, { bundle: true });
    try {
      for (const [group, { email, password }] of accounts) {
        const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.baseUrl },
          body: JSON.stringify({ email, password }),
        });
        expect(response.status, `${group} signs in`).toBe(200);
        expect(((await response.json()) as { user: { group: string } }).user.group).toBe(group);
      }
      // The first run's passwords no longer work: each run prints fresh ones.
      const stale = credentials(first.stdout).get('Admins')!;
      const refused = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify(stale),
      });
      expect(refused.status).toBe(401);
    } finally {
      await server.stop();
    }
  });

  it('refuses a scale that is not a whole number from 1 to 100', async () => {
    const result = await runProjectScript('scripts/seed-demo.ts', ['--scale', '0'], {
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('--scale must be a whole number from 1 to 100');
  });
});
