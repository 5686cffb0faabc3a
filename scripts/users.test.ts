/**
 * The users command as an operator runs it. Its checks and messages are tried in this process
 * (runUsers: the same code an operator's shell runs, seconds faster a run); the last test runs
 * it as `npm run users` does, in a Node.js process of its own reading its standard input.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteDataDir } from '../tests/support/data-dir';
import { runUsers, runUsersProcess } from '../tests/support/server-process';

/** The volunteer records in a stopped install's database, read directly. */
async function volunteerRecords(directory: string) {
  const db = new PGlite(path.join(directory, 'pglite'));
  try {
    const { rows } = await db.query('SELECT first_name, last_name, contact_number FROM volunteer');
    return rows;
  } finally {
    await db.close();
  }
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-users-'));
const dataDir = path.join(root, 'data');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const env = { DATA_DIR: dataDir };
// A new install's database, not migrated yet: the first command migrates it, as an operator's
// first `npm run create-admin` does. (Created from an image: PGlite creating the files takes
// seconds, and the server's first start on an empty directory is src/server/main.test.ts's.)
beforeAll(() => pgliteDataDir(dataDir, 'unmigrated'));

describe('npm run users', () => {
  it('creates, lists, disables, enables and resets accounts', async () => {
    expect((await runUsers(['list'], env)).stdout.trim()).toBe('No accounts yet.');
    const volunteer = ['--email', 'vol@example.org', '--password', 'Sup3r!pass'];
    // A volunteer the volunteer form could not save is refused before anything is made.
    const nameless = await runUsers(['create', ...volunteer, '--group', 'Volunteers'], env);
    expect(nameless.stderr.trim()).toBe(
      '--last-name and --phone are required for a volunteer (their record needs both)',
    );
    await runUsers(
      [
        'create',
        ...volunteer,
        '--group',
        'Volunteers',
        '--first-name',
        'Yusuf',
        '--last-name',
        'Ali',
        '--phone',
        '+1 555 0142',
      ],
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
    expect(await volunteerRecords(dataDir)).toEqual([
      { first_name: 'Yusuf', last_name: 'Ali', contact_number: '+1 555 0142' },
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
    // A mistyped option: one line and the usage, no stack trace.
    const mistyped = await runUsers(['create', '--e-mail', 'vol@example.org'], env);
    expect(mistyped.code).toBe(1);
    expect(mistyped.stderr.split('\n').slice(0, 2)).toEqual(['Unknown option --e-mail', 'Usage:']);
    expect(mistyped.stderr).not.toMatch(/^\s+at /m);
    const help = await runUsers(['--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('npm run users -- batch < FILE');
    const missing = await runUsers(['disable', '--email', 'ghost@example.org'], env);
    expect(missing.stderr.trim()).toBe('No account has the e-mail ghost@example.org');
    const weak = await runUsers(
      ['reset-password', '--email', 'vol@example.org', '--password', 'weak'],
      env,
    );
    expect(weak.stderr.trim()).toBe('--password: Password must have at least 8 characters');
  });

  it('runs a batch of commands from its input, checking every line before running any', async () => {
    // Migrated, as a first start leaves it: the migrating first command is the first test's.
    const batchEnv = { DATA_DIR: path.join(root, 'batch') };
    await pgliteDataDir(batchEnv.DATA_DIR, 'migrated');
    const refused = await runUsers(
      ['batch'],
      batchEnv,
      [
        "create --email ana@example.org --password 'Sup3r!pass' --group Admins",
        'create --email bo@example.org --password weak --group Volunteers',
      ].join('\n'),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      '--password: Password must have at least 8 characters\n(line 2 of the batch; nothing was run)',
    );

    // Words are quoted as in the shell: a mis-split password would be refused as too short.
    const ran = await runUsers(
      ['batch'],
      batchEnv,
      [
        '# the new programme',
        `create --email ana@example.org --password "It's a \\"Sup3r\\" pass!" --group Admins --first-name 'Ana Maria'`,
        '',
        '  create --email bo@example.org --password Sup3r!pass --group Volunteers --last-name Bo --phone 555-0100',
        'disable --email bo@example.org',
        'list',
      ].join('\n'),
    );
    expect(ran.stderr).toBe('');
    const lines = ran.stdout.trim().split('\n');
    expect(
      lines.slice(0, 3).map((line) => line.replace(/account id \S+$/, 'account id …')),
    ).toEqual([
      'Created ana@example.org (Admins), account id …',
      'Created bo@example.org (Volunteers), account id …',
      'Disabled bo@example.org; its sessions were ended.',
    ]);
    expect(lines.slice(3).map((line) => line.split(/\s+/))).toEqual([
      ['ana@example.org', 'Admins', 'active'],
      ['bo@example.org', 'Volunteers', 'disabled'],
    ]);

    const stopped = await runUsers(
      ['batch'],
      batchEnv,
      [
        "create --email cy@example.org --password 'Sup3r!pass' --group Clients",
        "create --email ana@example.org --password 'Sup3r!pass' --group Admins",
        "create --email di@example.org --password 'Sup3r!pass' --group Clients",
      ].join('\n'),
    );
    expect(stopped.code).toBe(1);
    expect(stopped.stderr.trim()).toBe(
      'An account with this e-mail already exists\n' +
        '(line 2 of the batch; the lines before it were applied, the rest were not run)',
    );
    const listed = (await runUsers(['list'], batchEnv)).stdout.trim().split('\n');
    expect(listed.map((line) => line.split(/\s+/)[0])).toEqual([
      'ana@example.org',
      'bo@example.org',
      'cy@example.org',
    ]);
  });

  // Its own process, as `npm run users` starts it: slow on a machine running other tests.
  it(
    'runs as its own process: a batch from standard input, and exit code 1 for a mistake',
    { timeout: 120_000 },
    async () => {
      const processEnv = { DATA_DIR: path.join(root, 'process') };
      await pgliteDataDir(processEnv.DATA_DIR, 'migrated');
      const ran = await runUsersProcess(
        ['batch'],
        processEnv,
        "create --email ana@example.org --password 'Sup3r!pass' --group Admins\nlist",
      );
      expect(ran.code).toBe(0);
      expect(
        ran.stdout
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => line.split(/\s+/)),
      ).toEqual([['ana@example.org', 'Admins', 'active']]);
      const mistyped = await runUsersProcess(['list', '--e-mail', 'ana@example.org'], processEnv);
      expect(mistyped.code).toBe(1);
      expect(mistyped.stderr.split('\n').slice(0, 2)).toEqual([
        'Unknown option --e-mail',
        'Usage:',
      ]);
    },
  );
});
