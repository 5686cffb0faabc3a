/**
 * Protection of the sign-in routes (decisions 040 and 091):
 * - per client address: request limits stored in the database (atomic consume);
 * - per e-mail address: after 5 wrong passwords, sign-in is refused for 1 s, doubling with
 *   each further failure up to 15 minutes, even with the right password, from any address.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { rowsOf } from '../db/library-internals/execute-rows';
import { consumeRateLimit } from '../db/rate-limit-counter';
import { signInLockout } from '../db/schema/sign-in-protection';

const FREE_FAILURES = 5;
const MAX_LOCK_SECONDS = 15 * 60;

interface Row {
  [column: string]: unknown;
}

async function rows(db: DbExecutor, query: ReturnType<typeof sql>): Promise<Row[]> {
  return rowsOf<Row>(db, query);
}

/** better-auth's rate-limit storage: one atomic statement per request (rate-limit-counter.ts). */
export function databaseRateLimitStorage(db: DbExecutor) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      const { count, remainingMs } = await consumeRateLimit(db, key, rule.window);
      return count <= rule.max
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: Math.ceil(remainingMs / 1000) };
    },
  };
}

/** Seconds the address must still wait, or 0 when it may try. */
export async function lockedSeconds(db: DbExecutor, email: string): Promise<number> {
  const [row] = await rows(
    db,
    sql`select ceil(extract(epoch from (${signInLockout.lockedUntil} - now()))) as seconds
        from ${signInLockout} where ${signInLockout.email} = ${email.trim().toLowerCase()}`,
  );
  return Math.max(0, Number(row?.seconds ?? 0));
}

/** Lock length after `failures` wrong passwords: none for the first 5, then 1 s doubling to 15 min. */
export function lockSecondsAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_LOCK_SECONDS, 2 ** (failures - FREE_FAILURES));
}

export async function recordFailedSignIn(db: DbExecutor, email: string): Promise<void> {
  const key = email.trim().toLowerCase();
  // 2^(failures-5) seconds, computed in SQL so concurrent failures count exactly.
  await db.execute(sql`insert into ${signInLockout} (email, failures, locked_until) values (${key}, 1, null)
    on conflict (email) do update set
      failures = ${signInLockout.failures} + 1,
      locked_until = case when ${signInLockout.failures} + 1 >= ${FREE_FAILURES}
        then now() + make_interval(secs => least(${MAX_LOCK_SECONDS}, power(2, ${signInLockout.failures} + 1 - ${FREE_FAILURES})))
        else null end`);
}

export async function clearFailedSignIns(db: DbExecutor, email: string): Promise<void> {
  await db.execute(
    sql`delete from ${signInLockout} where ${signInLockout.email} = ${email.trim().toLowerCase()}`,
  );
}

export function lockedMessage(seconds: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  // Exact: "3 minutes" for 128 s would send someone away longer than needed, "2" back too soon.
  const wait =
    minutes === 0
      ? count(seconds, 'second')
      : rest === 0
        ? count(minutes, 'minute')
        : `${count(minutes, 'minute')} and ${count(rest, 'second')}`;
  return `Too many failed sign-in attempts. Try again in ${wait}.`;
}
