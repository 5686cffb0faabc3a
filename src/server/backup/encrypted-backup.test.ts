/**
 * Encrypted backups (issue 37, decision 073), on PGlite and on PostgreSQL with
 * TEST_DATABASE_URL: with a backup key, the file is an age file holding none of the data in the
 * clear; it restores only with the key, and is refused with a message saying what to do without
 * it, with another key, or once changed; the automatic backup before an upgrade is encrypted too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedForBackup } from '../../../tests/support/backup-seed';
import { openTestDatabase } from '../../../tests/support/database';
import { openEmptyDatabase } from '../../../tests/support/empty-database';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/library-internals/execute-rows';
import { codeMigrations } from '../db/migration-level';
import { newBackupKey, readKeyFile } from './backup-encryption';
import { writeBackupFile } from './backup-file';
import { backupBeforeUpgrade } from './before-upgrade';
import { checkBackupFile } from './read-backup';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-encrypted-backup-'));
const FILE = path.join(folder, 'backup.sql.age');
let source: DatabaseHandle;
let key: { keyFile: string; recipient: string };
let otherKey: string;

async function makeKey(name: string) {
  const { keyFileText, recipient } = await newBackupKey();
  const keyFile = path.join(folder, name);
  fs.writeFileSync(keyFile, keyFileText, { mode: 0o600 });
  return { keyFile, recipient };
}

/** Names of the seeded clients: data that must not be readable in the file. */
async function clientNames(handle: DatabaseHandle): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    handle.db,
    sql`select preferred_name as "name" from client order by 1`,
  );
  return rows.map((row) => row.name);
}

beforeAll(async () => {
  source = await openTestDatabase();
  await seedForBackup(source.db);
  key = await makeKey('programme.key');
  otherKey = (await makeKey('other.key')).keyFile;
  await writeBackupFile(FILE, (sink) => takeBackup(source.db, 'test', sink), key.recipient);
});
afterAll(async () => {
  await source.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('an encrypted backup', () => {
  it('is an age file with nothing of the database readable in it', async () => {
    const bytes = fs.readFileSync(FILE);
    expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    const names = await clientNames(source);
    expect(names.length).toBeGreaterThan(5);
    const asText = bytes.toString('latin1');
    for (const name of names) expect(asText).not.toContain(name);
    expect(asText).not.toContain('-- Outreach Dashboard backup');
    expect(fs.statSync(FILE).mode & 0o777).toBe(0o600);
  });

  it('is refused without its key, or with another, saying what to do', async () => {
    await expect(checkBackupFile(FILE)).rejects.toThrow(
      `${FILE} is encrypted: give the backup key file that opens it (npm run restore -- FILE --key KEYFILE). Nothing was restored.`,
    );
    await expect(checkBackupFile(FILE, FILE, readKeyFile(otherKey))).rejects.toThrow(
      `The backup key given does not open ${FILE}: it was encrypted for another key. Nothing was restored.`,
    );
  });

  it('restores with its key: every row as it was', async () => {
    const keys = readKeyFile(key.keyFile);
    const content = await checkBackupFile(FILE, FILE, keys);
    const target = await openTestDatabase();
    try {
      const summary = await restoreBackup(target, FILE, content, keys);
      expect(summary.rows).toBe(content.rows);
      expect(await clientNames(target)).toEqual(await clientNames(source));
    } finally {
      await target.close();
    }
  });

  it('is refused as damaged once a byte of it changed, and nothing is restored', async () => {
    const changed = path.join(folder, 'changed.sql.age');
    const bytes = fs.readFileSync(FILE);
    const at = bytes.length - 100;
    bytes[at] = bytes[at]! ^ 0x01;
    fs.writeFileSync(changed, bytes);
    await expect(checkBackupFile(changed, changed, readKeyFile(key.keyFile))).rejects.toThrow(
      `${changed} is damaged: it was changed after it was encrypted. Nothing was restored. Use another backup.`,
    );
  });
});

it('reads a key file as npm run backup-key writes it, and refuses one without a key', async () => {
  const text = fs.readFileSync(key.keyFile, 'utf8');
  expect(text).toMatch(
    new RegExp(`^# Outreach Dashboard backup key, created .+\\n# public key: ${key.recipient}\\n`),
  );
  expect(readKeyFile(key.keyFile)).toEqual([expect.stringMatching(/^AGE-SECRET-KEY-1[0-9A-Z]+$/)]);
  const empty = path.join(folder, 'empty.key');
  fs.writeFileSync(empty, '# nothing here\n');
  expect(() => readKeyFile(empty)).toThrow(
    `${empty} holds no backup key (a line starting with AGE-SECRET-KEY-): give the file npm run backup-key made.`,
  );
});

it('encrypts the automatic backup before an upgrade, which then opens only with the key', async () => {
  const upgrades = fs.mkdtempSync(path.join(folder, 'upgrades-'));
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const code = codeMigrations();
  const older = await openEmptyDatabase((db, pending) =>
    backupBeforeUpgrade(db, pending, upgrades, key.recipient),
  );
  try {
    await older.migrate(code.length - 1);
    await older.db.execute(
      sql`insert into "user" (id, name, email) values ('u1', 'Old Timer', 'old@example.org')`,
    );
    await older.migrate();
    const [file] = fs.readdirSync(upgrades);
    expect(file).toMatch(new RegExp(`^before-${code.at(-1)!.tag}-[0-9TZ-]+\\.sql\\.age$`));
    const saved = path.join(upgrades, file!);
    expect(fs.readFileSync(saved).toString('latin1')).not.toContain('Old Timer');
    await expect(checkBackupFile(saved)).rejects.toThrow(/is encrypted/);
    const content = await checkBackupFile(saved, saved, readKeyFile(key.keyFile));
    expect(content.info.migration).toEqual(code.at(-2));
  } finally {
    log.mockRestore();
    await older.close();
  }
});
