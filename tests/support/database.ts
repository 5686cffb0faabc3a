/** A real database for a test file: a clone of the golden PGlite image, or the PostgreSQL test database. */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = inject('postgresUrl');
  if (url) return openDatabase({ kind: 'postgres', url, migrate: false, poolSize: 5 });
  const image = fs.readFileSync(inject('pgliteImagePath'));
  return openDatabase({ kind: 'pglite', dataDir: null, image: new Blob([image]), migrate: false });
}

/** Empties every table, so each test starts from a migrated, empty database. */
export async function resetDatabase(db: Database): Promise<void> {
  // Both drivers return { rows }; the shared database type does not say so.
  const result = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as {
    rows: { tablename: string }[];
  };
  const tables = result.rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0)
    await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}
