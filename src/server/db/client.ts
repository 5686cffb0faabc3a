/**
 * The only place that opens database connections: embedded PGlite in the data directory by
 * default, or a PostgreSQL server when a URL is given. Migrations are applied on open.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import {
  codeMigrations,
  lastAppliedMigration,
  migrationsFolderUpTo,
  pendingMigrations,
  type Migration,
} from './migration-level';
import { startMaintenance, type Maintenance, type MaintenanceOptions } from './maintenance';
import { damagedStorage, refuseUnrecognisedStorage } from './pglite-data-dir';
import { skippingOwnParsers } from './library-internals/pglite-parsers';
import { takingTurns } from './library-internals/pglite-turns';
import { markEmbedded } from './heavy-lane';
import { pipelineTransactions } from './library-internals/pipelined-transactions';

export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type DbExecutor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /** LISTENs on a channel (on a connection of its own); returns a function that stops. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Keeps planner statistics and visibility maps fresh until close() (maintenance.ts): on
   * PGlite, which has no autovacuum. Nothing on PostgreSQL, whose autovacuum does it.
   * Resolves when the first pass is done.
   */
  startMaintenance(options?: MaintenanceOptions): Promise<void>;
  /**
   * Applies the code's migrations that the database has not had: all of them, or only up to
   * the `upTo`-th (a restore rebuilds the schema a backup was taken at).
   */
  migrate(upTo?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Runs before migrations are applied to a database that already had some (an upgrade), while
 * no other process migrates it; a failure stops the migration. The automatic backup.
 */
export type BeforeMigrating = (db: Database, pending: Migration[]) => Promise<unknown>;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir null: in memory. image: start from a dumped data directory (test golden image). */
  | { kind: 'pglite'; dataDir: string | null; image?: Blob }
) & { migrate?: boolean; beforeMigrating?: BeforeMigrating };

// Any fixed number: every server process agrees on it, so only one migrates at a time.
const MIGRATION_LOCK_ID = 72_616_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options) : openPglite(options);
}

// Each driver is loaded only when used: a process needs one of them, and loading the other
// would add 0.1-0.3 s to start-up.
const drivers = {
  postgres: once(() =>
    Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]),
  ),
  pglite: once(() =>
    Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]),
  ),
};

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

async function openPostgres(
  options: Extract<DatabaseOptions, { kind: 'postgres' }>,
): Promise<DatabaseHandle> {
  const [{ default: pgDriver }, nodePostgres, { migrate: migratePostgres }] =
    await drivers.postgres();
  const drizzlePostgres = nodePostgres.drizzle;
  // Pipeline mode: a statement is sent without waiting for the answers to those before it,
  // which pipelined transactions use (pipelined-transactions.ts, decision 039).
  const pool = new pgDriver.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    pipeline: true,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool }) as unknown as Database;
  pipelineTransactions(db, pool, nodePostgres);
  const migrate = async (upTo?: number) => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      const locked = drizzlePostgres({ client });
      await applyMigrations(
        locked as unknown as Database,
        db,
        upTo,
        options.beforeMigrating,
        (folder) => migratePostgres(locked, { migrationsFolder: folder }),
      );
    } finally {
      await client
        .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
        .catch(() => undefined);
      client.release();
    }
  };
  try {
    if (options.migrate !== false) await migrate();
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onMessage) => listenPostgres(pgDriver, options.url, channel, onMessage),
    startMaintenance: async () => undefined,
    migrate,
    close: () => pool.end(),
  };
}

const RECONNECT_DELAY_MS = 2000;

/**
 * A dedicated connection for LISTEN: it must stay open, unlike pooled ones. When it drops it
 * reconnects; notifications sent meanwhile are missed (subscribers refetch on reconnect).
 */
async function listenPostgres(
  pgDriver: typeof pg,
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
) {
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const next = new pgDriver.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), RECONNECT_DELAY_MS);
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/**
 * The embedded database's own page cache (decision 035). Postgres' default, 128 MB, is allocated
 * and zeroed in the process at every start; a programme's records apart from the audit log fill
 * ~10 MB at 10,000 clients, and a scan of a larger table passes through a small ring of buffers
 * whatever this size. 32 MB: start-up −0.6 s and 110 MiB less resident on the slow two-core
 * machine, the same throughput.
 */
const PGLITE_PAGE_CACHE = '32MB';

