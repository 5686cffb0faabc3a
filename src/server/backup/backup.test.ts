/**
 * Back up a seeded database, restore it into an empty one, and compare every table row by row
 * (on PGlite, and on PostgreSQL with TEST_DATABASE_URL). Damaged, foreign and newer files are
 * refused with their messages, and never saved; a backup in the earlier format still restores;
 * an upgrade backs up first.
 */
import { DEFAULT_REENTRY_STEPS } from '../../shared/domain/reentry/default-plan';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedForBackup } from '../../../tests/support/backup-seed';
import { openTestDatabase } from '../../../tests/support/database';
import { openEmptyDatabase } from '../../../tests/support/empty-database';
import type { Database, DatabaseHandle } from '../db/client';
import { codeMigrations, lastAppliedMigration } from '../db/migration-level';
import { resolveClientId } from '../modules/client/client-identity';
import { backupBeforeUpgrade } from './before-upgrade';
import { backupFromServer, startBackupEndpoint } from './backup-endpoint';
import { writeBackupFile } from './backup-file';
import { BackupWriter } from './backup-format';
import { rowsOf } from '../db/library-internals/execute-rows';
import { backupSigningKey } from './backup-signing';
import { readTables } from './catalog';
import { checkBackupFile } from './read-backup';
import { checkRestorable, restoreBackup, tablesHoldingData } from './restore-backup';
import { takeBackup } from './take-backup';

/** Every table's rows (as JSON text, sorted) and every sequence's state. */
/** How many rows the database's tables hold, all together. */
async function rowsHeld(db: Database): Promise<number> {
  let held = 0;
  for (const table of await readTables(db)) {
    const [row] = await rowsOf<{ count: number }>(
      db,
      sql.raw(`select count(*) as "count" from public."${table.name}"`),
    );
    held += Number(row!.count);
  }
  return held;
}

async function contents(db: Database): Promise<Record<string, string[]>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select tablename as "name" from pg_tables where schemaname = 'public' order by 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql.raw(`select row_to_json(t)::text as "row" from public."${name}" t`),
    );
    result[name] = rows.map((row) => row.row).sort();
  }
  const sequences = await rowsOf<{ name: string; value: string }>(
    db,
    sql`select sequencename as "name", coalesce(last_value, 0)::text as "value"
        from pg_sequences where schemaname = 'public'`,
  );
  for (const sequence of sequences) result[`sequence ${sequence.name}`] = [sequence.value];
  return result;
}

/** The server's backup signing key (decision 088), from a test secret. */
const SIGNING = backupSigningKey('a test AUTH_SECRET of at least thirty-two characters');
const TRUST = { signing: SIGNING };
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-backup-test-'));
const FILE = path.join(folder, 'backup.sql');
/** Rows per fetch while backing up: small, so that every table with rows takes several. */
const ROWS_PER_FETCH = 3;
let source: DatabaseHandle;
let text: string;
/** The most rows in one piece handed to the file, and in one table. */
let largestPiece = 0;
let largestTable = 0;

/** The text as a file of its own, for checkBackupFile. */
function asFile(name: string, content: string): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, content);
  return file;
}

