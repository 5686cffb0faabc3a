/**
 * Request counts per client address that several server processes share through the database
 * without a statement per request (decision 040). A process asks the database when an
 * address's window starts, or when what it knows of the other processes' counts is older than
 * two seconds; otherwise it counts in memory and adds its counts to the database in one
 * statement a second, learning the other processes' counts from the answer. One process alone
 * is exact; with several, each sees the others' requests at most about three seconds late (one
 * before they reach the database, two before it asks again).
 */
import type { WindowCount } from '../db/rate-limit-counter';

/** Adds counts to the shared windows and answers the totals from all processes. */
export type AddCounts = (
  additions: ReadonlyMap<string, number>,
) => Promise<Map<string, WindowCount>>;

interface AddressWindow {
  /** When the window ends, as the database said (epoch ms). */
  endsAt: number;
  /** All processes' count when the database last answered, and when that was. */
  counted: number;
  learnedAt: number;
  /** This process's requests since they were last sent. */
  unsent: number;
}

export class SharedWindowCounter {
  private readonly windows = new Map<string, AddressWindow>();
  private readonly exchanges = new Map<string, Promise<unknown>>();
  private flushTimer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly addCounts: AddCounts,
    private readonly flushEveryMs = 1000,
  ) {}

  async count(key: string): Promise<WindowCount> {
    // Requests that come while the database is being asked wait for its answer.
    const exchange = this.exchanges.get(key);
    if (exchange) await exchange.catch(() => undefined);
    const now = Date.now();
    const known = this.live(key, now);
    if (!known || now - known.learnedAt > 2 * this.flushEveryMs) return this.askNow(key);
    known.unsent += 1;
    this.scheduleFlush();
    return { count: known.counted + known.unsent, remainingMs: Math.max(1, known.endsAt - now) };
  }

  /** Sends every address's unsent counts in one statement. */
  async flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    await this.flushing;
    const now = Date.now();
    const additions = new Map<string, number>();
    for (const key of this.windows.keys()) {
      const window = this.live(key, now);
      if (window && window.unsent > 0) additions.set(key, window.unsent);
    }
    if (additions.size === 0) return;
    this.flushing = this.send(additions).then(
      () => undefined,
      () => {
        // The database did not answer (its health is /healthz's to report): the counts were
        // kept for the next try.
        if (!this.stopped) this.scheduleFlush();
      },
    );
    await this.flushing;
  }

  /** Sends the last counts (so a restart forgets none) and stops sending. */
  stop(): Promise<void> {
    this.stopped = true;
    return this.flush();
  }

  /** The address's window on this process, forgotten (counts and all) once it has ended. */
  private live(key: string, now: number): AddressWindow | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) this.windows.delete(key);
    return window && window.endsAt > now ? window : undefined;
  }

  private async askNow(key: string): Promise<WindowCount> {
    const unsent = this.windows.get(key)?.unsent ?? 0;
    const exchange = this.send(new Map([[key, unsent + 1]]));
    this.exchanges.set(key, exchange);
    try {
      const total = (await exchange).get(key);
      if (!total) throw new Error(`The database did not count requests for ${key}`);
      return total;
    } catch (error) {
      // This request goes uncounted (the limit is skipped when the database fails); the
      // earlier ones stay unsent.
      const window = this.windows.get(key);
      if (window) window.unsent = Math.max(0, window.unsent - 1);
      throw error;
    } finally {
      this.exchanges.delete(key);
    }
  }

  /**
   * Takes the additions out of the unsent counts, sends them, and learns the totals; if the
   * database does not answer, the counts go back to being unsent.
   */
  private async send(additions: Map<string, number>): Promise<Map<string, WindowCount>> {
    for (const [key, added] of additions) {
      const window = this.windows.get(key);
      if (window) window.unsent = Math.max(0, window.unsent - added);
    }
    try {
      const totals = await this.addCounts(additions);
      for (const [key, total] of totals) this.learn(key, total);
      return totals;
    } catch (error) {
      for (const [key, added] of additions) {
        const window = this.windows.get(key);
        if (window) window.unsent += added;
      }
      throw error;
    }
  }

  private learn(key: string, total: WindowCount) {
    const now = Date.now();
    const window = this.live(key, now);
    const endsAt = now + total.remainingMs;
    if (window) Object.assign(window, { counted: total.count, learnedAt: now, endsAt });
    else this.windows.set(key, { endsAt, counted: total.count, learnedAt: now, unsent: 0 });
  }

  private scheduleFlush() {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => void this.flush(), this.flushEveryMs);
    this.flushTimer.unref();
  }
}
