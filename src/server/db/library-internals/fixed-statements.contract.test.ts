/**
 * Contract of fixed-statements.ts with drizzle-orm, at the version pinned in package.json:
 * Drizzle's session (reached through the database's `_`) prepares a statement under a name we
 * give, and both drivers answer its execution with `{ rows }` of objects.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barePglite, recordingConnection } from './contract-support';

const dialect = new PgDialect();
const query = dialect.sqlToQuery(sql`select ${'fixed'}::text as "value"`);

let client: PGlite;
beforeAll(async () => {
  client = await barePglite();
});
afterAll(async () => {
  await client.close();
});

describe('drizzle-orm’s session.prepareQuery(query, fields, name, arrayMode)', () => {
  it('on node-postgres sends the statement under the name given', async () => {
    const connection = recordingConnection();
    const db = drizzleNodePostgres({ client: connection as never });
    const answer = await db._.session
      .prepareQuery(query, undefined, 'fixed_contract', false)
      .execute();
    expect(connection.sent).toMatchObject([
      { name: 'fixed_contract', text: query.sql, values: ['fixed'] },
    ]);
    expect(answer).toHaveProperty('rows');
  });

  it('on PGlite runs the statement and answers { rows } of objects by column name', async () => {
    const db = drizzlePglite({ client });
    const answer = await db._.session
      .prepareQuery(query, undefined, 'fixed_contract', false)
      .execute();
    expect((answer as { rows: unknown[] }).rows).toEqual([{ value: 'fixed' }]);
  });
});
