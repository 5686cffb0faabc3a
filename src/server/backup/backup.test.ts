/**
 * Back up a seeded database, restore it into an empty one, and compare every table row by row
 * (on PGlite, and on PostgreSQL with TEST_DATABASE_URL). Damaged, foreign and newer files are
 * refused with their messages; an upgrade backs up first.
 */
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
import { backupBeforeUpgrade } from './before-upgrade';
import { formatBackup, parseBackup, type Backup } from './backup-format';
import { rowsOf } from './catalog';
import { checkRestorable, restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';

/** Every table's rows (as JSON text, sorted) and every sequence's state. */
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

const FILE = 'backup.sql';
let source: DatabaseHandle;
let text: string;

beforeAll(async () => {
  source = await openTestDatabase();
  await seedForBackup(source.db);
  text = formatBackup(await takeBackup(source.db, 'test')).join('');
});
afterAll(() => source.close());

describe('backup and restore', () => {
  it('restores a seeded database into an empty one: every table and sequence the same', async () => {
    const before = await contents(source.db);
    const emptyTables = Object.entries(before).filter(([, rows]) => rows.length === 0);
    expect(emptyTables.map(([name]) => name)).toEqual([]);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(27);

    // Migrated and empty, as after starting a server on a new database once.
    const target = await openTestDatabase();
    try {
      const summary = await restoreBackup(target, parseBackup(text, FILE), FILE);
      expect(summary.rows).toBe(
        Object.entries(before)
          .filter(([name]) => !name.startsWith('sequence '))
          .reduce((sum, [, rows]) => sum + rows.length, 0),
      );
      expect(summary.newerMigrations).toBe(0);
      const after = await contents(target.db);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const name of Object.keys(before)) expect(after[name], name).toEqual(before[name]);
      // The next client number continues where the backed-up database left off.
      const [next] = await rowsOf<{ number: string }>(
        target.db,
        sql`select nextval('client_number_seq')::text as "number"`,
      );
      expect(Number(next!.number)).toBe(Number(before['sequence client_number_seq']![0]) + 1);

      // Restoring again into the now-filled database is refused and changes nothing.
      await expect(restoreBackup(target, parseBackup(text, FILE), FILE)).rejects.toThrow(
        /^The database already holds data \(in .*\)\. Restore only into an empty database: for the embedded one, set DATA_DIR to a new folder; for PostgreSQL, create a new database and set DATABASE_URL to it\. Nothing was changed\.$/,
      );
      expect((await contents(target.db)).client).toEqual(before.client);
    } finally {
      await target.close();
    }
  });

  it('refuses a damaged or a foreign file, saying which and why', () => {
    const damaged = (why: string) =>
      `backup.sql is damaged: ${why}. It was cut short or changed after it was written; nothing was restored. Use another backup.`;
    expect(() => parseBackup(text.slice(0, text.length / 2), FILE)).toThrow(
      damaged('its content does not match its checksum'),
    );
    expect(() => parseBackup(text.replace('Valerie', 'Valeria'), FILE)).toThrow(
      damaged('its content does not match its checksum'),
    );
    expect(() => parseBackup(text.slice(0, 200), FILE)).toThrow(
      damaged('its checksum line is missing'),
    );
    expect(() => parseBackup('name,email\nAna,ana@example.org\n', FILE)).toThrow(
      'backup.sql is not an Outreach Dashboard backup (it does not start with "-- Outreach Dashboard backup"). Nothing was restored.',
    );
    expect(() =>
      parseBackup('--\n-- PostgreSQL database dump\n--\n\nSET statement_timeout = 0;\n', FILE),
    ).toThrow(
      'backup.sql is a pg_dump file, not an Outreach Dashboard backup: load it with psql or pg_restore instead.',
    );
  });

  it('refuses a backup from a newer version, naming both migration levels', () => {
    const latest = codeMigrations().at(-1)!;
    const backup = parseBackup(text, FILE);
    const future: Backup = {
      ...backup,
      info: {
        ...backup.info,
        migration: { number: latest.number + 1, tag: '9999_future', when: latest.when + 1 },
      },
    };
    expect(() => checkRestorable(parseBackup(formatBackup(future).join(''), FILE), FILE)).toThrow(
      `backup.sql comes from a newer version of Outreach Dashboard (database migration ${latest.number + 1}, 9999_future); this version has migrations up to ${latest.number} (${latest.tag}). Install the newer version, then restore.`,
    );
  });

  it('backs up a database before migrations upgrade it; that backup restores and is upgraded', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-upgrade-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const code = codeMigrations();
    const older = await openEmptyDatabase((db, pending) =>
      backupBeforeUpgrade(db, pending, folder),
    );
    let restored: DatabaseHandle | null = null;
    try {
      await older.migrate(code.length - 1);
      // Restore migrates a database with nothing in it, up to the backup's level, and on.
      restored = await openEmptyDatabase();
      await older.db.execute(
        sql`insert into "user" (id, name, email) values ('u1', 'Old Timer', 'old@example.org')`,
      );
      expect(fs.readdirSync(folder)).toEqual([]);
      await older.migrate();
      const [file] = fs.readdirSync(folder);
      expect(file).toMatch(new RegExp(`^before-${code.at(-1)!.tag}-[0-9TZ-]+\\.sql$`));
      expect(log).toHaveBeenCalledWith(
        `Upgrading the database (1 new migration(s)); its content before the upgrade was saved to ${path.join(folder, file!)}`,
      );
      expect(await lastAppliedMigration(older.db)).toBe(code.at(-1)!.when);

      const saved = parseBackup(fs.readFileSync(path.join(folder, file!), 'utf8'), file!);
      expect(saved.info.migration).toEqual(code.at(-2));
      const summary = await restoreBackup(restored, saved, file!);
      expect(summary).toMatchObject({ rows: 1, newerMigrations: 1 });
      expect((await contents(restored.db)).user).toEqual((await contents(older.db)).user);
      expect(await lastAppliedMigration(restored.db)).toBe(code.at(-1)!.when);
    } finally {
      log.mockRestore();
      await older.close();
      await restored?.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
