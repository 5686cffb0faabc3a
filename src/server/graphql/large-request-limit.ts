/**
 * Large requests per account (decision 060): a request costing more than LARGE_REQUEST_COST (a
 * page of thousands of values, an export) counts against its account's LARGE_REQUESTS_PER_MINUTE,
 * so that one account looping the heaviest request allowed cannot slow everyone else down. The
 * web app's own pages stay under the threshold; exports and the largest pages do not.
 *
 * Counted in the database (table auth_rate_limit, one statement per large request), so several
 * server processes count together; an account over its limit is then refused by this process
 * without asking the database again until its minute is over, so a script hammering the server
 * costs it next to nothing.
 */
import { GraphQLError } from 'graphql';
import type { DbExecutor } from '../db/client';
import { consumeRateLimit } from '../db/rate-limit-counter';

/** Above this cost a request is large: the web app's page requests cost at most about 5,000. */
export const LARGE_REQUEST_COST = 20_000;
export const LARGE_REQUESTS_PER_MINUTE = 6;
const WINDOW_SECONDS = 60;
// better-auth's keys and the API limit's ('api|') in the same table never collide with these.
const KEY_PREFIX = 'large|';

function refusal(remainingMs: number): GraphQLError {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return new GraphQLError(
    `You have made ${LARGE_REQUESTS_PER_MINUTE} large requests (exports or very long lists) in the last minute, the most one account may. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}, or ask for fewer records.`,
    { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds } },
  );
}

export class LargeRequestLimit {
  /** Accounts over their limit, until when (epoch ms), as this process learnt. */
  private readonly blockedUntil = new Map<string, number>();

  /** Counts one large request of this account: null when it may run, else why not. */
  async admit(db: DbExecutor, userId: string): Promise<GraphQLError | null> {
    const now = Date.now();
    const until = this.blockedUntil.get(userId);
    if (until !== undefined && until > now) return refusal(until - now);
    this.blockedUntil.delete(userId);
    const { count, remainingMs } = await consumeRateLimit(db, KEY_PREFIX + userId, WINDOW_SECONDS);
    if (count <= LARGE_REQUESTS_PER_MINUTE) return null;
    this.blockedUntil.set(userId, now + remainingMs);
    return refusal(remainingMs);
  }
}
