/**
 * Fixed-window request counters in the database (table auth_rate_limit), so that every server
 * process on one PostgreSQL database counts together and a restart forgets nothing. Used by
 * better-auth's sign-in limits and by the whole-server API limit.
 */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from './client';
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
  const result = await db.execute(
    sql`insert into ${authRateLimit} (key, count, window_started_at) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when ${authRateLimit.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})
          then 1 else ${authRateLimit.count} + 1 end,
        window_started_at = case when ${authRateLimit.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})
          then now() else ${authRateLimit.windowStartedAt} end
      returning count, extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())) as remaining`,
  );
  // Both drivers return { rows }; the shared database type does not say so.
  const [row] = (result as unknown as { rows: { count: unknown; remaining: unknown }[] }).rows;
  return {
    count: Number(row?.count ?? 0),
    remainingMs: Math.max(1, Math.ceil(Number(row?.remaining ?? windowSeconds) * 1000)),
  };
}
