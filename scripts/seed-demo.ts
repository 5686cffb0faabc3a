/**
 * `npm run seed:demo [-- --scale N]`: fills the configured database with a realistic demo
 * programme and prints one demo account per group. Running it again adds nothing twice (every
 * demo record has a stable id) and gives the demo accounts new passwords. `--scale 25` gives
 * 10,000 clients, for benchmarks. Stop the server first when using the embedded database.
 */
import { openConfiguredDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { vacuumAnalyzeAll } from '../src/server/db/maintenance';
import { todayIn } from '../src/shared/domain/common/calendar';
import { ConfigError, loadConfig } from '../src/server/env';
import { parseCommandLine, UsageError } from './command-line';
import { loadDemoProgramme } from './seed/load';

const USAGE =
  'Usage: npm run seed:demo -- [--scale N]   (N from 1 to 100; each 1 adds about 12 facilities, 60 volunteers and 400 clients)';

async function main() {
  const { values } = parseCommandLine(
    USAGE,
    { scale: { type: 'string', default: '1' } },
    { positionals: false },
  );
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100)
    throw new ConfigError('--scale must be a whole number from 1 to 100');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const db = database.db;
    const { counts, accounts } = await loadDemoProgramme(db, scale, todayIn(config.orgTimeZone));
    // Statistics and visibility maps for what was just loaded: the embedded database has no
    // autovacuum, and a server's would only get to it later (decision 015).
    await vacuumAnalyzeAll(db);

    console.log(
      `Demo data at scale ${scale}: added ${Object.entries(counts)
        .map(([name, count]) => `${count} ${name}`)
        .join(', ')}.`,
    );
    console.log('\nDemo accounts (passwords are new on every run):');
    for (const account of accounts)
      console.log(`  ${account.group.padEnd(12)} ${account.email.padEnd(36)} ${account.password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message} Stop the server, run this command, then start the server again.`,
    );
  } else if (error instanceof ConfigError || error instanceof UsageError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
