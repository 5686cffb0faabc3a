/**
 * Dates, times and intervals reach Drizzle as text, inside transactions and out, on both
 * databases: PGlite's client is no longer told so with every query (pglite-parsers.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/support/database';
import type { DatabaseHandle, DbExecutor } from '../client';
import { auditEntry } from '../schema/audit';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function readTimes(db: DbExecutor) {
  const result = (await db.execute(
    sql`select '2026-11-25'::date as day, '2026-11-25 10:30:00.123+00'::timestamptz as moment,
      '2 hours'::interval as span, array['2026-01-02'::date] as days`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const [typed] = await db
    .select({
      at: sql`'2026-11-25 10:30:00.123+00'::timestamptz`.mapWith(auditEntry.occurredAt),
    })
    .from(sql`(select) as nothing`);
  return { raw: result.rows[0], mapped: typed?.at };
}

describe('database answers', () => {
  it('leave dates, times and intervals as text for Drizzle to map, in and out of transactions', async () => {
    const outside = await readTimes(database.db);
    const inside = await database.db.transaction((tx) => readTimes(tx));
    for (const answer of [outside, inside]) {
      expect(answer.raw).toEqual({
        day: '2026-11-25',
        moment: '2026-11-25 10:30:00.123+00',
        span: '02:00:00',
        days: '{2026-01-02}',
      });
      expect(answer.mapped).toEqual(new Date('2026-11-25T10:30:00.123Z'));
    }
  });
});
