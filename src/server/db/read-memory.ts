/**
 * Reads remembered between requests, where that can never show a stale answer (decisions 030
 * and 037).
 *
 * With the embedded database one server process holds the data directory (data-dir-lock.ts), so
 * every change is made by this process, and PGlite delivers the database's announcement of it
 * (NOTIFY) before the statement or transaction that made it returns. A memory that forgets
 * everything on each announcement of the changes it depends on therefore answers exactly as a
 * fresh read would: the very next request after a change reads the database again.
 *
 * With PostgreSQL another process may make the change, and its notice would arrive a moment
 * later: nothing is remembered there (startReadMemory returns null).
 */
import type { DatabaseHandle } from './client';

/**
 * Beyond the announcements, nothing is remembered for longer than this: if a notice were ever
 * lost, the next request after it would still read the database.
 */
const LONGEST_MEMORY_MS = 60_000;

export class ReadMemory<Row> {
  private readonly remembered = new Map<string, { row: Row; readAt: number }>();
  /** Counts the announcements: a read that one overtook is not remembered. */
  private changes = 0;

  /** `capacity`: how many keys are remembered (the oldest forgotten first). */
  constructor(private readonly capacity: number) {}

  /** The row for `key`: remembered, or read by `read` (and remembered if nothing changed meanwhile). */
  async recall(key: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const known = this.remembered.get(key);
    if (known && Date.now() - known.readAt < LONGEST_MEMORY_MS) return known.row;
    this.remembered.delete(key);
    const changesBefore = this.changes;
    const readAt = Date.now();
    const row = await read();
    // A change announced while the row was being read may have come after the read saw it.
    if (row === undefined || this.changes !== changesBefore) return row;
    if (this.remembered.size >= this.capacity) {
      this.remembered.delete(this.remembered.keys().next().value!);
    }
    this.remembered.set(key, { row, readAt });
    return row;
  }

  forgetAll(): void {
    this.changes += 1;
    this.remembered.clear();
  }
}

/**
 * A memory that forgets everything whenever the database announces something on `channel`, or
 * null where changes can come from another process (PostgreSQL). `stop` ends the listening (the
 * server's close).
 */
export async function startReadMemory<Row>(
  database: DatabaseHandle,
  channel: string,
  capacity: number,
): Promise<{ memory: ReadMemory<Row>; stop: () => Promise<void> } | null> {
  if (database.kind !== 'pglite') return null;
  const memory = new ReadMemory<Row>(capacity);
  const stop = await database.listen(channel, () => memory.forgetAll());
  return { memory, stop };
}
