/**
 * Encrypted backups (decision 073), on PGlite and on PostgreSQL with TEST_DATABASE_URL: with a
 * backup key, the file is an age file holding none of the data in the clear; it restores only with
 * the key, and is refused with a message saying what to do without it, with another key, or once
 * changed; the automatic backup before an upgrade is encrypted too.
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
import crypto from 'node:crypto';
import { encryptingSink, newBackupKey, plaintextOf, readKeyFile } from './backup-encryption';
import { writeBackupFile } from './backup-file';
import { backupBeforeUpgrade } from './before-upgrade';
import { backupSigningKey } from './backup-signing';
import { checkBackupFile } from './read-backup';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

/** The server's backup signing key (decision 088), from a test secret. */
const SIGNING = backupSigningKey('a test AUTH_SECRET of at least thirty-two characters');
const TRUST = { signing: SIGNING };
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
  await writeBackupFile(
    FILE,
    SIGNING,
    (sink) => takeBackup(source.db, 'test', SIGNING, sink),
    key.recipient,
  );
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
    await expect(checkBackupFile(FILE, TRUST)).rejects.toThrow(
      `${FILE} is encrypted: give the backup key file that opens it (npm run restore -- FILE --key KEYFILE). Nothing was restored.`,
    );
    await expect(checkBackupFile(FILE, TRUST, { keys: readKeyFile(otherKey) })).rejects.toThrow(
      `The backup key given does not open ${FILE}: it was encrypted for another key. Nothing was restored.`,
    );
  });

  it('restores with its key: every row as it was', async () => {
    const keys = readKeyFile(key.keyFile);
    const content = await checkBackupFile(FILE, TRUST, { keys: keys });
    const target = await openTestDatabase();
    try {
      const summary = await restoreBackup(target, FILE, content, TRUST, keys);
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
    await expect(
      checkBackupFile(changed, TRUST, { keys: readKeyFile(key.keyFile) }),
    ).rejects.toThrow(
      `${changed} is damaged: it was changed after it was encrypted. Nothing was restored. Use another backup.`,
    );
  });
});

/** The plain text of an encrypted backup, opened with the key as anyone holding it can. */
async function decrypted(file: string, keyFile: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await plaintextOf(file, file, readKeyFile(keyFile)))
    chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * What someone who can write to the backup store can make: a text with its checksum line worked
 * out again, encrypted for the public BACKUP_RECIPIENT.
 */
async function forge(name: string, text: string, recipient: string): Promise<string> {
  const body = text.slice(0, text.lastIndexOf('-- SHA-256: '));
  const checksum = crypto.createHash('sha256').update(body).digest('hex');
  const file = path.join(folder, name);
  const descriptor = fs.openSync(file, 'w');
  try {
    const encrypting = await encryptingSink(
      async (bytes) => {
        fs.writeSync(descriptor, typeof bytes === 'string' ? Buffer.from(bytes) : bytes);
      },
      [recipient],
    );
    await encrypting.write(`${body}-- SHA-256: ${checksum}\n`);
    await encrypting.finish();
  } finally {
    fs.closeSync(descriptor);
  }
  return file;
}

/** The text with the first audit entry's actor e-mail replaced. */
function withAuditActor(text: string, email: string): string {
  const lines = text.split('\n');
  const copy = lines.findIndex((line) => line.startsWith('COPY public."audit_entry" '));
  const column = /\((.*)\)/.exec(lines[copy]!)![1]!.split(', ').indexOf('"actor_email"');
  const fields = lines[copy + 1]!.split('\t');
  expect(fields[column]).not.toBe(email);
  fields[column] = email;
  lines[copy + 1] = fields.join('\t');
  return lines.join('\n');
}

describe('a forged backup (decision 088)', () => {
  const forged =
    " was written or changed by someone without the server's secret: its signature does not match its content. Nothing was restored. Do not use this file: use another backup, and find out who could write where it was kept.";

  it('is refused when an audit entry was changed, checksummed and encrypted again for the public key; the untouched file restores', async () => {
    const text = await decrypted(FILE, key.keyFile);
    const file = await forge(
      'forged.sql.age',
      withAuditActor(text, 'mallory@example.org'),
      key.recipient,
    );
    const keys = readKeyFile(key.keyFile);
    await expect(checkBackupFile(file, TRUST, { keys })).rejects.toThrow(`${file}${forged}`);
    // Even when told to accept what cannot be checked: this one was checked, and failed.
    await expect(
      checkBackupFile(file, { ...TRUST, acceptUnverified: true }, { keys }),
    ).rejects.toThrow(`${file}${forged}`);

    // The same steps without a change give a file that restores: only the change is refused.
    const untouched = await forge('untouched.sql.age', text, key.recipient);
    const content = await checkBackupFile(untouched, TRUST, { keys });
    // The load checks the signature again as it reads: a file swapped after the check is refused.
    fs.copyFileSync(file, untouched);
    const target = await openTestDatabase();
    try {
      await expect(restoreBackup(target, untouched, content, TRUST, keys)).rejects.toThrow(
        `${untouched}${forged}`,
      );
      expect(await clientNames(target)).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('is refused with its signature removed, or read with another secret or none, saying what to do', async () => {
    const text = await decrypted(FILE, key.keyFile);
    const keys = readKeyFile(key.keyFile);
    const unsigned = await forge(
      'unsigned.sql.age',
      withAuditActor(text, 'mallory@example.org').replace(/^-- Signature: .*\n/m, ''),
      key.recipient,
    );
    await expect(checkBackupFile(unsigned, TRUST, { keys })).rejects.toThrow(
      `${unsigned} is not signed: it was written before backups were signed, or its signature was removed, so nothing shows that your server wrote it. Anyone who could write where it was kept could have changed it. Nothing was restored. If you know where this file has been, restore it anyway with --accept-unverified.`,
    );
    await expect(checkBackupFile(FILE, { signing: null }, { keys })).rejects.toThrow(
      `${FILE} is signed with the AUTH_SECRET of the server that wrote it, and this restore has none: set AUTH_SECRET to that value, or copy that server's auth-secret file into DATA_DIR, then restore again. Nothing was restored.`,
    );
    const other = backupSigningKey('another AUTH_SECRET, at least thirty-two characters');
    await expect(checkBackupFile(FILE, { signing: other }, { keys })).rejects.toThrow(
      `${FILE} is signed with another AUTH_SECRET than this one (key ${SIGNING.id}; this one is ${other.id}): set AUTH_SECRET to the secret of the server that wrote it (or copy its auth-secret file into DATA_DIR), then restore again. Nothing was restored. If you know where this file has been, restore it anyway with --accept-unverified.`,
    );
    // A secret lost for good: the operator may still take a file they know.
    const content = await checkBackupFile(
      FILE,
      { signing: other, acceptUnverified: true },
      { keys },
    );
    expect(content.rows).toBeGreaterThan(0);
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
    backupBeforeUpgrade(db, pending, upgrades, SIGNING, key.recipient),
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
    await expect(checkBackupFile(saved, TRUST)).rejects.toThrow(/is encrypted/);
    const content = await checkBackupFile(saved, TRUST, { keys: readKeyFile(key.keyFile) });
    expect(content.info.migration).toEqual(code.at(-2));
  } finally {
    log.mockRestore();
    await older.close();
  }
});
