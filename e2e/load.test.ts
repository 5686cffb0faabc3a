/**
 * The load drill's short form (issue "Reliability and security drills", item 5; the full form
 * is `npm run bench -- --soak`): 10 users mixing reads and writes against a seeded database,
 * on PGlite and on PostgreSQL, through the server as `npm start` runs it. No request may fail;
 * resident memory is measured and printed (the full form judges its growth).
 */
import { beforeAll, expect, it } from 'vitest';
import { describeSoak, soak } from '../bench/soak';
import { pgliteDatabase, postgresDatabase, type BenchDatabase } from '../bench/support/databases';
import { ensureServerBuild } from '../scripts/builds';

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SHORT = { users: 10, warmUpSeconds: 3, seconds: 10 };

beforeAll(() => ensureServerBuild());

it.each<[string, () => Promise<BenchDatabase>]>([
  ['PGlite', () => pgliteDatabase(1)],
  ['PostgreSQL', () => postgresDatabase(POSTGRES, 1)],
])(
  '%s: 10 users for 10 s, no failed request, memory measured',
  async (_label, open) => {
    const database = await open();
    try {
      const result = await soak(database, SHORT);
      console.log(describeSoak(result));
      expect(result.errors).toBe(0);
      // The load did run: even a loaded two-core machine answers hundreds in 10 s.
      expect(result.requests).toBeGreaterThan(50);
      // Judged by the full form only: 10 s after start, the heap is still growing to its working
      // size (decision 020). Printed above for the record.
      expect(result.memoryEndMiB).toBeGreaterThan(0);
    } finally {
      await database.remove();
    }
  },
  120_000,
);