beforeAll(async () => {
  source = await openTestDatabase();
  await seedForBackup(source.db);
  const content = await writeBackupFile(FILE, SIGNING, (sink) =>
    takeBackup(
      source.db,
      'test',
      SIGNING,
      async (piece) => {
        // Rows are the pieces with tab-separated values.
        const lines = String(piece).split('\n').length - 1;
        if (String(piece).includes('\t')) largestPiece = Math.max(largestPiece, lines);
        await sink(piece);
      },
      { rowsPerFetch: ROWS_PER_FETCH },
    ),
  );
  largestTable = Math.max(...content.tables.map((table) => table.rows));
  text = fs.readFileSync(FILE, 'utf8');
});
afterAll(async () => {
  await source.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores a seeded database into an empty one: every table and sequence the same', async () => {
    const before = await contents(source.db);
    // Every table, so that a new one (a new record type's) is seen to come back whole.
    const emptyTables = Object.entries(before).filter(([, rows]) => rows.length === 0);
    expect(
      emptyTables.map(
        ([name]) => `${name}: insert a row into it in seedForBackup (tests/support/backup-seed.ts)`,
      ),
    ).toEqual([]);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(27);

    // Migrated and empty, as after starting a server on a new database once.
    const target = await openTestDatabase();
    try {
      const summary = await restoreBackup(target, FILE, await checkBackupFile(FILE, TRUST), TRUST);
      expect(summary.rows).toBe(
        Object.entries(before)
          .filter(([name]) => !name.startsWith('sequence '))
          .reduce((sum, [, rows]) => sum + rows.length, 0),
      );
      expect(summary.newerMigrations).toBe(0);
      const after = await contents(target.db);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const name of Object.keys(before)) expect(after[name], name).toEqual(before[name]);
      // The next generated client id continues where the backed-up database left off.
      expect(await resolveClientId(target.db, null, null)).toBe('C-00061');

      // Restoring again into the now-filled database is refused and changes nothing.
      await expect(
        restoreBackup(target, FILE, await checkBackupFile(FILE, TRUST), TRUST),
      ).rejects.toThrow(
        /^The database already holds data \(in .*\)\. Restore only into an empty database: for the embedded one, set DATA_DIR to a new folder; for PostgreSQL, create a new database and set DATABASE_URL to it\. Nothing was changed\.$/,
      );
      expect((await contents(target.db)).client).toEqual(before.client);
    } finally {
      await target.close();
    }
  });

  it('finds nothing to refuse in a newly migrated database: what migrations write is replaced', async () => {
    const fresh = await openTestDatabase();
    try {
      expect(
        (await tablesHoldingData(fresh.db)).map(
          (name) =>
            `${name}: a new database holds rows there (a migration's defaults?): say startsWithDefaultRows: true in its declaration, or add it to DISPOSABLE_TABLES in src/server/backup/restore-backup.ts`,
        ),
      ).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('reads the database a few rows at a time: no piece of the file holds a whole large table', () => {
    expect(largestTable).toBeGreaterThan(ROWS_PER_FETCH * 3);
    expect(largestPiece).toBeLessThanOrEqual(ROWS_PER_FETCH);
  });

  it('sends the backup to npm run backup at the pace it is saved, and lets go of a reader that left', async () => {
    const dataDir = fs.mkdtempSync(path.join(folder, 'data-'));
    const logged: string[] = [];
    const endpoint = await startBackupEndpoint(dataDir, source.db, SIGNING, (message) =>
      logged.push(message),
    );
    try {
      // A slow disk: the server must wait for it rather than hold the whole backup.
      const slow = path.join(folder, 'slow.sql');
      let chunks = 0;
      const content = await writeBackupFile(slow, SIGNING, (sink) =>
        backupFromServer(dataDir, process.pid, async (chunk) => {
          chunks += 1;
          await new Promise((resolve) => setTimeout(resolve, 2));
          await sink(chunk);
        }),
      );
      expect(chunks).toBeGreaterThan(1);
      const body = (file: string) => {
        const whole = fs.readFileSync(file, 'utf8');
        return whole.slice(whole.indexOf('\n\n'), whole.indexOf('\n-- End of backup\n'));
      };
      expect(body(slow)).toBe(body(FILE));
      expect(content.rows).toBe((await checkBackupFile(FILE, TRUST)).rows);

      const left = path.join(folder, 'left.sql');
      await expect(
        writeBackupFile(left, SIGNING, (sink) =>
          backupFromServer(dataDir, process.pid, async (chunk) => {
            await sink(chunk);
            throw new Error('The disk is full');
          }),
        ),
      ).rejects.toThrow('The disk is full');
      expect(fs.existsSync(left)).toBe(false);
      // The snapshot ended (sent whole into buffers, or cut off): the database answers again.
      await expect.poll(() => logged.length).toBe(2);
      const [row] = await rowsOf<{ one: number }>(source.db, sql`select 1 as "one"`);
      expect(row!.one).toBe(1);
    } finally {
      await endpoint.close();
    }
  });

  it('refuses a damaged or a foreign file, saying which and why', async () => {
    const damaged = (file: string, why: string) =>
      `${file} is damaged: ${why}. It was cut short or changed after it was written; nothing was restored. Use another backup.`;
    const cut = asFile('cut.sql', text.slice(0, text.length / 2));
    await expect(checkBackupFile(cut, TRUST)).rejects.toThrow(
      damaged(cut, 'its checksum line is missing'),
    );
    const edited = asFile('edited.sql', text.replace('Valerie', 'Valeria'));
    await expect(checkBackupFile(edited, TRUST)).rejects.toThrow(
      damaged(edited, 'its content does not match its checksum'),
    );
    // A line added where none belongs is damage too, not a line to skip.
    const added = asFile('added.sql', text.replace('\n\\.\n', '\nDROP TABLE client;\n\\.\n'));
    await expect(checkBackupFile(added, TRUST)).rejects.toThrow(
      damaged(added, 'its content does not match its checksum'),
    );
    const csv = asFile('people.csv', 'name,email\nAna,ana@example.org\n');
    await expect(checkBackupFile(csv, TRUST)).rejects.toThrow(
      `${csv} is not an Outreach Dashboard backup (it does not start with "-- Outreach Dashboard backup"). Nothing was restored.`,
    );
    const dump = asFile(
      'dump.sql',
      '--\n-- PostgreSQL database dump\n--\n\nSET statement_timeout = 0;\n',
    );
    await expect(checkBackupFile(dump, TRUST)).rejects.toThrow(
      `${dump} is a pg_dump file, not an Outreach Dashboard backup: load it with psql or pg_restore instead.`,
    );
    const missing = path.join(folder, 'missing.sql');
    await expect(checkBackupFile(missing, TRUST)).rejects.toThrow(`${missing} does not exist.`);
  });

  it('never saves a backup that failed or ended early, nor a file by the name of another', async () => {
    const failed = path.join(folder, 'failed.sql');
    await expect(
      writeBackupFile(failed, SIGNING, async (sink) => {
        await sink(text.slice(0, 1000));
        throw new Error('The connection was lost');
      }),
    ).rejects.toThrow('The connection was lost');
    const short = path.join(folder, 'short.sql');
    await expect(
      writeBackupFile(short, SIGNING, (sink) => sink(text.slice(0, -200))),
    ).rejects.toThrow(`${short} is damaged: its checksum line is missing.`);
    await expect(writeBackupFile(FILE, SIGNING, (sink) => sink(text))).rejects.toThrow(
      `${FILE} already exists: choose another name, or delete it first.`,
    );
    expect(fs.readdirSync(folder).filter((name) => /failed|short|partial/.test(name))).toEqual([]);
    expect(fs.readFileSync(FILE, 'utf8')).toBe(text);
  });

  it('refuses a backup from a newer version, naming both migration levels', async () => {
    const latest = codeMigrations().at(-1)!;
    const future = path.join(folder, 'future.sql');
    const content = await writeBackupFile(future, SIGNING, async (sink) => {
      const writer = new BackupWriter(sink, SIGNING);
      await writer.begin({
        migration: { number: latest.number + 1, tag: '9999_future', when: latest.when + 1 },
        created: new Date().toISOString(),
        source: 'a newer version',
      });
      await writer.finish();
    });
    expect(() => checkRestorable(content.info, future)).toThrow(
      `${future} comes from a newer version of Outreach Dashboard (database migration ${latest.number + 1}, 9999_future); this version has migrations up to ${latest.number} (${latest.tag}). Install the newer version, then restore.`,
    );
  });

  it('restores a backup written in format 1 (checksum in its header), unsigned, only when told to; and upgrades it', async () => {
    const file = path.resolve('tests/fixtures/backup-format-1.sql');
    await expect(checkBackupFile(file, TRUST)).rejects.toThrow(
      `${file} is not signed: it was written before backups were signed, or its signature was removed, so nothing shows that your server wrote it. Anyone who could write where it was kept could have changed it. Nothing was restored. If you know where this file has been, restore it anyway with --accept-unverified.`,
    );
    const unverified = { ...TRUST, acceptUnverified: true };
    const content = await checkBackupFile(file, unverified);
    expect(content.info).toMatchObject({
      format: 1,
      migration: { tag: '0015_audit_entry_sample_size' },
    });
    const target = await openEmptyDatabase();
    try {
      const summary = await restoreBackup(target, file, content, unverified);
      expect(summary).toEqual({
        tables: content.tables.length,
        rows: 2,
        newerMigrations: codeMigrations().length - 16,
      });
      const users = await rowsOf<{ name: string }>(
        target.db,
        sql`select name from "user" order by id`,
      );
      expect(users.map((row) => row.name)).toEqual(['Format One', 'Tab\tand\nnew line \\ back']);
      expect(await lastAppliedMigration(target.db)).toBe(codeMigrations().at(-1)!.when);
    } finally {
      await target.close();
    }
  });

  it('backs up a database before migrations upgrade it; that backup restores and is upgraded', async () => {
    const upgrades = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-upgrade-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const code = codeMigrations();
    const older = await openEmptyDatabase((db, pending) =>
      backupBeforeUpgrade(db, pending, upgrades, SIGNING),
    );
    let restored: DatabaseHandle | null = null;
    try {
      await older.migrate(code.length - 1);
      // Restore migrates a database with nothing in it, up to the backup's level, and on.
      restored = await openEmptyDatabase();
      await older.db.execute(
        sql`insert into "user" (id, name, email) values ('u1', 'Old Timer', 'old@example.org')`,
      );
      expect(fs.readdirSync(upgrades)).toEqual([]);
      // The user, and what the migrations so far wrote (the default plan, the checklist, …).
      const heldBefore = await rowsHeld(older.db);
      await older.migrate();
      const [file] = fs.readdirSync(upgrades);
      expect(file).toMatch(new RegExp(`^before-${code.at(-1)!.tag}-[0-9TZ-]+\\.sql$`));
      expect(log).toHaveBeenCalledWith(
        `Upgrading the database (1 new migration(s)); its content before the upgrade was saved to ${path.join(upgrades, file!)}`,
      );
      expect(await lastAppliedMigration(older.db)).toBe(code.at(-1)!.when);

      const saved = await checkBackupFile(path.join(upgrades, file!), TRUST);
      expect(saved.info.migration).toEqual(code.at(-2));
      const summary = await restoreBackup(restored, path.join(upgrades, file!), saved, TRUST);
      expect(heldBefore).toBeGreaterThanOrEqual(1 + DEFAULT_REENTRY_STEPS.length);
      expect(summary).toMatchObject({ rows: heldBefore, newerMigrations: 1 });
      expect((await contents(restored.db)).user).toEqual((await contents(older.db)).user);
      expect(await lastAppliedMigration(restored.db)).toBe(code.at(-1)!.when);
    } finally {
      log.mockRestore();
      await older.close();
      await restored?.close();
      fs.rmSync(upgrades, { recursive: true, force: true });
    }
  });
});
