/**
 * Accounts from the shell, for operators and scripts (stop the server first when using the
 * embedded database):
 *   npm run users -- create --email E --password P --group SuperAdmins|Admins|Volunteers|Clients|none
 *                          [--first-name F] [--last-name L]
 *   npm run users -- list
 *   npm run users -- reset-password --email E --password P
 *   npm run users -- disable --email E
 *   npm run users -- enable --email E
 */
import { parseArgs } from 'node:util';
import { emailSchema } from '../src/shared/domain/account/password';
import { passwordProblems } from '../src/shared/domain/account/password-rules';
import { isGroup, type Group } from '../src/shared/permissions';
import { SYSTEM_ACTOR } from '../src/server/audit/audit';
import { listAccounts, resetPassword, setDisabled } from '../src/server/auth/account-admin';
import { createPersonWithAccount } from '../src/server/auth/identity.service';
import { openConfiguredDatabase, type Database } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { ConfigError, loadConfig } from '../src/server/env';
import { AppError } from '../src/server/errors';

const USAGE = `Usage:
  npm run users -- create --email E --password P --group SuperAdmins|Admins|Volunteers|Clients|none [--first-name F] [--last-name L]
  npm run users -- list
  npm run users -- reset-password --email E --password P
  npm run users -- disable --email E
  npm run users -- enable --email E`;

class UsageError extends Error {}

type Values = Record<string, string | undefined>;

function requireEmail(values: Values): string {
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message}`);
  return email.data;
}

function requirePassword(values: Values): string {
  const [problem] = passwordProblems(values.password ?? '');
  if (problem) throw new UsageError(`--password: ${problem}`);
  return values.password!;
}

function parseGroup(values: Values): Group | null {
  const name = values.group ?? '';
  if (name === 'none') return null;
  if (!isGroup(name))
    throw new UsageError(
      `--group must be SuperAdmins, Admins, Volunteers, Clients or none (got "${name}")`,
    );
  return name;
}

/** Each command checks its arguments before the database is opened. */
function parseCommand(argv: string[]): (db: Database) => Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      group: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  switch (positionals[0]) {
    case 'create': {
      const email = requireEmail(values);
      const password = requirePassword(values);
      const group = parseGroup(values);
      const firstName = values['first-name']?.trim() || (email.split('@')[0] ?? email);
      const lastName = values['last-name']?.trim() || '';
      return async (db) => {
        const id = await createPersonWithAccount(db, SYSTEM_ACTOR, {
          email,
          password,
          group,
          firstName,
          lastName,
        });
        return `Created ${email} (${group ?? 'no group'}), account id ${id}`;
      };
    }
    case 'list':
      return async (db) => {
        const accounts = await listAccounts(db);
        if (accounts.length === 0) return 'No accounts yet.';
        return accounts
          .map(
            (row) =>
              `${row.email.padEnd(40)} ${(row.group ?? 'no group').padEnd(12)} ${row.disabled ? 'disabled' : 'active'}`,
          )
          .join('\n');
      };
    case 'reset-password': {
      const email = requireEmail(values);
      const password = requirePassword(values);
      return async (db) => {
        await resetPassword(db, SYSTEM_ACTOR, email, password);
        return `New password set for ${email}; its sessions were ended.`;
      };
    }
    case 'disable':
    case 'enable': {
      const email = requireEmail(values);
      const disable = positionals[0] === 'disable';
      return async (db) => {
        await setDisabled(db, SYSTEM_ACTOR, email, disable);
        return disable ? `Disabled ${email}; its sessions were ended.` : `Enabled ${email}.`;
      };
    }
    default:
      throw new UsageError(USAGE);
  }
}

async function main() {
  const run = parseCommand(process.argv.slice(2));
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    console.log(await run(database.db));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message} The embedded database can only be used by one process: stop the server, run this command, then start the server again.`,
    );
  } else if (
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof AppError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
