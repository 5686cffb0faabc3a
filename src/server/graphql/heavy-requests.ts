/**
 * Fair share for heavy requests (decision 087): a request costing more than HEAVY_REQUEST_COST (a
 * report, the overview's trends, an import or its dry run, an export, a long page) is one of its
 * account's heavy requests, and
 * - an account runs **one heavy request at a time**: the next ones wait their turn, at most
 *   HEAVY_WAITING of them; beyond that a request is refused at once, saying why;
 * - an account's heavy requests may keep the server busy for at most HEAVY_SHARE of the time: each
 *   one's running time is taken from an allowance that refills at that rate, up to
 *   HEAVY_ALLOWANCE_MS, so a person opening reports now and then never meets the limit while a
 *   script looping them gets about one second in twenty;
 * - its work runs in the heavy lane (db/heavy-lane.ts), behind every other request's queries on
 *   the embedded database.
 * Counted in this process's memory: with several server processes, each gives an account its
 * share (the large requests' per-minute count, large-request-limit.ts, is shared through the
 * database).
 */
import { GraphQLError } from 'graphql';

/** Above this a request is heavy: the web app's page requests cost at most about 5,000. */
export const HEAVY_REQUEST_COST = 5_000;
/** Heavy requests of one account waiting while another of its runs. */
export const HEAVY_WAITING = 2;
/** The share of the time one account's heavy requests may take, over time. */
export const HEAVY_SHARE = 0.05;
/** Running time an account may spend at once after a quiet spell. */
export const HEAVY_ALLOWANCE_MS = 5_000;

interface Account {
  running: boolean;
  /** Requests waiting for the running one to finish, first come first served. */
  waiting: (() => void)[];
  /** Running time left to spend, as of `countedAt` (negative after a long request). */
  allowanceMs: number;
  countedAt: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function busy(): GraphQLError {
  return new GraphQLError(
    `Your account already has a large request running (a report, an import, an export or a long list) and ${HEAVY_WAITING} more waiting after it. Wait for them to finish, then try again.`,
    { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1 } },
  );
}

function overShare(waitMs: number): GraphQLError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new GraphQLError(
    `Your account has used its share of the server for large requests (reports, imports, exports, long lists) for now. Try again in ${plural(seconds, 'second')}.`,
    { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: seconds } },
  );
}

export class HeavyRequests {
  private readonly accounts = new Map<string, Account>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /**
   * Admits one heavy request of `userId`, once it is its turn: the function to call when it has
   * finished (again is harmless), or why it may not run.
   */
  async admit(userId: string): Promise<(() => void) | GraphQLError> {
    const account = this.accountOf(userId);
    const refused = this.overShare(account);
    if (refused) return refused;
    if (account.running) {
      if (account.waiting.length >= HEAVY_WAITING) return busy();
      await new Promise<void>((resolve) => account.waiting.push(resolve));
      // The turn is passed on only to one admitted (or refused here, which passes it on again).
      const after = this.overShare(account);
      if (after) {
        this.passTurn(userId, account);
        return after;
      }
    }
    account.running = true;
    const started = this.now();
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      this.refill(account);
      account.allowanceMs -= this.now() - started;
      this.passTurn(userId, account);
    };
  }

  private accountOf(userId: string): Account {
    let account = this.accounts.get(userId);
    if (!account) {
      account = { running: false, waiting: [], allowanceMs: HEAVY_ALLOWANCE_MS, countedAt: 0 };
      account.countedAt = this.now();
      this.accounts.set(userId, account);
    }
    return account;
  }

  private refill(account: Account) {
    const now = this.now();
    account.allowanceMs = Math.min(
      HEAVY_ALLOWANCE_MS,
      account.allowanceMs + (now - account.countedAt) * HEAVY_SHARE,
    );
    account.countedAt = now;
  }

  private overShare(account: Account): GraphQLError | null {
    this.refill(account);
    return account.allowanceMs > 0 ? null : overShare(-account.allowanceMs / HEAVY_SHARE);
  }

  /** The running request has finished (or a waiting one was refused): the next one's turn. */
  private passTurn(userId: string, account: Account) {
    account.running = false;
    const next = account.waiting.shift();
    if (next) {
      account.running = true;
      next();
    } else if (account.allowanceMs >= HEAVY_ALLOWANCE_MS) {
      // Nothing to remember of an account with its whole allowance and nothing running.
      this.accounts.delete(userId);
    }
  }
}