async function openPglite(
  options: Extract<DatabaseOptions, { kind: 'pglite' }>,
): Promise<DatabaseHandle> {
  let lock: DataDirLock | null = null;
  let storage: string | undefined;
  if (options.dataDir) {
    lock = lockDataDir(options.dataDir);
    storage = path.join(options.dataDir, 'pglite');
    // PGlite creates only the last folder of its path.
    fs.mkdirSync(options.dataDir, { recursive: true });
  }
  let client: PGlite | null = null;
  try {
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
      await drivers.pglite();
    if (storage) refuseUnrecognisedStorage(storage);
    client = await PGlite.create({
      dataDir: storage,
      loadDataDir: options.image,
      startParams: [
        ...PGlite.defaultStartParams,
        '-c',
        `shared_buffers=${PGLITE_PAGE_CACHE}`,
        // A log segment no longer needed is deleted, not kept for reuse with what it held: an
        // anonymisation's old values leave the log at its checkpoint (decision 086).
        '-c',
        'wal_recycle=off',
      ],
    }).catch((error: unknown) => {
      throw storage ? damagedStorage(storage, error) : error;
    });
    skippingOwnParsers(client);
    takingTurns(client);
    const db = drizzlePglite({ client }) as unknown as Database;
    markEmbedded(db);
    const opened = client;
    const migrate = (upTo?: number) =>
      applyMigrations(db, db, upTo, options.beforeMigrating, (folder) =>
        migratePglite(drizzlePglite({ client: opened }), { migrationsFolder: folder }),
      );
    if (options.migrate !== false) await migrate();
    let maintenance: Maintenance | null = null;
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        if (opened.closed) throw new Error('The database is closed');
        await opened.query('select 1');
      },
      listen: async (channel, onMessage) => {
        const stop = await opened.listen(channel, onMessage);
        return async () => {
          if (!opened.closed) await stop();
        };
      },
      startMaintenance: (maintenanceOptions) => {
        maintenance ??= startMaintenance(db, maintenanceOptions);
        return maintenance.firstPass;
      },
      migrate,
      close: async () => {
        try {
          await maintenance?.stop();
          if (!opened.closed) await opened.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/**
 * Applies pending migrations through `run` (drizzle's migrator on a folder), on `connection`
 * (the one holding the migration lock); `beforeMigrating` gets `db` for its own queries.
 */
async function applyMigrations(
  connection: Database,
  db: Database,
  upTo: number | undefined,
  beforeMigrating: BeforeMigrating | undefined,
  run: (folder: string) => Promise<unknown>,
): Promise<void> {
  const wanted = codeMigrations().slice(0, upTo);
  const applied = await lastAppliedMigration(connection);
  const pending = pendingMigrations(applied, wanted);
  // Most starts: nothing to apply. Drizzle's migrator would still read and hash every migration
  // file and create its schema and table "if not exists": with it the check took 25–55 ms of a
  // PGlite start, without it 12–25 ms.
  if (applied !== null && pending.length === 0) return;
  if (beforeMigrating && applied !== null) await beforeMigrating(db, pending);
  if (upTo === undefined) {
    await run(migrationsFolder);
    return;
  }
  const partial = migrationsFolderUpTo(upTo);
  try {
    await run(partial.folder);
  } finally {
    partial.remove();
  }
}

/** Dumps an open in-memory PGlite (used to build the tests' golden image). */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

/** Resolves once the driver of the configured database is loaded (opening starts with it). */
export async function loadConfiguredDriver(config: { databaseUrl: string | null }): Promise<void> {
  await (config.databaseUrl ? drivers.postgres() : drivers.pglite());
}

/**
 * The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite.
 * Before migrations upgrade a database that had some, a backup of it is written to the backup
 * folder (default DATA_DIR/backups), whichever command opens it first after an upgrade.
 */
export function openConfiguredDatabase(
  config: {
    databaseUrl: string | null;
    dataDir: string;
    backupDir?: string;
    backupRecipient?: string | null;
    /** AUTH_SECRET: signs the automatic backup (decision 088); else DATA_DIR/auth-secret. */
    authSecret?: string | null;
  },
  /** upgradeBackup false: no automatic backup (a restore has its file already). */
  options: { migrate?: boolean; upgradeBackup?: boolean } = {},
): Promise<DatabaseHandle> {
  const backupDir = config.backupDir ?? path.join(config.dataDir, 'backups');
  // Loaded only when an upgrade is pending: most starts have nothing to migrate.
  const beforeMigrating: BeforeMigrating = async (db, pending) => {
    const [{ backupBeforeUpgrade }, { backupSigningKey }, { resolveAuthSecret }] =
      await Promise.all([
        import('../backup/before-upgrade'),
        import('../backup/backup-signing'),
        import('../auth/secret'),
      ]);
    // The secret the server uses (made now if the server never ran here: it would make it).
    const signing = backupSigningKey(resolveAuthSecret(config.authSecret ?? null, config.dataDir));
    await backupBeforeUpgrade(db, pending, backupDir, signing, config.backupRecipient ?? null);
  };
  const common = {
    beforeMigrating: options.upgradeBackup === false ? undefined : beforeMigrating,
    migrate: options.migrate,
  };
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, ...common })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir, ...common });
}
