/**
 * Live changes for subscriptions. Every audited write announces itself with pg_notify inside
 * its transaction (so only committed changes are heard); each server process listens once and
 * fans the events out to its own subscribers. With PostgreSQL this reaches every process.
 */
import { EventEmitter, on } from 'node:events';
import { eq } from 'drizzle-orm';
import { CHANGE_CHANNEL, type ChangeNotice } from '../audit/audit';
import type { DatabaseHandle } from '../db/client';
import { auditEntry } from '../db/schema/audit';

export interface ChangeEvent extends ChangeNotice {
  /** The record after the change (before it, for a delete), as stored in the audit entry. */
  snapshot: Record<string, unknown>;
}

export class ChangeFeed {
  private readonly emitter = new EventEmitter();
  private stopListening: (() => Promise<void>) | null = null;
  /** Resolves when every notice heard so far has been delivered (or dropped). */
  private delivered: Promise<void> = Promise.resolve();

  private constructor(private readonly database: DatabaseHandle) {
    // Every open subscription adds a listener; there is no leak to warn about.
    this.emitter.setMaxListeners(0);
  }

  static async start(database: DatabaseHandle): Promise<ChangeFeed> {
    const feed = new ChangeFeed(database);
    feed.stopListening = await database.listen(CHANGE_CHANNEL, (payload) => feed.receive(payload));
    return feed;
  }

  /**
   * Snapshots load side by side, but events are emitted in the order the notices came (the
   * order of commit): on PostgreSQL two loads on two pooled connections can finish in either
   * order, and a subscriber would otherwise see a later change first.
   */
  private receive(payload: string): void {
    // Nobody in this process is listening: nothing to load (one query less per write).
    if (this.emitter.listenerCount('change') === 0) return;
    const loading = this.load(payload);
    this.delivered = this.delivered.then(async () => {
      const event = await loading;
      if (event) this.emitter.emit('change', event);
    });
  }

  private async load(payload: string): Promise<ChangeEvent | null> {
    try {
      const notice = JSON.parse(payload) as ChangeNotice;
      // Loaded once per process, however many subscribers there are.
      const [entry] = await this.database.db
        .select({ snapshot: auditEntry.snapshot })
        .from(auditEntry)
        .where(eq(auditEntry.id, notice.auditId));
      return entry ? { ...notice, snapshot: entry.snapshot } : null;
    } catch {
      // A malformed notice or a closing database: nothing to deliver.
      return null;
    }
  }

  /** Every change, in the order committed, until the subscriber leaves (signal aborted). */
  async *all(signal?: AbortSignal): AsyncGenerator<ChangeEvent> {
    try {
      for await (const [event] of on(this.emitter, 'change', { signal })) {
        yield event as ChangeEvent;
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    }
  }

  /** Changes of one record type and action, until the subscriber leaves (signal aborted). */
  async *changes(
    recordType: string,
    action: ChangeNotice['action'],
    signal?: AbortSignal,
  ): AsyncGenerator<ChangeEvent> {
    for await (const change of this.all(signal)) {
      if (change.recordType === recordType && change.action === action) yield change;
    }
  }

  /** How many subscribers are listening in this process (for tests and monitoring). */
  get listenerCount(): number {
    return this.emitter.listenerCount('change');
  }

  async close(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }
}
