/**
 * Accounts from the shell, for operators and scripts:
 *   npm run users -- create --email E --password P --group SuperAdmins|Admins|Volunteers|none
 *                          [--first-name F] [--last-name L]
 * Creates a verified account in the group (and, for SuperAdmins/Admins, the Admin record).
 */
import { parseArgs } from 'node:util';
import { emailSchema, passwordProblems } from '../src/shared/domain/account/password';
import { isGroup, type Group } from '../src/shared/permissions';
import { SYSTEM_ACTOR } from '../src/server/audit/audit';
import { createPersonWithAccount } from '../src/server/auth/identity.service';
import { openConfiguredDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { ConfigError, loadConfig } from '../src/server/env';
import { AppError } from '../src/server/errors';

const USAGE =
  'Usage: npm run users -- create --email E --password P --group SuperAdmins|Admins|Volunteers|none [--first-name F] [--last-name L]';

class UsageError extends Error {}

function parseCommand(argv: string[]) {
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
  if (positionals[0] !== 'create') throw new UsageError(USAGE);
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message}`);
  const [passwordProblem] = passwordProblems(values.password ?? '');
  if (passwordProblem) throw new UsageError(`--password: ${passwordProblem}`);
  const groupName = values.group ?? '';
  if (groupName !== 'none' && !isGroup(groupName)) {
    throw new UsageError(
      `--group must be SuperAdmins, Admins, Volunteers, Clients or none (got "${groupName}")`,
    );
  }
  const localPart = email.data.split('@')[0] ?? email.data;
  return {
    email: email.data,
    password: values.password!,
    group: (groupName === 'none' ? null : groupName) as Group | null,
    firstName: values['first-name']?.trim() || localPart,
    lastName: values['last-name']?.trim() || '',
  };
}

async function main() {
  const person = parseCommand(process.argv.slice(2));
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const id = await createPersonWithAccount(database.db, SYSTEM_ACTOR, person);
    console.log(`Created ${person.email} (${person.group ?? 'no group'}), account id ${id}`);
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
