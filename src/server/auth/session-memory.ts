/**
 * Sessions remembered between requests on the embedded database (decision 030, read-memory.ts).
 *
 * The database announces every change to sessions, accounts and the security setting on
 * VIEWER_CHANGE_CHANNEL (migration 0017), so the very next request after a sign-out, a disabled
 * account, a changed group or a new security rule reads the database again, exactly as if nothing
 * were remembered; the others skip one query, which on PGlite's one thread was a fifth of a list
 * page's cost.
 */
import type { DatabaseHandle } from '../db/client';
import { startReadMemory } from '../db/read-memory';

/** Where the database announces changes to sessions, accounts and the security setting. */
export const VIEWER_CHANGE_CHANNEL = 'viewer_changes';

/** How many sessions are remembered (the oldest forgotten first). */
const REMEMBERED_SESSIONS = 10_000;

/** Null with PostgreSQL, where another process may change a session (read-memory.ts). */
export function startSessionMemory<Row>(database: DatabaseHandle) {
  return startReadMemory<Row>(database, VIEWER_CHANGE_CHANNEL, REMEMBERED_SESSIONS);
}
