/**
 * `npm run backup` and `npm run restore` as an operator runs them on the embedded database:
 * the backup comes from the running server, which holds the data directory; a restore needs a
 * data directory no server uses. (Restoring and comparing every table, on both databases, is
 * in src/server/backup/backup.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuild } from './builds';
import { runProjectScript, startServerProcess } from '../tests/support/server-process';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const dataDir = path.join(root, 'data');
const restoredDir = path.join(root, 'restored');

const backup = (file: string, dir: string) =>
  runProjectScript('scripts/backup.ts', [file], { DATA_DIR: dir });
const restore = (file: string, dir: string) =>
  runProjectScript('scripts/restore.ts', [file], { DATA_DIR: dir });
/** The file's data: after its header (which names its time and source), up to its end line. */
const content = (file: string) => {
  const text = fs.readFileSync(file, 'utf8');
  return text.slice(text.indexOf('\n\n'), text.indexOf('\n-- End of backup\n'));
};

// The server as `npm start` runs it: its bundle starts in a second, the sources through tsx in several.
beforeAll(() => ensureServerBuild(), 120_000);

describe('npm run backup / restore', { timeout: 240_000 }, () => {
  it('backs up while the server runs and restores into a new data directory', async () => {
    const fromServer = path.join(root, 'from-server.sql');
    const server = await startServerProcess({ DATA_DIR: dataDir }, { bundle: true });
    try {
      const taken = await backup(fromServer, dataDir);
      expect(taken.stderr).toBe('');
      expect(taken.stdout).toMatch(
        /^Backed up \d+ rows in \d+ tables to .*from-server\.sql \(database migration \d{4}_\w+\)\.\n/,
      );
      // It holds everything there is about the people in the programme.
      expect(fs.statSync(fromServer).mode & 0o777).toBe(0o600);

      const busy = await restore(fromServer, dataDir);
      expect(busy.code).toBe(1);
      expect(busy.stderr.trim()).toBe(
        `The data directory ${dataDir} is in use by another server (process ${server.child.pid}). Stop that process first, or set DATA_DIR to another directory. A restore goes into a data directory no server uses: stop the server, or set DATA_DIR to a new folder.`,
      );
    } finally {
      await server.stop();
    }

    // A new machine: without the server's secret the signed backup is refused (decision 088);
    // with its auth-secret file copied into the new data directory, as the README says, it restores.
    const secretless = await restore(fromServer, restoredDir);
    expect(secretless.code).toBe(1);
    expect(secretless.stderr.trim()).toBe(
      `${fromServer} is signed with the AUTH_SECRET of the server that wrote it, and this restore has none: set AUTH_SECRET to that value, or copy that server's auth-secret file into DATA_DIR, then restore again. Nothing was restored.`,
    );
    fs.mkdirSync(restoredDir, { recursive: true });
    fs.copyFileSync(path.join(dataDir, 'auth-secret'), path.join(restoredDir, 'auth-secret'));
    const restored = await restore(fromServer, restoredDir);
    expect(restored.stderr).toBe('');
    expect(restored.stdout.split('\n')[0]).toMatch(
      /^Restored \d+ rows in \d+ tables from .*from-server\.sql \(taken \S+ at database migration \d{4}_\w+\)\.$/,
    );
    // With no server running, the backup opens the data directory itself; same content.
    const direct = path.join(root, 'direct.sql');
    expect((await backup(direct, restoredDir)).code).toBe(0);
    expect(content(direct)).toContain('COPY public."user"');
    expect(content(direct)).toBe(content(fromServer));
  });

  it('makes a backup key, encrypts backups for it, and restores them only with it', async () => {
    const keyFile = path.join(root, 'programme.key');
    const made = await runProjectScript('scripts/backup-key.ts', [keyFile], {});
    expect(made.code).toBe(0);
    const recipient = /BACKUP_RECIPIENT=(age1\S+)/.exec(made.stdout)?.[1];
    expect(recipient).toBeDefined();
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const again = await runProjectScript('scripts/backup-key.ts', [keyFile], {});
    expect(again.stderr.trim()).toBe(
      `${keyFile} already exists: choose another name. Nothing was written.`,
    );

    // The restored directory of the test above: no server holds it.
    const encrypted = path.join(root, 'encrypted.sql.age');
    const taken = await runProjectScript('scripts/backup.ts', [encrypted], {
      DATA_DIR: restoredDir,
      BACKUP_RECIPIENT: recipient!,
    });
    expect(taken.stderr).toBe('');
    expect(taken.stdout).toContain(`Encrypted for the backup key ${recipient}`);
    expect(fs.readFileSync(encrypted, 'latin1')).not.toContain('COPY public');

    const target = path.join(root, 'from-encrypted');
    fs.mkdirSync(target);
    fs.copyFileSync(path.join(dataDir, 'auth-secret'), path.join(target, 'auth-secret'));
    const refused = await restore(encrypted, target);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `${encrypted} is encrypted: give the backup key file that opens it (npm run restore -- FILE --key KEYFILE). Nothing was restored.`,
    );
    const opened = await runProjectScript('scripts/restore.ts', [encrypted, '--key', keyFile], {
      DATA_DIR: target,
    });
    expect(opened.stderr).toBe('');
    expect(opened.stdout).toMatch(/^Restored \d+ rows in \d+ tables from .*encrypted\.sql\.age /);
  });
});
