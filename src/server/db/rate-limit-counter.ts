/**
 * Fixed-window request counters in the database (table auth_rate_limit), so that every server
 * process on one PostgreSQL database counts together and a restart forgets nothing. Used by
 * better-auth's sign-in limits and by the whole-server API limit.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from './client';
import { rowsOf } from './library-internals/execute-rows';
import { authRateLimit } from './schema/sign-in-protection';

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends (at least 1). */
  remainingMs: number;
}

/** Counts one request under `key`: one atomic statement, exact under concurrent requests. */
export async function consumeRateLimit(
  db: DbExecutor,
  key: string,
  windowSeconds: number,
): Promise<WindowCount> {
  const counts = await addRateLimitCounts(db, new Map([[key, 1]]), windowSeconds);
  return counts.get(key) ?? { count: 0, remainingMs: windowSeconds * 1000 };
}

/**
 * Adds each key's number of requests to its window (a new window starts for a key whose window
 * has ended) in one atomic statement, and answers every key's total from all processes.
 */
export async function addRateLimitCounts(
  db: DbExecutor,
  additions: ReadonlyMap<string, number>,
  windowSeconds: number,
): Promise<Map<string, WindowCount>> {
  const totals = new Map<string, WindowCount>();
  if (additions.size === 0) return totals;
  const rows = sql.join(
    [...additions].map(([key, added]) => sql`(${key}, ${added}::integer, now())`),
    sql`, `,
  );
  const windowEnded = sql`${authRateLimit.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const answered = await rowsOf<{ key: string; count: unknown; remaining: unknown }>(
    db,
    sql`insert into ${authRateLimit} (key, count, window_started_at) values ${rows}
      on conflict (key) do update set
        count = case when ${windowEnded} then excluded.count else ${authRateLimit.count} + excluded.count end,
        window_started_at = case when ${windowEnded} then now() else ${authRateLimit.windowStartedAt} end
      returning key, count, extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())) as remaining`,
  );
  for (const row of answered) {
    totals.set(row.key, {
      count: Number(row.count),
      remainingMs: Math.max(1, Math.ceil(Number(row.remaining ?? windowSeconds) * 1000)),
    });
  }
  return totals;
}
