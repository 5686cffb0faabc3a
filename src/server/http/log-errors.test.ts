// @module-tag postgres (runs again on PostgreSQL: see vitest.config.ts)
/**
 * A failed statement is logged without the values it was given (decision 088), on PGlite and on
 * PostgreSQL with TEST_DATABASE_URL: the real database's error, through the server's logger.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/database';
import type { DatabaseHandle } from '../db/client';
import { LOG_SERIALIZERS } from './log-errors';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

it('logs a failed statement with its text and the database error, but none of its values', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const server = Fastify({ logger: { level: 'info', stream, serializers: LOG_SERIALIZERS } });
  const insert = (email: string) =>
    handle.db.execute(
      sql`insert into "user" (id, name, email) values (${'u-log-test'}, ${'Private Person'}, ${email})`,
    );
  await insert('private.person@example.org');
  const error = await insert('second.person@example.org').then(
    () => null,
    (failure: unknown) => failure,
  );
  // What the database driver hands over holds the values.
  expect(String((error as Error).message)).toContain('second.person@example.org');

  server.log.error({ err: error }, 'Unexpected error in GraphQL operation');
  await server.close();
  const line = lines.join('');
  expect(line).toContain('insert into \\"user\\" (id, name, email) values');
  expect(line).toMatch(/duplicate key value violates unique constraint/);
  for (const value of ['u-log-test', 'Private Person', 'second.person@example.org'])
    expect(line).not.toContain(value);
});
