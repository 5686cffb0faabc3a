/**
 * The load drill's short form (decision 019; the full form
 * is `npm run bench -- --soak`): 10 users mixing reads and writes against a seeded database,
 * through the server as `npm start` runs it, on PostgreSQL. No request may fail;
 * resident memory is measured and printed (the full form judges its growth). What is checked
 * here does not depend on the machine's speed: how fast the answers come is measured by
 * `npm run bench` (decision 084). On PGlite the same drills run in CI's bench round
 * (`npm run bench -- --smoke`: its write loads and the heavy-request drill), which fails on any
 * failed answer; running them here too cost a minute of every CI run (decision 092).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeHeavyRequests, heavyRequestsDrill } from '../bench/heavy-requests';
import { describeSoak, soak } from '../bench/soak';
import { postgresDatabase, type BenchDatabase } from '../bench/support/databases';
import { ensureServerBuild } from '../scripts/builds';

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SHORT = { users: 10, warmUpSeconds: 3, seconds: 10 };

/** The drills' database, seeded with the demo data at scale 1. */
const DATABASES: [string, () => Promise<BenchDatabase>][] = [
  ['PostgreSQL', () => postgresDatabase(POSTGRES, 1)],
];

beforeAll(() => ensureServerBuild());

// One seeded database for both drills on each (seeding takes longer than either drill).
describe.each(DATABASES)('%s', (_label, open) => {
  let database: BenchDatabase;
  beforeAll(async () => {
    database = await open();
  }, 120_000);
  afterAll(() => database?.remove());

  it('10 users for 10 s, no failed request, memory measured', { timeout: 120_000 }, async () => {
    const result = await soak(database, SHORT);
    console.log(describeSoak(result));
    expect(result.errors).toBe(0);
    // The load did run.
    expect(result.requests).toBeGreaterThan(0);
    // Judged by the full form only: 10 s after start, the heap is still growing to its working
    // size (decision 020). Printed above for the record.
    expect(result.memoryEndMiB).toBeGreaterThan(0);
  });

  // The heavy-request drill's short form (decision 060): while three clients loop the heaviest
  // requests allowed until the account's allowance refuses them, another person's light requests
  // are all answered. How much slower the light request gets (target ≤ 3× its idle p95) is a
  // figure of `npm run bench`, printed here for the record only.
  it(
    'three clients looping the heaviest requests are refused beyond their allowance, and another person is still answered',
    { timeout: 180_000 },
    async () => {
      const result = await heavyRequestsDrill(database, {
        rounds: 1,
        seconds: 5,
        untilRefused: true,
      });
      console.log(describeHeavyRequests(result));
      expect(result.lightFailed).toBe(0);
      // The heavy requests were answered, and the account's limit refused the rest.
      expect(result.rounds[0]!.heavyAnswered).toBeGreaterThan(0);
      expect(result.heavyRefused).toBeGreaterThan(0);
    },
  );
});
