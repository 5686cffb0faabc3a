/**
 * What the contract tests of this folder share: a bare PGlite client (none of our patches
 * applied, no migrations) and a stand-in node-postgres connection that records what it is sent.
 * The contract tests check the libraries themselves, so they open their own drivers rather than
 * the run's test database.
 */
import { PGlite } from '@electric-sql/pglite';

/** An in-memory PGlite exactly as the library makes it. */
export function barePglite(): Promise<PGlite> {
  return PGlite.create();
}

/** The configuration node-postgres is given for each statement (its documented query config). */
export interface SentStatement {
  text: string;
  name?: string;
  values?: unknown[];
}

/**
 * A node-postgres connection that answers every statement with no rows and remembers what it
 * was sent: what Drizzle asks of the driver, without a server.
 */
export function recordingConnection() {
  const sent: SentStatement[] = [];
  return {
    sent,
    query: async (config: SentStatement | string, values?: unknown[]) => {
      sent.push(typeof config === 'string' ? { text: config, values } : { ...config, values });
      return { rows: [], fields: [], command: 'SELECT', rowCount: 0 };
    },
    release: () => undefined,
  };
}
