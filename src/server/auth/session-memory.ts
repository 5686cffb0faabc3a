/**
 * Sessions remembered between requests, where that can never show a stale one (decision 030).
 *
 * With the embedded database one server process holds the data directory (data-dir-lock.ts), so
 * every change to a session, an account or the security setting is made by this process, and
 * the database announces each one (migration 0017) before the statement or transaction that made
 * it returns. The memory forgets everything on each announcement. So the very next request after
 * a sign-out, a disabled account, a changed group or a new security rule reads the database
 * again, exactly as if nothing were remembered; the others skip one query, which on PGlite's one
 * thread was a fifth of a list page's cost.
 *
 * With PostgreSQL another process may make the change, and its notice would arrive a moment
 * later: nothing is remembered there (startSessionMemory returns null).
 */
import type { DatabaseHandle } from '../db/client';

/** Where the database announces changes to sessions, accounts and the security setting. */
export const VIEWER_CHANGE_CHANNEL = 'viewer_changes';

/** How many sessions are remembered (the oldest forgotten first). */
const REMEMBERED_SESSIONS = 10_000;

/**
 * Beyond the announcements, nothing is remembered for longer than this: if a notice were ever
 * lost, the next request after it would still read the database.
 */
const LONGEST_MEMORY_MS = 60_000;

export class SessionMemory<Row> {
  private readonly remembered = new Map<string, { row: Row; readAt: number }>();
  /** Counts the announcements: a read that one overtook is not remembered. */
  private changes = 0;

  /** The row for `token`: remembered, or read by `read` (and remembered if nothing changed meanwhile). */
  async recall(token: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const known = this.remembered.get(token);
    if (known && Date.now() - known.readAt < LONGEST_MEMORY_MS) return known.row;
    this.remembered.delete(token);
    const changesBefore = this.changes;
    const readAt = Date.now();
    const row = await read();
    // A change announced while the row was being read may have come after the read saw it.
    if (row === undefined || this.changes !== changesBefore) return row;
    if (this.remembered.size >= REMEMBERED_SESSIONS) {
      this.remembered.delete(this.remembered.keys().next().value!);
    }
    this.remembered.set(token, { row, readAt });
    return row;
  }

  forgetAll(): void {
    this.changes += 1;
    this.remembered.clear();
  }
}

/**
 * A session memory that forgets on every announced change, or null where changes can come from
 * another process (PostgreSQL). `stop` ends the listening (the server's close).
 */
export async function startSessionMemory<Row>(
  database: DatabaseHandle,
): Promise<{ memory: SessionMemory<Row>; stop: () => Promise<void> } | null> {
  if (database.kind !== 'pglite') return null;
  const memory = new SessionMemory<Row>();
  const stop = await database.listen(VIEWER_CHANGE_CHANNEL, () => memory.forgetAll());
  return { memory, stop };
}
