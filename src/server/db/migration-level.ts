/**
 * Which migrations the code has and which a database has had applied. Drizzle's migrator
 * records each applied migration with its journal time (`when`) and applies those newer than
 * the last recorded one, so a database's level is the time of its last migration.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths';
import type { DbExecutor } from './client';
import { rowsOf } from './library-internals/execute-rows';

export interface Migration {
  /** 1 for the first migration, and so on. */
  number: number;
  tag: string;
  when: number;
}

export function codeMigrations(folder: string = migrationsFolder): Migration[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  return journal.entries.map((entry, index) => ({
    number: index + 1,
    tag: entry.tag,
    when: entry.when,
  }));
}

/** The time of the database's last migration; null when it never had one (a new database). */
export async function lastAppliedMigration(db: DbExecutor): Promise<number | null> {
  const [table] = await rowsOf(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "present"`,
  );
  if (!table?.present) return null;
  const [last] = await rowsOf(
    db,
    sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`,
  );
  return last?.when == null ? null : Number(last.when);
}

/** The code's migrations that a database at `applied` has not had yet. */
export function pendingMigrations(applied: number | null, code = codeMigrations()): Migration[] {
  return code.filter((migration) => applied === null || migration.when > applied);
}

/**
 * A copy of the migrations folder holding only the first `count` migrations, for drizzle's
 * migrator, which applies whatever its folder holds. Removed by the returned function.
 */
export function migrationsFolderUpTo(count: number): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-migrations-'));
  const journalPath = path.join(migrationsFolder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(0, count);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
