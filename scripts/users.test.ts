/** The users command as an operator runs it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runUsers } from '../tests/support/server-process';

const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-users-')), 'data');
afterAll(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));
const env = { DATA_DIR: dataDir };

// Each test starts several Node processes: slow when the machine runs other test files too.
describe('npm run users', { timeout: 120_000 }, () => {
  it('creates, lists, disables, enables and resets accounts', async () => {
    expect((await runUsers(['list'], env)).stdout.trim()).toBe('No accounts yet.');
    await runUsers(
      ['create', '--email', 'vol@example.org', '--password', 'Sup3r!pass', '--group', 'Volunteers'],
      env,
    );
    await runUsers(
      [
        'create',
        '--email',
        'boss@example.org',
        '--password',
        'Sup3r!pass',
        '--group',
        'SuperAdmins',
      ],
      env,
    );

    expect((await runUsers(['disable', '--email', 'vol@example.org'], env)).stdout.trim()).toBe(
      'Disabled vol@example.org; its sessions were ended.',
    );
    const listed = (await runUsers(['list'], env)).stdout.trim().split('\n');
    expect(listed.map((line) => line.split(/\s+/))).toEqual([
      ['boss@example.org', 'SuperAdmins', 'active'],
      ['vol@example.org', 'Volunteers', 'disabled'],
    ]);
    expect((await runUsers(['enable', '--email', 'vol@example.org'], env)).stdout.trim()).toBe(
      'Enabled vol@example.org.',
    );
    expect(
      (
        await runUsers(
          ['reset-password', '--email', 'vol@example.org', '--password', 'An0ther!pass'],
          env,
        )
      ).stdout.trim(),
    ).toBe('New password set for vol@example.org; its sessions were ended.');
  });

  it('explains what is wrong with a command', async () => {
    const unknown = await runUsers(['delete-everything'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('npm run users -- reset-password --email E --password P');
    const missing = await runUsers(['disable', '--email', 'ghost@example.org'], env);
    expect(missing.stderr.trim()).toBe('No account has the e-mail ghost@example.org');
    const weak = await runUsers(
      ['reset-password', '--email', 'vol@example.org', '--password', 'weak'],
      env,
    );
    expect(weak.stderr.trim()).toBe('--password: Password must have at least 8 characters');
  });
});
