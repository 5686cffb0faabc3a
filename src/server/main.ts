/** Starts the server: configuration, database (migrated), HTTP, first-run link, clean shutdown. */
import { UpgradeBackupError } from './backup/before-upgrade';
import { DataDirLockedError } from './db/data-dir-lock';
import { DataDirDamagedError } from './db/pglite-data-dir';
import { loadConfiguredDriver, openConfiguredDatabase } from './db/client';
import { ConfigError, loadConfig } from './env';
import type { Jobs } from './jobs/runner';

/** The rest of the server; loaded while the database opens (see main). */
const loadServerModules = () =>
  Promise.all([import('./app'), import('./auth/first-run'), import('./auth/secret')]);

async function main() {
  // Until the server listens, the event loop often waits on nothing but promises, and each time
  // it runs empty Node blocks until V8's background work is done: after PGlite starts, that is
  // its WebAssembly being optimised (~0.1 s, decision 032). A timer gives the loop something to
  // wait on, so the start-up goes on while the optimising finishes beside it.
  const keepLoopBusy = setInterval(() => undefined, 1_000);
  try {
    await startServer();
  } finally {
    clearInterval(keepLoopBusy);
  }
}

async function startServer() {
  const config = loadConfig();
  // Start-up is mostly two waits: loading the server's modules, and opening the database
  // (PGlite: its WebAssembly backend starts and migrations are checked). They overlap: the
  // database opens while the modules load. The driver's modules first, or the module loader
  // would serve them only after the rest.
  const opening = openConfiguredDatabase(config);
  // Awaited below; until then a refusal (data directory in use, unreachable server) must not
  // count as unhandled, which would end the process with a stack trace instead of one line.
  opening.catch(() => undefined);
  await loadConfiguredDriver(config).catch(() => undefined);
  const loading = loadServerModules();
  loading.catch(() => undefined);
  const database = await opening;
  let modules: Awaited<typeof loading>;
  try {
    modules = await loading;
  } catch (error) {
    await database.close();
    throw error;
  }
  const [{ buildApp }, { createSetupLinkIfNeeded }, { resolveAuthSecret }] = modules;
  const authSecret = resolveAuthSecret(config.authSecret, config.dataDir);
  const { server, mailer } = await buildApp({
    config,
    database,
    authSecret,
    renderSignInPageAtStart: true,
  });
  // The embedded database: `npm run backup` gets its snapshot from this process (decision 018).
  const backupEndpoint = config.databaseUrl
    ? null
    : await import('./backup/backup-endpoint').then(({ startBackupEndpoint }) =>
        import('./backup/backup-signing').then(({ backupSigningKey }) =>
          startBackupEndpoint(
            config.dataDir,
            database.db,
            backupSigningKey(authSecret),
            (message, error) =>
              error ? server.log.error({ err: error }, message) : server.log.info(message),
          ),
        ),
      );

  let jobs: Jobs | null = null;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info(`Received ${signal}, shutting down`);
    try {
      await jobs?.stop();
      await backupEndpoint?.close();
      await server.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const setupLink = await createSetupLinkIfNeeded(database.db, config.baseUrl);
  await server.listen({ port: config.port, host: config.host });
  // Forwarded addresses are believed from anyone who can connect (README: Configure it).
  if (config.trustProxy && ['0.0.0.0', '::'].includes(config.host))
    server.log.warn(
      `TRUST_PROXY is on while the server listens on every address (HOST=${config.host}): anyone who reaches it without the proxy can send their own X-Forwarded-For and escape the per-address limits. Set HOST to the address the proxy connects from (e.g. HOST=127.0.0.1 when it runs on this machine).`,
    );
  // Not before the first requests are served: the first check reads the catalog (~0.1 s on
  // PGlite, whose one connection requests would wait for), and on a database that was never
  // analyzed the first pass takes a while (plans are only slower until it is done).
  void database.startMaintenance({
    firstCheckAfterMs: 10_000,
    log: (message, error) =>
      error ? server.log.warn({ err: error }, message) : server.log.info(message),
  });
  // Reminders and other background jobs (decision 067), once the server answers.
  const { startJobs } = await import('./jobs/runner');
  jobs = await startJobs({
    db: database.db,
    databaseUrl: config.databaseUrl,
    mailer,
    baseUrl: config.baseUrl,
    timeZone: config.orgTimeZone,
    everyMs: config.jobsEverySeconds * 1000,
    firstAfterMs: Math.min(30_000, config.jobsEverySeconds * 1000),
    log: (message, error) =>
      error ? server.log.error({ err: error }, message) : server.log.warn(message),
  });
  const storage = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded database in ${config.dataDir}`;
  const firstRun = setupLink
    ? `\n\nNo accounts exist yet. Open this one-time link to create the first super admin:\n  ${setupLink}\n`
    : '';
  // One write, so that whoever reads the log sees the link together with the address.
  console.log(`Outreach Dashboard is running at ${config.baseUrl} (${storage})${firstRun}`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DataDirDamagedError ||
    error instanceof UpgradeBackupError
  ) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
