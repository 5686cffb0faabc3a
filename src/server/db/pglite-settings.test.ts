/**
 * The embedded database starts with PGlite's own settings plus a smaller page cache (decision
 * 035): Postgres' 128 MB default would be allocated and zeroed at every start.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from './library-internals/execute-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null, migrate: false });
});
afterAll(async () => {
  await database.close();
});

async function setting(name: string): Promise<unknown> {
  const [row] = await rowsOf<{ value: unknown }>(
    database.db,
    sql`select current_setting(${name}) as value`,
  );
  return row?.value;
}

describe('the embedded database', () => {
  it('keeps a 32 MB page cache', async () => {
    expect(await setting('shared_buffers')).toBe('32MB');
  });

  it("keeps PGlite's own start settings beside it", async () => {
    expect(await setting('search_path')).toBe('public');
    expect(await setting('max_parallel_workers')).toBe('0');
  });
});
