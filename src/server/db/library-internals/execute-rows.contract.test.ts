/**
 * Contract of execute-rows.ts with drizzle-orm and both drivers, at the versions pinned in
 * package.json: db.execute answers the driver's result, whose `rows` are objects by column name.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/database';
import type { DatabaseHandle } from '../client';
import { barePglite } from './contract-support';

let client: PGlite;
let database: DatabaseHandle;
beforeAll(async () => {
  [client, database] = await Promise.all([barePglite(), openTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([client.close(), database.close()]);
});

const statement = sql`select 1 as "one", 'two' as "two" union all select 3, 'four'`;

describe('db.execute', () => {
  it('on a bare PGlite answers { rows } of objects by column name', async () => {
    const answer = await drizzlePglite({ client }).execute(statement);
    expect(answer.rows).toEqual([
      { one: 1, two: 'two' },
      { one: 3, two: 'four' },
    ]);
  });

  it('on this run’s database (PGlite or PostgreSQL) answers { rows } of objects by column name', async () => {
    const answer = (await database.db.execute(statement)) as unknown as { rows: unknown[] };
    expect(answer.rows).toEqual([
      { one: 1, two: 'two' },
      { one: 3, two: 'four' },
    ]);
  });
});
