/** Starts the server: configuration, database (migrated), HTTP, first-run link, clean shutdown. */
import { buildApp } from './app';
import { createSetupLinkIfNeeded } from './auth/first-run';
import { resolveAuthSecret } from './auth/secret';
import { DataDirLockedError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/client';
import { ConfigError, loadConfig } from './env';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const authSecret = resolveAuthSecret(config.authSecret, config.dataDir);
  const { server } = await buildApp({ config, database, authSecret });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.log.info(`Received ${signal}, shutting down`);
    try {
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
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
